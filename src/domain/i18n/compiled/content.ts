// Made by `npm run messages` from src/domain/i18n/messages/content.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("content", {
  "pl": {
    "titleWithPage": [
      [
        "title"
      ],
      ", strona ",
      [
        "page"
      ]
    ],
    "newsPages": [
      "Strony wiadomości"
    ],
    "task": [
      "Zadanie"
    ],
    "level": [
      "Klasa"
    ],
    "teacher": [
      "Nauczyciel"
    ],
    "assigned": [
      "Zadane"
    ],
    "due": [
      "Termin"
    ],
    "homeworkTitle": [
      [
        "title"
      ],
      " (zadanie ",
      [
        "id"
      ],
      ")"
    ],
    "showClass": [
      "Pokaż zadania klasy"
    ],
    "allClasses": [
      "Wszystkie klasy"
    ],
    "toHandIn": [
      "Do oddania"
    ],
    "toHandInCaption": [
      "Zadania do oddania"
    ],
    "nothingToHandIn": [
      "Nie ma zadań do oddania."
    ],
    "pastDue": [
      "Po terminie"
    ],
    "pastDueCaption": [
      "Zadania po terminie"
    ],
    "downloadBulletin": [
      "Pobierz biuletyn (PDF, ",
      [
        "size"
      ],
      ")"
    ],
    "quickLinks": [
      "Na skróty"
    ],
    "enrollment": [
      "Zapisy do szkoły"
    ],
    "homework": [
      "Zadania domowe"
    ],
    "calendar": [
      "Kalendarz zajęć"
    ],
    "gallery": [
      "Galeria zdjęć"
    ],
    "latestNews": [
      "Najnowsze wiadomości"
    ],
    "allNews": [
      "Wszystkie wiadomości"
    ],
    "seeOnMap": [
      "Zobacz na mapie"
    ]
  },
  "en": {
    "titleWithPage": [
      [
        "title"
      ],
      ", page ",
      [
        "page"
      ]
    ],
    "newsPages": [
      "News pages"
    ],
    "task": [
      "Assignment"
    ],
    "level": [
      "Grade"
    ],
    "teacher": [
      "Teacher"
    ],
    "assigned": [
      "Assigned"
    ],
    "due": [
      "Due"
    ],
    "homeworkTitle": [
      [
        "title"
      ],
      " (homework ",
      [
        "id"
      ],
      ")"
    ],
    "showClass": [
      "Show homework for"
    ],
    "allClasses": [
      "All grades"
    ],
    "toHandIn": [
      "To hand in"
    ],
    "toHandInCaption": [
      "Homework to hand in"
    ],
    "nothingToHandIn": [
      "There is no homework to hand in."
    ],
    "pastDue": [
      "Past due"
    ],
    "pastDueCaption": [
      "Homework past due"
    ],
    "downloadBulletin": [
      "Download the bulletin (PDF, ",
      [
        "size"
      ],
      ")"
    ],
    "quickLinks": [
      "Quick links"
    ],
    "enrollment": [
      "Enrollment"
    ],
    "homework": [
      "Homework"
    ],
    "calendar": [
      "Class calendar"
    ],
    "gallery": [
      "Photo gallery"
    ],
    "latestNews": [
      "Latest news"
    ],
    "allNews": [
      "All news"
    ],
    "seeOnMap": [
      "View on the map"
    ]
  }
})
