// Made by `npm run messages` from src/domain/i18n/messages/feeds.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("feeds", {
  "pl": {
    "newsTitle": [
      "Wiadomości - ",
      [
        "siteName"
      ]
    ],
    "newsDescription": [
      "Najnowsze wiadomości dla rodziców i uczniów: ",
      [
        "siteName"
      ],
      ", sobotnia szkoła języka polskiego w Lombard, Illinois."
    ]
  },
  "en": {
    "newsTitle": [
      "News - ",
      [
        "siteName"
      ]
    ],
    "newsDescription": [
      "The latest news for parents and students: ",
      [
        "siteName"
      ],
      ", a Saturday Polish language school in Lombard, Illinois."
    ]
  }
})
