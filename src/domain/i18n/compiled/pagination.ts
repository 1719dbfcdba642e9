// Made by `npm run messages` from src/domain/i18n/messages/pagination.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("pagination", {
  "pl": {
    "newer": [
      "← Nowsze"
    ],
    "older": [
      "Starsze →"
    ],
    "page": [
      "Strona ",
      [
        "n"
      ]
    ]
  },
  "en": {
    "newer": [
      "← Newer"
    ],
    "older": [
      "Older →"
    ],
    "page": [
      "Page ",
      [
        "n"
      ]
    ]
  }
})
