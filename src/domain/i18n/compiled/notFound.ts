// Made by `npm run messages` from src/domain/i18n/messages/notFound.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("notFound", {
  "pl": {
    "title": [
      "Nie znaleziono strony"
    ],
    "explanation": [
      "Strona, której szukasz, nie istnieje albo została przeniesiona."
    ],
    "home": [
      "Przejdź na stronę główną"
    ],
    "orMenu": [
      "lub wybierz stronę z menu."
    ]
  },
  "en": {
    "title": [
      "Page not found"
    ],
    "explanation": [
      "The page you are looking for does not exist or has been moved."
    ],
    "home": [
      "Go to the home page"
    ],
    "orMenu": [
      "or choose a page from the menu."
    ]
  }
})
