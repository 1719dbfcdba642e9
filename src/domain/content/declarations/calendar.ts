import { routes } from '../../routes'
import { schoolYearOf } from '../../schoolTime'
import { dayOf, type ContentDeclaration, type Problem } from '../declare'
import { CALENDAR_EVENT_KINDS, CALENDAR_KIND_LABELS } from '../vocabulary'
import { DECLARED_NAMES } from './names'

/**
 * An event of content/calendar/{YYYY-YYYY}.yaml: a class Saturday, a day off or a school event.
 * A class day ("Zajęcia") without its own hours takes each shift's hours (school/buildings.yaml).
 */
export const calendar: ContentDeclaration = {
  ...DECLARED_NAMES.calendar,
  storage: {
    form: 'yearLists',
    dir: 'calendar',
    listKey: 'events',
    yearField: 'schoolYear',
    dateField: 'date',
    fileType: 'SchoolCalendar',
  },
  fields: [
    { name: 'date', type: 'date', label: 'Dzień', required: true, column: true },
    { name: 'title', type: 'text', label: 'Tytuł', required: true, max: 200, column: true },
    {
      name: 'kind',
      type: 'choice',
      label: 'Rodzaj',
      required: true,
      column: true,
      choices: CALENDAR_EVENT_KINDS.map((value) => ({ value, label: CALENDAR_KIND_LABELS[value] })),
    },
    {
      name: 'shifts',
      type: 'shifts',
      label: 'Zmiany',
      hint: 'Bez zaznaczenia: wszystkie zmiany. Zajęcia bez własnych godzin mają godziny swojej zmiany.',
    },
    { name: 'start', type: 'time', label: 'Początek' },
    { name: 'end', type: 'time', label: 'Koniec' },
    {
      name: 'classes',
      type: 'levels',
      label: 'Klasy',
      hint: 'Bez zaznaczenia: cała szkoła.',
    },
    { name: 'note', type: 'longText', label: 'Uwagi', max: 1000 },
  ],
  rules: (values) => {
    const problems: Problem[] = []
    const [start, end] = [values.start, values.end]
    if (typeof start === 'string' && typeof end === 'string' && end <= start) {
      problems.push({
        field: 'end',
        en: 'must be after start',
        pl: 'Koniec musi być później niż początek.',
      })
    }
    return problems
  },
  nameOf: (values) => `${dayOf(values.date) ?? ''} ${String(values.title ?? '')}`.trim(),
  publicPath: () => routes.calendar(),
  classField: 'classes',
  graphql: { type: 'CalendarEvent', embedded: true },
  teachers: true,
  sortBy: 'date',
}

/** The school year a calendar day belongs to, as its file is named (2026-2027). */
export const calendarYearOf = (values: Record<string, unknown>) => {
  const day = dayOf(values.date)
  return day ? schoolYearOf(day) : undefined
}
