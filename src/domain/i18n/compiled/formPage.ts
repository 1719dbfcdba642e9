// Made by `npm run messages` from src/domain/i18n/messages/formPage.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("formPage", {
  "pl": {
    "enrollmentTitle": [
      "Zapisy do szkoły"
    ],
    "enrollmentStart": [
      "Wypełnij formularz zapisu"
    ],
    "enrollmentName": [
      "Formularz zapisu"
    ],
    "loading": [
      "Ładowanie formularza…"
    ],
    "officeLinksBefore": [
      "napisz na"
    ],
    "officeLinksBetween": [
      "lub zadzwoń pod numer"
    ],
    "noScript": [
      [
        "what"
      ],
      " działa w przeglądarce z włączonym JavaScriptem. Można też skontaktować się z sekretariatem szkoły:"
    ],
    "serverDown": [
      "Serwer szkoły nie odpowiada. Wpisane dane zostały zachowane — spróbuj wysłać formularz za kilka minut",
      [
        "contact"
      ],
      "."
    ],
    "serverDownContact": [
      " albo skontaktuj się z sekretariatem: ",
      [
        "email"
      ],
      ", tel. ",
      [
        "phone"
      ]
    ]
  },
  "en": {
    "enrollmentTitle": [
      "Enrollment"
    ],
    "enrollmentStart": [
      "Fill in the enrollment form"
    ],
    "enrollmentName": [
      "The enrollment form"
    ],
    "loading": [
      "Loading the form…"
    ],
    "officeLinksBefore": [
      "email"
    ],
    "officeLinksBetween": [
      "or call"
    ],
    "noScript": [
      [
        "what"
      ],
      " works in a browser with JavaScript turned on. You can also contact the school office:"
    ],
    "serverDown": [
      "The school’s server is not answering. What you entered has been kept — try sending the form in a few minutes",
      [
        "contact"
      ],
      "."
    ],
    "serverDownContact": [
      " or contact the school office: ",
      [
        "email"
      ],
      ", phone ",
      [
        "phone"
      ]
    ]
  }
})
