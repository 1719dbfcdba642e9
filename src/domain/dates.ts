// Dates as the school writes them: content holds YYYY-MM-DD, pages show "6 września 2025", and
// the English pages "September 6, 2025" (issue #35). Fixed tables, not Intl: the same text in
// every browser and on the build machine, whatever its ICU data.
import type { Language } from './i18n/languages'

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

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const WEEKDAYS = ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota']

function parts(isoDate: string): [number, number, number] {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  return [year ?? NaN, month ?? NaN, day ?? NaN]
}

/** "2025-09-06" → "6 września 2025"; in English "September 6, 2025". */
export function formatDate(isoDate: string, language: Language = 'pl'): string {
  const [year, month, day] = parts(isoDate)
  if (language === 'en') return `${MONTHS_EN[month - 1]} ${day}, ${year}`
  return `${day} ${MONTHS_GENITIVE[month - 1]} ${year}`
}

/**
 * "2025-09-06" → "6.09.2025", the Polish short form: for a narrow column (a phone's table); in
 * English the US "9/6/2025".
 */
export function formatShortDate(isoDate: string, language: Language = 'pl'): string {
  const [year, month, day] = parts(isoDate)
  if (language === 'en') return `${month}/${day}/${year}`
  return `${day}.${String(month).padStart(2, '0')}.${year}`
}

/** "2025-09-06" → "sobota, 6 września 2025"; in English "Saturday, September 6, 2025". */
export function formatDateWithWeekday(isoDate: string, language: Language = 'pl'): string {
  const [year, month, day] = parts(isoDate)
  const index = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  const weekday = (language === 'en' ? WEEKDAYS_EN : WEEKDAYS)[index]
  return `${weekday}, ${formatDate(isoDate, language)}`
}

/** "2025-09" → "Wrzesień 2025", for grouping a calendar by month; in English "September 2025". */
export function formatMonth(isoDate: string, language: Language = 'pl'): string {
  const [year, month] = parts(isoDate)
  return `${(language === 'en' ? MONTHS_EN : MONTHS_NOMINATIVE)[month - 1]} ${year}`
}

/**
 * "13:30" as the page's language writes a time: unchanged in Polish, 12-hour in English
 * ("1:30 p.m.", "12:00 p.m.", "9:00 a.m."; the glossary's form, issue #35).
 */
export function formatTime(time: string, language: Language = 'pl'): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time)
  if (language !== 'en' || !match) return time
  const hours = Number(match[1])
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${twelve}:${match[2]} ${hours < 12 ? 'a.m.' : 'p.m.'}`
}

// The school year is a fact of the school's time (schoolTime.ts); re-exported for the pages.
export { schoolYearLabel, schoolYearOf } from './schoolTime'
