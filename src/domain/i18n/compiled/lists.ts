// Made by `npm run messages` from src/domain/i18n/messages/lists.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("lists", {
  "pl": {
    "classes": [
      "Klasy:"
    ],
    "subjects": [
      "Przedmioty:"
    ],
    "download": [
      "Pobierz"
    ],
    "dutyCaption": [
      "Dyżury rodziców"
    ],
    "day": [
      "Dzień"
    ],
    "class": [
      "Klasa"
    ],
    "duty": [
      "Dyżur"
    ],
    "hours": [
      "Godziny"
    ],
    "ceremony": [
      "Uroczystość wręczenia świadectw:"
    ],
    "otherYearsLabel": [
      "Maturzyści innych lat"
    ],
    "otherYears": [
      "Inne roczniki"
    ],
    "graduatesTitle": [
      "Maturzyści ",
      [
        "year"
      ]
    ]
  },
  "en": {
    "classes": [
      "Classes:"
    ],
    "subjects": [
      "Subjects:"
    ],
    "download": [
      "Download"
    ],
    "dutyCaption": [
      "Parent duty"
    ],
    "day": [
      "Day"
    ],
    "class": [
      "Class"
    ],
    "duty": [
      "Duty"
    ],
    "hours": [
      "Hours"
    ],
    "ceremony": [
      "Graduation ceremony:"
    ],
    "otherYearsLabel": [
      "Graduates of other years"
    ],
    "otherYears": [
      "Other years"
    ],
    "graduatesTitle": [
      "Graduates ",
      [
        "year"
      ]
    ]
  }
})
