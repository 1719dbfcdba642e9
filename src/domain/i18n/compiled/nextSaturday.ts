// Made by `npm run messages` from src/domain/i18n/messages/nextSaturday.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("nextSaturday", {
  "pl": {
    "today": [
      "Dzisiaj"
    ],
    "nextSaturday": [
      "Najbliższa sobota"
    ],
    "classesOn": [
      "Zajęcia"
    ],
    "byTimetable": [
      "według planu lekcji"
    ],
    "noClassesPlanned": [
      "Kalendarz nie przewiduje zajęć w tę sobotę."
    ],
    "then": [
      "Następnie:"
    ],
    "calendarLink": [
      "Kalendarz zajęć"
    ]
  },
  "en": {
    "today": [
      "Today"
    ],
    "nextSaturday": [
      "Next Saturday"
    ],
    "classesOn": [
      "Classes"
    ],
    "byTimetable": [
      "according to the timetable"
    ],
    "noClassesPlanned": [
      "The calendar has no classes planned for this Saturday."
    ],
    "then": [
      "Next:"
    ],
    "calendarLink": [
      "Class calendar"
    ]
  }
})
