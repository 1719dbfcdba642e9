// Made by `npm run messages` from src/domain/i18n/messages/forms.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("forms", {
  "pl": {
    "required": [
      "(wymagane)"
    ],
    "selectPlaceholder": [
      "Wybierz…"
    ],
    "accepted": [
      "Zaakceptowano"
    ],
    "notAccepted": [
      "Nie zaakceptowano"
    ],
    "accept": [
      "Akceptuję"
    ],
    "cancel": [
      "Anuluj"
    ],
    "close": [
      "Zamknij"
    ],
    "remove": [
      "Usuń"
    ],
    "item": [
      "pozycję ",
      [
        "number"
      ]
    ],
    "uploading": [
      "Przesyłanie pliku ",
      [
        "file"
      ]
    ],
    "uploaded": [
      "Przesłano"
    ],
    "uploadFailed": [
      "Nie udało się przesłać pliku. Spróbuj ponownie."
    ],
    "uploadNetwork": [
      "Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie."
    ],
    "uploadPending": [
      "Poczekaj, aż pliki zostaną przesłane."
    ],
    "errorsTitle": [
      "Nie udało się wysłać formularza"
    ],
    "sending": [
      "Wysyłanie…"
    ],
    "retrying": [
      "Nie udało się połączyć z serwerem. Ponawiamy próbę (",
      [
        "retry"
      ],
      " z ",
      [
        "of"
      ],
      ")…"
    ],
    "sendFailed": [
      "Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie — wpisane dane zostały zachowane."
    ],
    "tooMany": [
      "Wysłano zbyt wiele formularzy w krótkim czasie. Spróbuj ponownie za kilka minut — wpisane dane zostały zachowane."
    ],
    "invalidAnswer": [
      "Formularz zawiera błędy. Popraw zaznaczone pola."
    ],
    "draftNote": [
      "Wpisane dane są zapisywane tylko w tej karcie przeglądarki i znikają po wysłaniu formularza lub jego wyczyszczeniu."
    ],
    "clearForm": [
      "Wyczyść formularz"
    ],
    "clearFormTitle": [
      "Wyczyścić formularz?"
    ],
    "clearFormText": [
      "Wszystkie wpisane dane zostaną usunięte z formularza i z tej karty przeglądarki."
    ],
    "print": [
      "Drukuj podsumowanie"
    ]
  },
  "en": {
    "required": [
      "(required)"
    ],
    "selectPlaceholder": [
      "Choose…"
    ],
    "accepted": [
      "Accepted"
    ],
    "notAccepted": [
      "Not accepted"
    ],
    "accept": [
      "I accept"
    ],
    "cancel": [
      "Cancel"
    ],
    "close": [
      "Close"
    ],
    "remove": [
      "Remove"
    ],
    "item": [
      "item ",
      [
        "number"
      ]
    ],
    "uploading": [
      "Uploading ",
      [
        "file"
      ]
    ],
    "uploaded": [
      "Uploaded"
    ],
    "uploadFailed": [
      "The file could not be uploaded. Please try again."
    ],
    "uploadNetwork": [
      "Could not connect to the server. Check your connection and try again."
    ],
    "uploadPending": [
      "Please wait until the files have been uploaded."
    ],
    "errorsTitle": [
      "The form could not be sent"
    ],
    "sending": [
      "Sending…"
    ],
    "retrying": [
      "Could not connect to the server. Trying again (",
      [
        "retry"
      ],
      " of ",
      [
        "of"
      ],
      ")…"
    ],
    "sendFailed": [
      "The form could not be sent. Check your internet connection and try again — what you entered has been kept."
    ],
    "tooMany": [
      "Too many forms were sent in a short time. Please try again in a few minutes — what you entered has been kept."
    ],
    "invalidAnswer": [
      "The form has errors. Please correct the marked fields."
    ],
    "draftNote": [
      "What you enter is saved only in this browser tab and disappears when the form is sent or cleared."
    ],
    "clearForm": [
      "Clear the form"
    ],
    "clearFormTitle": [
      "Clear the form?"
    ],
    "clearFormText": [
      "Everything you entered will be removed from the form and from this browser tab."
    ],
    "print": [
      "Print the summary"
    ]
  }
})
