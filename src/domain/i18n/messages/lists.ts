// The school's list pages (issue #35): teachers, textbooks, school forms, parent duty and
// graduates.
import type { MessageSource } from '../source'

export default {
  classes: { pl: 'Klasy:', en: 'Classes:' },
  subjects: { pl: 'Przedmioty:', en: 'Subjects:' },
  download: { pl: 'Pobierz', en: 'Download' },
  dutyCaption: { pl: 'Dyżury rodziców', en: 'Parent duty' },
  day: { pl: 'Dzień', en: 'Day' },
  class: { pl: 'Klasa', en: 'Class' },
  duty: { pl: 'Dyżur', en: 'Duty' },
  hours: { pl: 'Godziny', en: 'Hours' },
  ceremony: { pl: 'Uroczystość wręczenia świadectw:', en: 'Graduation ceremony:' },
  otherYearsLabel: { pl: 'Maturzyści innych lat', en: 'Graduates of other years' },
  otherYears: { pl: 'Inne roczniki', en: 'Other years' },
  /** A year's graduates page in the browser's tab (its heading is the section's title). */
  graduatesTitle: { pl: 'Maturzyści {year}', en: 'Graduates {year}' },
} satisfies MessageSource
