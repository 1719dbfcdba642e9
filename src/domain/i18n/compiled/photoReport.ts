// Made by `npm run messages` from src/domain/i18n/messages/photoReport.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("photoReport", {
  "pl": {
    "title": [
      "Zgłoś zdjęcie do usunięcia"
    ],
    "intro": [
      "Jeśli na tym zdjęciu jesteś Ty albo Twoje dziecko i nie chcesz, żeby było na stronie, napisz dlaczego. Biuro szkoły rozpatrzy zgłoszenie."
    ],
    "reason": [
      "Powód zgłoszenia"
    ],
    "email": [
      "E-mail do kontaktu (nieobowiązkowy)"
    ],
    "emailHint": [
      "Podaj, jeśli biuro ma Ci odpowiedzieć."
    ],
    "send": [
      "Wyślij zgłoszenie"
    ],
    "sending": [
      "Wysyłanie…"
    ],
    "cancel": [
      "Anuluj"
    ],
    "close": [
      "Zamknij"
    ],
    "thanks": [
      "Dziękujemy. Zgłoszenie zostało przekazane do biura szkoły."
    ],
    "failed": [
      "Nie udało się wysłać zgłoszenia. Spróbuj ponownie za chwilę."
    ],
    "tooMany": [
      "Wysłano już wiele zgłoszeń z tego adresu. Spróbuj ponownie za godzinę."
    ],
    "notFound": [
      "Nie ma takiego zdjęcia w galerii albo zostało już ukryte. Odśwież stronę albumu."
    ],
    "reasonRequired": [
      "Powód zgłoszenia jest wymagany."
    ],
    "reasonTooLong": [
      "Powód zgłoszenia powinien być nie dłuższy niż ",
      [
        "max"
      ],
      " znaków."
    ],
    "emailInvalid": [
      "Proszę podać poprawny adres email."
    ],
    "emailTooLong": [
      "E-mail powinien być nie dłuższy niż ",
      [
        "max"
      ],
      " znaków."
    ],
    "unstorable": [
      "Pole zawiera niedozwolone znaki (np. znak NUL). Usuń je i wyślij ponownie."
    ]
  },
  "en": {
    "title": [
      "Ask for a Photo to Be Removed"
    ],
    "intro": [
      "If you or your child are in this photo and you do not want it on the website, tell us why. The school office will review your request."
    ],
    "reason": [
      "Reason for the request"
    ],
    "email": [
      "Contact e-mail (optional)"
    ],
    "emailHint": [
      "Give it if you would like the office to reply."
    ],
    "send": [
      "Send the request"
    ],
    "sending": [
      "Sending…"
    ],
    "cancel": [
      "Cancel"
    ],
    "close": [
      "Close"
    ],
    "thanks": [
      "Thank you. Your request has been passed on to the school office."
    ],
    "failed": [
      "The request could not be sent. Please try again in a moment."
    ],
    "tooMany": [
      "Many requests have already been sent from this address. Please try again in an hour."
    ],
    "notFound": [
      "There is no such photo in the gallery, or it has already been hidden. Reload the album page."
    ],
    "reasonRequired": [
      "The reason is required."
    ],
    "reasonTooLong": [
      "The reason must be at most ",
      [
        "max"
      ],
      " characters long."
    ],
    "emailInvalid": [
      "Please enter a valid e-mail address."
    ],
    "emailTooLong": [
      "The e-mail address must be at most ",
      [
        "max"
      ],
      " characters long."
    ],
    "unstorable": [
      "The field contains characters that are not allowed (e.g. the NUL character). Remove them and send again."
    ]
  }
})
