// Made by `npm run messages` from src/domain/i18n/messages/enrollment.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("enrollment", {
  "pl": {
    "required": [
      [
        "name"
      ],
      " jest ",
      [
        "gender",
        "select",
        {
          "m": [
            "wymagany"
          ],
          "f": [
            "wymagana"
          ],
          "other": [
            "wymagane"
          ]
        }
      ]
    ],
    "max": [
      [
        "name"
      ],
      " ",
      [
        "gender",
        "select",
        {
          "m": [
            "powinien być"
          ],
          "f": [
            "powinna być"
          ],
          "other": [
            "powinno być"
          ]
        }
      ],
      " nie ",
      [
        "gender",
        "select",
        {
          "m": [
            "dłuższy"
          ],
          "f": [
            "dłuższa"
          ],
          "other": [
            "dłuższe"
          ]
        }
      ],
      " niż ",
      [
        "n",
        "plural",
        {
          "one": [
            "#",
            " znak"
          ],
          "few": [
            "#",
            " znaki"
          ],
          "many": [
            "#",
            " znaków"
          ],
          "other": [
            "#",
            " znaki"
          ]
        }
      ]
    ],
    "exactLength": [
      [
        "name"
      ],
      " musi mieć dokładnie ",
      [
        "n",
        "plural",
        {
          "one": [
            "#",
            " znak"
          ],
          "few": [
            "#",
            " znaki"
          ],
          "many": [
            "#",
            " znaków"
          ],
          "other": [
            "#",
            " znaki"
          ]
        }
      ]
    ],
    "min": [
      [
        "name"
      ],
      " musi mieć przynajmniej ",
      [
        "n",
        "plural",
        {
          "one": [
            "#",
            " znak"
          ],
          "few": [
            "#",
            " znaki"
          ],
          "many": [
            "#",
            " znaków"
          ],
          "other": [
            "#",
            " znaki"
          ]
        }
      ],
      "."
    ],
    "numeric": [
      [
        "name"
      ],
      " musi być liczbą."
    ],
    "email": [
      [
        "name"
      ],
      " nie jest poprawnym emailem"
    ],
    "phone": [
      [
        "name"
      ],
      " ",
      [
        "gender",
        "select",
        {
          "m": [
            "powinien być"
          ],
          "f": [
            "powinna być"
          ],
          "other": [
            "powinno być"
          ]
        }
      ],
      " poprawnym numerem telefonu, np. ",
      [
        "example"
      ]
    ],
    "noLinks": [
      [
        "name"
      ],
      " nie może zawierać adresu strony internetowej ani e-maila"
    ],
    "differ": [
      [
        "name"
      ],
      " musi się różnić od pola „",
      [
        "other"
      ],
      "”"
    ],
    "oneOf": [
      [
        "name"
      ],
      " ma niedozwoloną wartość"
    ],
    "date": [
      [
        "name"
      ],
      " musi być poprawną datą w formacie RRRR-MM-DD"
    ],
    "dateRange": [
      [
        "name"
      ],
      " musi mieścić się w przedziale od ",
      [
        "min"
      ],
      " do ",
      [
        "max"
      ]
    ],
    "atLeastOneParent": [
      "Minimum jeden Rodzic jest wymagany."
    ],
    "notAForm": [
      "Nieprawidłowe dane formularza."
    ],
    "unknownFields": [
      [
        "count",
        "plural",
        {
          "one": [
            "Nieznane pole"
          ],
          "other": [
            "Nieznane pola"
          ]
        }
      ],
      " formularza: ",
      [
        "unknown"
      ]
    ],
    "studentsCount": [
      "Formularz musi zawierać od ",
      [
        "min"
      ],
      " do ",
      [
        "max"
      ],
      " uczniów"
    ],
    "heading": [
      "Formularz zapisu"
    ],
    "requiredNote": [
      "Pola oznaczone gwiazdką (*) są wymagane."
    ],
    "submit": [
      "Wyślij zgłoszenie"
    ],
    "back": [
      "Wróć do informacji o zapisach"
    ],
    "mother": [
      "Matka"
    ],
    "father": [
      "Ojciec"
    ],
    "parentsNote": [
      "Prosimy podać dane co najmniej jednego z rodziców."
    ],
    "emergency": [
      "Osoba do kontaktu w nagłych wypadkach"
    ],
    "address": [
      "Adres"
    ],
    "students": [
      "Uczniowie"
    ],
    "student": [
      "Uczeń ",
      [
        "number"
      ]
    ],
    "addStudent": [
      "Dodaj ucznia"
    ],
    "studentItem": [
      "ucznia ",
      [
        "number"
      ]
    ],
    "photo": [
      "Zdjęcia"
    ],
    "confirmationHeading": [
      "Zgłoszenie zostało wysłane"
    ],
    "confirmationBefore": [
      "Dziękujemy. Numer zgłoszenia:"
    ],
    "confirmationMailed": [
      ". Potwierdzenie wysłaliśmy na podane adresy e‑mail."
    ],
    "confirmationByOffice": [
      ". Potwierdzenie na podane adresy e‑mail wyśle sekretariat szkoły."
    ],
    "summaryHeading": [
      "Podsumowanie zgłoszenia"
    ],
    "newEnrollment": [
      "Wypełnij kolejny formularz"
    ]
  },
  "en": {
    "required": [
      [
        "gender",
        "select",
        {
          "other": [
            [
              "name"
            ],
            " is required."
          ]
        }
      ]
    ],
    "max": [
      [
        "gender",
        "select",
        {
          "other": [
            [
              "name"
            ],
            " must be at most ",
            [
              "n",
              "plural",
              {
                "one": [
                  "#",
                  " character"
                ],
                "other": [
                  "#",
                  " characters"
                ]
              }
            ],
            " long."
          ]
        }
      ]
    ],
    "exactLength": [
      [
        "name"
      ],
      " must be exactly ",
      [
        "n",
        "plural",
        {
          "one": [
            "#",
            " character"
          ],
          "other": [
            "#",
            " characters"
          ]
        }
      ],
      " long."
    ],
    "min": [
      [
        "name"
      ],
      " must be at least ",
      [
        "n",
        "plural",
        {
          "one": [
            "#",
            " character"
          ],
          "other": [
            "#",
            " characters"
          ]
        }
      ],
      " long."
    ],
    "numeric": [
      [
        "name"
      ],
      " must be a number."
    ],
    "email": [
      [
        "name"
      ],
      " is not a valid email address."
    ],
    "phone": [
      [
        "gender",
        "select",
        {
          "other": [
            [
              "name"
            ],
            " must be a valid phone number, e.g. ",
            [
              "example"
            ],
            "."
          ]
        }
      ]
    ],
    "noLinks": [
      [
        "name"
      ],
      " cannot contain a website or email address."
    ],
    "differ": [
      [
        "name"
      ],
      " must be different from “",
      [
        "other"
      ],
      "”."
    ],
    "oneOf": [
      [
        "name"
      ],
      " has a value that is not allowed."
    ],
    "date": [
      [
        "name"
      ],
      " must be a valid date in the format YYYY-MM-DD."
    ],
    "dateRange": [
      [
        "name"
      ],
      " must be between ",
      [
        "min"
      ],
      " and ",
      [
        "max"
      ],
      "."
    ],
    "atLeastOneParent": [
      "At least one parent is required."
    ],
    "notAForm": [
      "Invalid form data."
    ],
    "unknownFields": [
      "Unknown form ",
      [
        "count",
        "plural",
        {
          "one": [
            "field"
          ],
          "other": [
            "fields"
          ]
        }
      ],
      ": ",
      [
        "unknown"
      ]
    ],
    "studentsCount": [
      "The form must list between ",
      [
        "min"
      ],
      " and ",
      [
        "max"
      ],
      " students."
    ],
    "heading": [
      "Enrollment Form"
    ],
    "requiredNote": [
      "Fields marked with an asterisk (*) are required."
    ],
    "submit": [
      "Send the application"
    ],
    "back": [
      "Back to the enrollment information"
    ],
    "mother": [
      "Mother"
    ],
    "father": [
      "Father"
    ],
    "parentsNote": [
      "Please give the details of at least one parent."
    ],
    "emergency": [
      "Emergency contact"
    ],
    "address": [
      "Address"
    ],
    "students": [
      "Students"
    ],
    "student": [
      "Student ",
      [
        "number"
      ]
    ],
    "addStudent": [
      "Add a student"
    ],
    "studentItem": [
      "student ",
      [
        "number"
      ]
    ],
    "photo": [
      "Photos"
    ],
    "confirmationHeading": [
      "Your application has been sent"
    ],
    "confirmationBefore": [
      "Thank you. Application number:"
    ],
    "confirmationMailed": [
      ". We have sent a confirmation to the email addresses you gave."
    ],
    "confirmationByOffice": [
      ". The school office will send a confirmation to the email addresses you gave."
    ],
    "summaryHeading": [
      "Application Summary"
    ],
    "newEnrollment": [
      "Fill in another form"
    ]
  }
})
