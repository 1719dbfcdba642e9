// Made by `npm run messages` from src/domain/i18n/messages/statusMail.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("statusMail", {
  "pl": {
    "status": [
      [
        "status",
        "select",
        {
          "new": [
            "Nowe"
          ],
          "accepted": [
            "Przyjęte"
          ],
          "waitlisted": [
            "Lista oczekujących"
          ],
          "rejected": [
            "Odrzucone"
          ],
          "withdrawn": [
            "Wycofane"
          ],
          "other": [
            [
              "status"
            ]
          ]
        }
      ]
    ],
    "subject": [
      "Polska Szkoła w Lombard: zgłoszenie nr ",
      [
        "number"
      ],
      ", ",
      [
        "change"
      ]
    ],
    "subjectStatus": [
      "status: ",
      [
        "status"
      ]
    ],
    "subjectChange": [
      "zmiana statusu"
    ],
    "greeting": [
      "Szanowni Państwo,"
    ],
    "changed": [
      "sekretariat zmienił status zgłoszenia nr ",
      [
        "number"
      ],
      "."
    ],
    "closing": [
      "Z poważaniem\nSekretariat Polskiej Szkoły w Lombard"
    ],
    "student": [
      "Uczeń: ",
      [
        "name"
      ],
      " (",
      [
        "class"
      ],
      ")"
    ],
    "statusLine": [
      "Status: ",
      [
        "status"
      ]
    ],
    "office": [
      "Kontakt z sekretariatem: ",
      [
        "email"
      ]
    ],
    "accepted": [
      "Dziecko zostało przyjęte do szkoły. Co dalej:"
    ],
    "firstDay": [
      "- Pierwszy dzień zajęć: ",
      [
        "day"
      ],
      ", zmiana: ",
      [
        "session"
      ],
      "."
    ],
    "firstDayLater": [
      "- Pierwszy dzień zajęć podamy w osobnej wiadomości."
    ],
    "fees": [
      "- Opłaty za szkołę: ",
      [
        "url"
      ]
    ],
    "waitlisted": [
      "W tej klasie nie ma teraz wolnego miejsca: dziecko jest na liście oczekujących."
    ],
    "place": [
      "Miejsce na liście oczekujących tej klasy: ",
      [
        "place"
      ],
      "."
    ],
    "willWrite": [
      "Napiszemy do Państwa, gdy zwolni się miejsce."
    ],
    "rejected": [
      "Niestety nie możemy przyjąć dziecka do szkoły. Dziękujemy za zainteresowanie naszą szkołą."
    ],
    "questions": [
      "W razie pytań prosimy o kontakt z sekretariatem: ",
      [
        "email"
      ]
    ],
    "withdrawn": [
      "Zgłoszenie dziecka zostało wycofane."
    ],
    "mistake": [
      "Jeśli to pomyłka, prosimy o kontakt z sekretariatem: ",
      [
        "email"
      ]
    ],
    "pending": [
      "Zgłoszenie dziecka czeka na rozpatrzenie przez sekretariat."
    ]
  },
  "en": {
    "status": [
      [
        "status",
        "select",
        {
          "new": [
            "New"
          ],
          "accepted": [
            "Accepted"
          ],
          "waitlisted": [
            "Wait list"
          ],
          "rejected": [
            "Not accepted"
          ],
          "withdrawn": [
            "Withdrawn"
          ],
          "other": [
            [
              "status"
            ]
          ]
        }
      ]
    ],
    "subject": [
      "Polska Szkoła w Lombard: application no. ",
      [
        "number"
      ],
      ", ",
      [
        "change"
      ]
    ],
    "subjectStatus": [
      "status: ",
      [
        "status"
      ]
    ],
    "subjectChange": [
      "status change"
    ],
    "greeting": [
      "Dear Parents,"
    ],
    "changed": [
      "the school office has changed the status of application no. ",
      [
        "number"
      ],
      "."
    ],
    "closing": [
      "Sincerely,\nThe office of the Polish School in Lombard (Polska Szkoła w Lombard)"
    ],
    "student": [
      "Student: ",
      [
        "name"
      ],
      " (",
      [
        "class"
      ],
      ")"
    ],
    "statusLine": [
      "Status: ",
      [
        "status"
      ]
    ],
    "office": [
      "School office: ",
      [
        "email"
      ]
    ],
    "accepted": [
      "Your child has been accepted to the school. What comes next:"
    ],
    "firstDay": [
      "- First day of classes: ",
      [
        "day"
      ],
      ", session: ",
      [
        "session"
      ],
      "."
    ],
    "firstDayLater": [
      "- We will send the first day of classes in a separate message."
    ],
    "fees": [
      "- Tuition and fees: ",
      [
        "url"
      ]
    ],
    "waitlisted": [
      "There is no free place in this class now: your child is on the wait list."
    ],
    "place": [
      "Place on this class’s wait list: ",
      [
        "place"
      ],
      "."
    ],
    "willWrite": [
      "We will write to you when a place becomes free."
    ],
    "rejected": [
      "Unfortunately we cannot accept your child to the school. Thank you for your interest in our school."
    ],
    "questions": [
      "If you have any questions, please contact the school office: ",
      [
        "email"
      ]
    ],
    "withdrawn": [
      "Your child’s application has been withdrawn."
    ],
    "mistake": [
      "If this is a mistake, please contact the school office: ",
      [
        "email"
      ]
    ],
    "pending": [
      "Your child’s application is waiting for the school office’s review."
    ]
  }
})
