// Made by `npm run messages` from src/domain/i18n/messages/search.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("search", {
  "pl": {
    "label": [
      "Szukaj na stronie"
    ],
    "button": [
      "Szukaj"
    ],
    "needsScript": [
      "Wyszukiwarka działa tylko z włączonym JavaScriptem. Najważniejsze strony:"
    ]
  },
  "en": {
    "label": [
      "Search the site"
    ],
    "button": [
      "Search"
    ],
    "needsScript": [
      "The search works only with JavaScript turned on. The main pages:"
    ]
  }
})
