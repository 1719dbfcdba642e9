// Dates as the school writes them: content holds YYYY-MM-DD, pages show "6 września 2025".

const MONTHS_GENITIVE = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
]

const MONTHS_NOMINATIVE = [
  'Styczeń',
  'Luty',
  'Marzec',
  'Kwiecień',
  'Maj',
  'Czerwiec',
  'Lipiec',
  'Sierpień',
  'Wrzesień',
  'Październik',
  'Listopad',
  'Grudzień',
]

const WEEKDAYS = ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota']

function parts(isoDate: string): [number, number, number] {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  return [year ?? NaN, month ?? NaN, day ?? NaN]
}

/** "2025-09-06" → "6 września 2025". */
export function formatDate(isoDate: string): string {
  const [year, month, day] = parts(isoDate)
  return `${day} ${MONTHS_GENITIVE[month - 1]} ${year}`
}

/** "2025-09-06" → "6.09.2025", the Polish short form: for a narrow column (a phone's table). */
export function formatShortDate(isoDate: string): string {
  const [year, month, day] = parts(isoDate)
  return `${day}.${String(month).padStart(2, '0')}.${year}`
}

/** "2025-09-06" → "sobota, 6 września 2025". */
export function formatDateWithWeekday(isoDate: string): string {
  const [year, month, day] = parts(isoDate)
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `${weekday}, ${formatDate(isoDate)}`
}

/** "2025-09" → "Wrzesień 2025", for grouping a calendar by month. */
export function formatMonth(isoDate: string): string {
  const [year, month] = parts(isoDate)
  return `${MONTHS_NOMINATIVE[month - 1]} ${year}`
}

// The school year is a fact of the school's time (schoolTime.ts); re-exported for the pages.
export { schoolYearLabel, schoolYearOf } from './schoolTime'
