// Made by `npm run messages` from src/domain/i18n/messages/mailingListsLink.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("mailingListsLink", {
  "pl": {
    "homework": [
      "Nowe zadania domowe mogą przychodzić e-mailem, raz w tygodniu."
    ],
    "calendar": [
      "Zmiany w kalendarzu klasy mogą też przychodzić e-mailem."
    ],
    "link": [
      "Zapisz się na powiadomienia e-mail"
    ]
  },
  "en": {
    "homework": [
      "New homework can come by e-mail, once a week."
    ],
    "calendar": [
      "Changes to your class’s calendar can also come by e-mail."
    ],
    "link": [
      "Sign up for e-mail notifications"
    ]
  }
})
