// The home page's "next Saturday" box (issue #33; English: issue #35), apart from the calendar
// page's texts, which the home page does not load.
import type { MessageSource } from '../source'

export default {
  today: { pl: 'Dzisiaj', en: 'Today' },
  nextSaturday: { pl: 'Najbliższa sobota', en: 'Next Saturday' },
  classesOn: { pl: 'Zajęcia', en: 'Classes' },
  byTimetable: { pl: 'według planu lekcji', en: 'according to the timetable' },
  noClassesPlanned: {
    pl: 'Kalendarz nie przewiduje zajęć w tę sobotę.',
    en: 'The calendar has no classes planned for this Saturday.',
  },
  then: { pl: 'Następnie:', en: 'Next:' },
  calendarLink: { pl: 'Kalendarz zajęć', en: 'Class calendar' },
} satisfies MessageSource
