// The frame of every public page: the skip link, header, menu, footer, alert banner and the
// language switch (issue #35).
import type { MessageSource } from '../source'

export default {
  skipLink: { pl: 'Przejdź do treści', en: 'Skip to content' },
  back: { pl: 'Wróć', en: 'Back' },
  menuButton: { pl: 'Menu', en: 'Menu' },
  mainMenu: { pl: 'Menu główne', en: 'Main menu' },
  currentSection: { pl: '(bieżąca sekcja)', en: '(current section)' },
  currentItem: { pl: '(bieżąca)', en: '(current)' },
  edit: { pl: 'Edytuj', en: 'Edit' },
  social: { pl: 'Media społecznościowe', en: 'Social media' },
  madeBy: { pl: 'Strona:', en: 'Website by' },
  accessibility: { pl: 'Deklaracja dostępności', en: 'Accessibility statement' },
  mailingLists: { pl: 'Powiadomienia e-mail', en: 'E-mail notifications' },
  alertMore: { pl: 'Więcej informacji', en: 'More information' },
  alertImportant: { pl: 'Ważny komunikat', en: 'Important notice' },
  alertInfo: { pl: 'Informacja', en: 'Information' },
  /** The switch names the other language in that language, marked with its `lang`. */
  switchTo: { pl: 'English', en: 'Polski' },
  languageNav: { pl: 'Język', en: 'Language' },
  /** Shown on Polish pages to a browser that reads English; in English only. */
  suggestion: { pl: 'Ta strona jest też po angielsku:', en: 'This page is also in English:' },
  dismissSuggestion: { pl: 'Zamknij podpowiedź', en: 'Dismiss this suggestion' },
  polishOnly: {
    pl: 'Ta treść jest tylko po polsku.',
    en: 'This content is in Polish only.',
  },
} satisfies MessageSource
