// Made by `npm run messages` from src/domain/i18n/messages/apiErrors.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("apiErrors", {
  "pl": {
    "INVALID_FORM": [
      "Formularz zawiera błędy. Popraw zaznaczone pola."
    ],
    "TOO_MANY_ENROLLMENTS": [
      "Z tego połączenia wysłano w krótkim czasie zbyt wiele zgłoszeń. Spróbuj ponownie za minutę — wpisane dane zostały zachowane."
    ],
    "TOO_MANY_SURVEYS": [
      "Z tego połączenia wysłano w krótkim czasie zbyt wiele odpowiedzi. Spróbuj ponownie za minutę — wpisane dane zostały zachowane."
    ],
    "TOO_MANY_UPLOADS": [
      "Zbyt wiele przesłanych plików. Spróbuj za minutę."
    ],
    "SERVER_BUSY": [
      "Serwer przyjmuje teraz zbyt wiele zgłoszeń naraz. Spróbuj ponownie ",
      [
        "window",
        "select",
        {
          "hour": [
            "za godzinę"
          ],
          "other": [
            "za minutę"
          ]
        }
      ],
      "."
    ],
    "FILE_TOO_LARGE": [
      "Plik jest za duży. Największy dopuszczalny rozmiar to ",
      [
        "maxBytes"
      ],
      "."
    ],
    "UNSUPPORTED_FILE_TYPE": [
      "Ten rodzaj pliku nie jest przyjmowany. Prześlij zdjęcie (JPG, PNG, GIF, WebP, HEIC) lub PDF."
    ],
    "UPLOAD_ADDRESS_FULL": [
      "Z tego połączenia czeka już ",
      [
        "maxBytes"
      ],
      " plików niewysłanych z formularzem. Wyślij najpierw formularz z przesłanymi plikami i dopiero potem prześlij kolejne (pliki niewysłane z formularzem są usuwane po ",
      [
        "hours"
      ],
      " godzinach)."
    ],
    "UPLOAD_POOL_FULL": [
      "Serwer szkoły przyjął w ostatnich godzinach zbyt wiele plików, których nikt nie wysłał jeszcze z formularzem. Spróbuj ponownie za godzinę albo skontaktuj się z sekretariatem."
    ],
    "UPLOAD_QUOTA_FULL": [
      "Serwer szkoły nie przyjmuje teraz więcej plików: miejsce na przesłane pliki jest pełne. Spróbuj ponownie później albo skontaktuj się z sekretariatem."
    ]
  },
  "en": {
    "INVALID_FORM": [
      "The form has errors. Please correct the marked fields."
    ],
    "TOO_MANY_ENROLLMENTS": [
      "Too many enrollments were sent from this connection in a short time. Please try again in a minute — what you entered has been kept."
    ],
    "TOO_MANY_SURVEYS": [
      "Too many answers were sent from this connection in a short time. Please try again in a minute — what you entered has been kept."
    ],
    "TOO_MANY_UPLOADS": [
      "Too many files were uploaded. Please try again in a minute."
    ],
    "SERVER_BUSY": [
      "The server is receiving too many submissions at once. Please try again in ",
      [
        "window",
        "select",
        {
          "hour": [
            "an hour"
          ],
          "other": [
            "a minute"
          ]
        }
      ],
      "."
    ],
    "FILE_TOO_LARGE": [
      "The file is too large. The largest size allowed is ",
      [
        "maxBytes"
      ],
      "."
    ],
    "UNSUPPORTED_FILE_TYPE": [
      "This type of file is not accepted. Please upload a photo (JPG, PNG, GIF, WebP, HEIC) or a PDF."
    ],
    "UPLOAD_ADDRESS_FULL": [
      [
        "maxBytes"
      ],
      " of files not yet sent with a form are already waiting from this connection. Please send the form with the uploaded files first, then upload more (files not sent with a form are deleted after ",
      [
        "hours"
      ],
      " hours)."
    ],
    "UPLOAD_POOL_FULL": [
      "In the last few hours the school’s server has received too many files that nobody has sent with a form yet. Please try again in an hour or contact the school office."
    ],
    "UPLOAD_QUOTA_FULL": [
      "The school’s server is not accepting more files now: the space for uploaded files is full. Please try again later or contact the school office."
    ]
  }
})
