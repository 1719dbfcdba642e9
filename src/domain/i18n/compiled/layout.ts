// Made by `npm run messages` from src/domain/i18n/messages/layout.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("layout", {
  "pl": {
    "skipLink": [
      "Przejdź do treści"
    ],
    "back": [
      "Wróć"
    ],
    "menuButton": [
      "Menu"
    ],
    "mainMenu": [
      "Menu główne"
    ],
    "currentSection": [
      "(bieżąca sekcja)"
    ],
    "currentItem": [
      "(bieżąca)"
    ],
    "edit": [
      "Edytuj"
    ],
    "social": [
      "Media społecznościowe"
    ],
    "madeBy": [
      "Strona:"
    ],
    "accessibility": [
      "Deklaracja dostępności"
    ],
    "mailingLists": [
      "Powiadomienia e-mail"
    ],
    "alertMore": [
      "Więcej informacji"
    ],
    "alertImportant": [
      "Ważny komunikat"
    ],
    "alertInfo": [
      "Informacja"
    ],
    "switchTo": [
      "English"
    ],
    "languageNav": [
      "Język"
    ],
    "suggestion": [
      "Ta strona jest też po angielsku:"
    ],
    "dismissSuggestion": [
      "Zamknij podpowiedź"
    ],
    "polishOnly": [
      "Ta treść jest tylko po polsku."
    ]
  },
  "en": {
    "skipLink": [
      "Skip to content"
    ],
    "back": [
      "Back"
    ],
    "menuButton": [
      "Menu"
    ],
    "mainMenu": [
      "Main menu"
    ],
    "currentSection": [
      "(current section)"
    ],
    "currentItem": [
      "(current)"
    ],
    "edit": [
      "Edit"
    ],
    "social": [
      "Social media"
    ],
    "madeBy": [
      "Website by"
    ],
    "accessibility": [
      "Accessibility statement"
    ],
    "mailingLists": [
      "E-mail notifications"
    ],
    "alertMore": [
      "More information"
    ],
    "alertImportant": [
      "Important notice"
    ],
    "alertInfo": [
      "Information"
    ],
    "switchTo": [
      "Polski"
    ],
    "languageNav": [
      "Language"
    ],
    "suggestion": [
      "This page is also in English:"
    ],
    "dismissSuggestion": [
      "Dismiss this suggestion"
    ],
    "polishOnly": [
      "This content is in Polish only."
    ]
  }
})
