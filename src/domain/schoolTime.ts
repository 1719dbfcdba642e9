// The school's time: its zone, its day and its school year (DESIGN.md "One home per fact").
// The school is in Lombard, Illinois, so its days begin at midnight Chicago time, wherever the
// server, the build or the visitor's phone is. A date-only value (a calendar day, a homework due
// date) is a `YYYY-MM-DD` string and stays one: compared as text, never turned into an instant.

export const SCHOOL_TIME_ZONE = 'America/Chicago'

/** A day written `YYYY-MM-DD`. */
export type IsoDay = string

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The school's calendar day (YYYY-MM-DD) at a moment. */
export const schoolDay = (at: Date = new Date()): IsoDay => dayFormat.format(at)

/** The school year (`YYYY-YYYY`) a day falls in: 1 September to 31 August. */
export function schoolYearOf(day: IsoDay): string {
  const [year, month] = day.slice(0, 10).split('-').map(Number) as [number, number]
  const first = month >= 9 ? year : year - 1
  return `${first}-${first + 1}`
}

/** The school year at a moment, in Chicago. */
export const currentSchoolYear = (at: Date = new Date()) => schoolYearOf(schoolDay(at))

/** The school year `offset` years after (or before, when negative) `years`. */
export function shiftSchoolYear(years: string, offset: number): string {
  const first = Number(years.slice(0, 4)) + offset
  return `${first}-${first + 1}`
}

/** The first and last day of a school year. */
export function schoolYearDays(years: string): { first: IsoDay; last: IsoDay } {
  const first = Number(years.slice(0, 4))
  return { first: `${first}-09-01`, last: `${first + 1}-08-31` }
}

/** `YYYY-YYYY` → `YYYY/YYYY`, as titles write it. */
export const schoolYearLabel = (years: string) => years.replace('-', '/')

/** Orders date-only days (`YYYY-MM-DD` sorts as text); negative when `a` is earlier. */
export const compareDays = (a: IsoDay, b: IsoDay) => (a < b ? -1 : a > b ? 1 : 0)

/** `day` is `today` or later: still to come on the school's calendar. */
export const isOnOrAfter = (day: IsoDay, today: IsoDay) => compareDays(day, today) >= 0

/** The day `days` after `day` (a date-only sum, with no instant and no time zone in between). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/** en-CA with h23 writes `YYYY-MM-DD, HH:MM`: the school's wall clock, made once. */
const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

export interface WallClock {
  year: string
  month: string
  day: string
  hour: string
  minute: string
}

/** The school's wall clock at a moment, each part as written (`2026`, `11`, `24`, `09`, `30`). */
export function schoolWallClock(at: Date): WallClock {
  const parts = Object.fromEntries(wallClockFormat.formatToParts(at).map((p) => [p.type, p.value]))
  return parts as unknown as WallClock
}

/** Minutes the school's clock is ahead of UTC at a moment (−300 in summer, −360 in winter). */
function offsetMinutes(at: Date): number {
  const { year, month, day, hour, minute } = schoolWallClock(at)
  const wall = Date.UTC(+year, +month - 1, +day, +hour, +minute)
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000)
}

/** The moment a school day's wall-clock time `HH:MM` happens (default: its midnight). */
export function schoolMoment(day: IsoDay, time = '00:00'): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const wall = Date.UTC(year, month - 1, date, hour, minute)
  // Two passes: the offset at the first guess may differ from the offset at the answer near a
  // change of clocks (neither midnight nor the small hours after it are skipped in Chicago).
  const guess = wall - offsetMinutes(new Date(wall)) * 60_000
  return new Date(wall - offsetMinutes(new Date(guess)) * 60_000)
}
