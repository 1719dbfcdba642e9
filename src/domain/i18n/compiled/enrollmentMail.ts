// Made by `npm run messages` from src/domain/i18n/messages/enrollmentMail.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("enrollmentMail", {
  "pl": {
    "subject": [
      "Polska Szkoła w Lombard: otrzymaliśmy zgłoszenie nr ",
      [
        "number"
      ]
    ],
    "thanks": [
      "Dziękujemy za zgłoszenie dzieci do Polskiej Szkoły w Lombard. Otrzymaliśmy je i sekretariat wkrótce je rozpatrzy; o decyzji dla każdego dziecka napiszemy w osobnej wiadomości."
    ],
    "number": [
      "Numer zgłoszenia: ",
      [
        "number"
      ]
    ],
    "students": [
      "Uczniowie:"
    ],
    "born": [
      "ur. ",
      [
        "day"
      ]
    ],
    "address": [
      "Adres: ",
      [
        "address"
      ]
    ],
    "emergency": [
      "Kontakt w nagłych wypadkach: ",
      [
        "contact"
      ]
    ],
    "check": [
      "Jeśli coś się nie zgadza, prosimy o kontakt z sekretariatem szkoły, podając numer zgłoszenia."
    ],
    "next": [
      "Co dalej:"
    ],
    "fees": [
      "Opłaty za szkołę: ",
      [
        "url"
      ]
    ],
    "calendar": [
      "Kalendarz zajęć: ",
      [
        "url"
      ]
    ],
    "office": [
      "Sekretariat szkoły:"
    ],
    "officeEmail": [
      "E-mail: ",
      [
        "email"
      ],
      " (można też odpowiedzieć na tę wiadomość)"
    ],
    "officePhone": [
      "Telefon: ",
      [
        "phone"
      ]
    ]
  },
  "en": {
    "subject": [
      "Polska Szkoła w Lombard: we have received application no. ",
      [
        "number"
      ]
    ],
    "thanks": [
      "Thank you for enrolling your children in the Polish School in Lombard (Polska Szkoła w Lombard). We have received your application and the school office will review it soon; we will write about the decision for each child in a separate message."
    ],
    "number": [
      "Application number: ",
      [
        "number"
      ]
    ],
    "students": [
      "Students:"
    ],
    "born": [
      "born ",
      [
        "day"
      ]
    ],
    "address": [
      "Address: ",
      [
        "address"
      ]
    ],
    "emergency": [
      "Emergency contact: ",
      [
        "contact"
      ]
    ],
    "check": [
      "If anything is wrong, please contact the school office and give the application number."
    ],
    "next": [
      "What comes next:"
    ],
    "fees": [
      "Tuition and fees: ",
      [
        "url"
      ]
    ],
    "calendar": [
      "Class calendar: ",
      [
        "url"
      ]
    ],
    "office": [
      "School office:"
    ],
    "officeEmail": [
      "Email: ",
      [
        "email"
      ],
      " (you can also reply to this message)"
    ],
    "officePhone": [
      "Phone: ",
      [
        "phone"
      ]
    ]
  }
})
