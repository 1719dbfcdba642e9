// Made by `npm run messages` from src/domain/i18n/messages/calendar.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("calendar", {
  "pl": {
    "schoolYear": [
      "Rok szkolny ",
      [
        "years"
      ]
    ],
    "coming": [
      "Kalendarz na rok szkolny ",
      [
        "years"
      ],
      " jest w przygotowaniu."
    ],
    "archiveLink": [
      "Kalendarz roku szkolnego ",
      [
        "years"
      ],
      " (archiwum)"
    ],
    "upcoming": [
      "Najbliższe terminy"
    ],
    "nothingLeft": [
      "W tym roku szkolnym nie ma już zaplanowanych zajęć ani wydarzeń."
    ],
    "archive": [
      "(archiwum)"
    ],
    "nextYear": [
      "(następny rok)"
    ],
    "day": [
      "Dzień"
    ],
    "what": [
      "Co"
    ],
    "hours": [
      "Godziny"
    ],
    "classes": [
      "Klasy"
    ],
    "allClasses": [
      "Wszystkie"
    ],
    "kindZajecia": [
      "Zajęcia"
    ],
    "kindWolne": [
      "Bez zajęć"
    ],
    "kindWydarzenie": [
      "Wydarzenie"
    ],
    "subscribeHeading": [
      "Subskrybuj kalendarz"
    ],
    "subscribeIntro": [
      "Dodaj kalendarz szkoły do telefonu lub komputera: zmiany w kalendarzu pojawią się w nim same."
    ],
    "choose": [
      "Który kalendarz"
    ],
    "wholeSchool": [
      "Cała szkoła (z dyżurami rodziców)"
    ],
    "level": [
      [
        "name"
      ],
      " (z dyżurami i terminami zadań domowych)"
    ],
    "google": [
      "Dodaj do Kalendarza Google"
    ],
    "apple": [
      "Dodaj do Kalendarza Apple"
    ],
    "outlook": [
      "Dodaj do Outlooka"
    ],
    "newWindow": [
      " (otwiera się w nowym oknie)"
    ],
    "address": [
      "Adres kalendarza do wklejenia w innym programie"
    ],
    "download": [
      "Pobierz plik .ics"
    ]
  },
  "en": {
    "schoolYear": [
      "School year ",
      [
        "years"
      ]
    ],
    "coming": [
      "The calendar for the ",
      [
        "years"
      ],
      " school year is being prepared."
    ],
    "archiveLink": [
      "Calendar of the ",
      [
        "years"
      ],
      " school year (archive)"
    ],
    "upcoming": [
      "Coming up"
    ],
    "nothingLeft": [
      "No more classes or events are planned this school year."
    ],
    "archive": [
      "(archive)"
    ],
    "nextYear": [
      "(next year)"
    ],
    "day": [
      "Day"
    ],
    "what": [
      "What"
    ],
    "hours": [
      "Hours"
    ],
    "classes": [
      "Classes"
    ],
    "allClasses": [
      "All"
    ],
    "kindZajecia": [
      "Classes"
    ],
    "kindWolne": [
      "No classes"
    ],
    "kindWydarzenie": [
      "Event"
    ],
    "subscribeHeading": [
      "Subscribe to the calendar"
    ],
    "subscribeIntro": [
      "Add the school’s calendar to your phone or computer: changes to the calendar will show up there by themselves."
    ],
    "choose": [
      "Which calendar"
    ],
    "wholeSchool": [
      "Whole school (with parent duty)"
    ],
    "level": [
      [
        "name"
      ],
      " (with parent duty and homework due dates)"
    ],
    "google": [
      "Add to Google Calendar"
    ],
    "apple": [
      "Add to Apple Calendar"
    ],
    "outlook": [
      "Add to Outlook"
    ],
    "newWindow": [
      " (opens in a new window)"
    ],
    "address": [
      "The calendar’s address, to paste into another app"
    ],
    "download": [
      "Download the .ics file"
    ]
  }
})
