// Made by `npm run messages` from src/domain/i18n/messages/mailingLists.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("mailingLists", {
  "pl": {
    "title": [
      "Powiadomienia e-mail"
    ],
    "description": [
      "Zapisz się, aby otrzymywać e-mailem zadania domowe i zmiany w kalendarzu klas, wiadomości szkolne i pilne komunikaty."
    ],
    "intro1": [
      "Zadania domowe i zmiany w kalendarzu wybranych klas, wiadomości szkolne oraz pilne komunikaty (np. o odwołanych zajęciach) mogą przychodzić prosto na Państwa adres e-mail. Zadania, zmiany i wiadomości przychodzą raz w tygodniu, w czwartek wieczorem, w jednej wiadomości i tylko wtedy, gdy jest coś nowego; pilne komunikaty — od razu."
    ],
    "intro2": [
      "Po wysłaniu formularza wyślemy na podany adres wiadomość z linkiem potwierdzającym. Dopóki link nie zostanie kliknięty, nie wyślemy na ten adres nic więcej."
    ],
    "intro3": [
      "Każda wiadomość z listy ma link do wypisania się jednym kliknięciem oraz link do strony, na której można zmienić wybrane listy i częstotliwość wiadomości — bez zakładania konta. Adres służy tylko do wysyłania wybranych list."
    ],
    "formName": [
      "Zapis na listy"
    ]
  },
  "en": {
    "title": [
      "E-mail Notifications"
    ],
    "description": [
      "Sign up to get homework and class calendar changes, school news and urgent notices by e-mail."
    ],
    "intro1": [
      "Homework and calendar changes for the classes you choose, school news and urgent notices (e.g. about canceled classes) can come straight to your e-mail address. Homework, changes and news come once a week, on Thursday evening, in one message and only when there is something new; urgent notices come at once."
    ],
    "intro2": [
      "When you send the form, we will e-mail a confirmation link to the address you gave. Until the link is clicked, we send nothing more to that address."
    ],
    "intro3": [
      "Every message from a list has a one-click unsubscribe link and a link to a page where you can change your lists and how often messages come — no account needed. The address is used only to send the lists you chose."
    ],
    "formName": [
      "The sign-up form"
    ]
  }
})
