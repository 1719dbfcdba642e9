// Made by `npm run messages` from src/domain/i18n/messages/subscribe.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("subscribe", {
  "pl": {
    "formHeading": [
      "Zapisz się na listy"
    ],
    "requiredNote": [
      "Pola oznaczone gwiazdką (*) są wymagane."
    ],
    "emailLabel": [
      "Adres e-mail"
    ],
    "listsLabel": [
      "Listy"
    ],
    "listsHint": [
      "Zaznacz co najmniej jedną listę."
    ],
    "classesSection": [
      "Klasy: zadania domowe i zmiany w kalendarzu"
    ],
    "schoolSection": [
      "Cała szkoła"
    ],
    "news": [
      "Wiadomości szkolne"
    ],
    "urgent": [
      "Pilne komunikaty (np. odwołane zajęcia)"
    ],
    "submit": [
      "Zapisz mnie"
    ],
    "sentHeading": [
      "Sprawdź skrzynkę e-mail"
    ],
    "sent1": [
      "Wysłaliśmy na podany adres wiadomość z linkiem potwierdzającym. Zapis zacznie działać dopiero po kliknięciu tego linku."
    ],
    "sent2": [
      "Jeśli wiadomość nie dotrze w ciągu kilku minut, proszę zajrzeć do folderu spam. Gdy link wysłaliśmy już wcześniej (w ciągu ostatniej doby), następny nie przychodzi — wystarczy kliknąć ten pierwszy."
    ],
    "again": [
      "Zapisz inny adres"
    ],
    "emailInvalid": [
      "Proszę podać poprawny adres email."
    ],
    "listsRequired": [
      "Wybierz co najmniej jedną listę."
    ],
    "listsRepeated": [
      "Każdą listę można wybrać tylko raz."
    ],
    "listUnknown": [
      "Nie ma listy „",
      [
        "list"
      ],
      "”. Wybierz klasę szkoły, wiadomości szkolne lub pilne komunikaty."
    ]
  },
  "en": {
    "formHeading": [
      "Sign Up for the Lists"
    ],
    "requiredNote": [
      "Fields marked with an asterisk (*) are required."
    ],
    "emailLabel": [
      "E-mail address"
    ],
    "listsLabel": [
      "Lists"
    ],
    "listsHint": [
      "Choose at least one list."
    ],
    "classesSection": [
      "Classes: homework and calendar changes"
    ],
    "schoolSection": [
      "The whole school"
    ],
    "news": [
      "School news"
    ],
    "urgent": [
      "Urgent notices (e.g. classes canceled)"
    ],
    "submit": [
      "Sign me up"
    ],
    "sentHeading": [
      "Check Your E-mail"
    ],
    "sent1": [
      "We have sent a message with a confirmation link to the address you gave. The sign-up starts working only once that link is clicked."
    ],
    "sent2": [
      "If the message does not arrive within a few minutes, please look in your spam folder. If we already sent a link earlier (within the last 24 hours), no new one comes — just click the first one."
    ],
    "again": [
      "Sign up another address"
    ],
    "emailInvalid": [
      "Please enter a valid e-mail address."
    ],
    "listsRequired": [
      "Choose at least one list."
    ],
    "listsRepeated": [
      "Each list can be chosen only once."
    ],
    "listUnknown": [
      "There is no list “",
      [
        "list"
      ],
      "”. Choose one of the school’s classes, school news or urgent notices."
    ]
  }
})
