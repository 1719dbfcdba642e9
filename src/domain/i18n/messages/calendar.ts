// The class calendar (/kalendarz-zajec/), its subscription box and the "next Saturday" box
// (issue #35). Glossary: "Zmiana" is a "session", dyżur rodziców "parent duty".
import type { MessageSource } from '../source'

export default {
  schoolYear: { pl: 'Rok szkolny {years}', en: 'School year {years}' },
  coming: {
    pl: 'Kalendarz na rok szkolny {years} jest w przygotowaniu.',
    en: 'The calendar for the {years} school year is being prepared.',
  },
  archiveLink: {
    pl: 'Kalendarz roku szkolnego {years} (archiwum)',
    en: 'Calendar of the {years} school year (archive)',
  },
  upcoming: { pl: 'Najbliższe terminy', en: 'Coming up' },
  nothingLeft: {
    pl: 'W tym roku szkolnym nie ma już zaplanowanych zajęć ani wydarzeń.',
    en: 'No more classes or events are planned this school year.',
  },
  archive: { pl: '(archiwum)', en: '(archive)' },
  nextYear: { pl: '(następny rok)', en: '(next year)' },
  day: { pl: 'Dzień', en: 'Day' },
  what: { pl: 'Co', en: 'What' },
  hours: { pl: 'Godziny', en: 'Hours' },
  classes: { pl: 'Klasy', en: 'Classes' },
  allClasses: { pl: 'Wszystkie', en: 'All' },
  kindZajecia: { pl: 'Zajęcia', en: 'Classes' },
  kindWolne: { pl: 'Bez zajęć', en: 'No classes' },
  kindWydarzenie: { pl: 'Wydarzenie', en: 'Event' },
  subscribeHeading: { pl: 'Subskrybuj kalendarz', en: 'Subscribe to the calendar' },
  subscribeIntro: {
    pl: 'Dodaj kalendarz szkoły do telefonu lub komputera: zmiany w kalendarzu pojawią się w nim same.',
    en: 'Add the school’s calendar to your phone or computer: changes to the calendar will show up there by themselves.',
  },
  choose: { pl: 'Który kalendarz', en: 'Which calendar' },
  wholeSchool: { pl: 'Cała szkoła (z dyżurami rodziców)', en: 'Whole school (with parent duty)' },
  level: {
    pl: '{name} (z dyżurami i terminami zadań domowych)',
    en: '{name} (with parent duty and homework due dates)',
  },
  google: { pl: 'Dodaj do Kalendarza Google', en: 'Add to Google Calendar' },
  apple: { pl: 'Dodaj do Kalendarza Apple', en: 'Add to Apple Calendar' },
  outlook: { pl: 'Dodaj do Outlooka', en: 'Add to Outlook' },
  newWindow: { pl: ' (otwiera się w nowym oknie)', en: ' (opens in a new window)' },
  address: {
    pl: 'Adres kalendarza do wklejenia w innym programie',
    en: 'The calendar’s address, to paste into another app',
  },
  download: { pl: 'Pobierz plik .ics', en: 'Download the .ics file' },
} satisfies MessageSource
