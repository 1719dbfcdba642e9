// The days off of a sample school year, on their real dates (issue #33). Moving the 2025/2026
// sample by whole weeks keeps Saturdays Saturdays, but Easter, Thanksgiving and the Christmas break
// do not move by whole weeks: shifted, "Wielka Sobota" fell a week after Easter and "Zajęcia wracają
// 10 stycznia" on a Sunday. Each day off of the template is recognised by its title and put on its
// rule's Saturday; a day off no rule knows (a snow day) is a cancellation, and a sample year never
// announces one in advance.
import { saturdayOnOrAfter } from '../../src/domain/nextSaturday'
import { addDays, type IsoDay } from '../../src/domain/schoolTime'

const iso = (year: number, month: number, day: number): IsoDay =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)
const weekday = (day: IsoDay) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDay {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  return iso(year, month, ((h + l - 7 * m + 114) % 31) + 1)
}

/** The Saturday of each kind of day off in the school year that starts in `firstYear`. */
export function holidaySaturdays(firstYear: number) {
  const second = firstYear + 1
  // Thanksgiving is the fourth Thursday of November; the school is closed that weekend.
  const firstThursday = addDays(iso(firstYear, 11, 1), (4 - weekday(iso(firstYear, 11, 1)) + 7) % 7)
  const holySaturday = addDays(easterSunday(second), -1)
  const lastOfMay = iso(second, 5, 31)
  const memorialDay = addDays(lastOfMay, -((weekday(lastOfMay) + 6) % 7))
  // The Christmas break's Saturday is the one of Christmas week (21–27 December).
  const christmas = saturdayOnOrAfter(iso(firstYear, 12, 21))
  return {
    thanksgiving: addDays(firstThursday, 23),
    christmas,
    newYear: addDays(christmas, 7),
    springBreak: addDays(holySaturday, -7),
    holySaturday,
    // Chicago's Polish Constitution Day Parade is on the first Saturday of May.
    parade: saturdayOnOrAfter(iso(second, 5, 1)),
    memorialDay: addDays(memorialDay, -2),
  }
}

export type Holiday = keyof ReturnType<typeof holidaySaturdays>

/** Which rule a template event follows, by its title; null for an event moved by whole weeks. */
const RULES: [RegExp, Holiday][] = [
  [/Dziękczynienia/, 'thanksgiving'],
  [/przerwa świąteczna/, 'christmas'],
  [/przerwa noworoczna/, 'newYear'],
  [/ferie wiosenne/, 'springBreak'],
  [/Wielka Sobota/, 'holySaturday'],
  [/Parada 3 Maja/, 'parade'],
  [/Memorial Day/, 'memorialDay'],
]

export const holidayOf = (title: string): Holiday | null =>
  RULES.find(([pattern]) => pattern.test(title))?.[1] ?? null
