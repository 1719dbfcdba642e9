import { addDays, schoolDay, schoolMoment, type IsoDay } from '../../../src/domain/schoolTime'

// Issue #34: the weekly digest goes on Thursday at 18:00 in Chicago (the school's clock, in
// summer and in winter alike); these are its days.

/** The digest's wall-clock time on its Thursday. */
export const DIGEST_TIME = '18:00'

const weekday = (day: IsoDay) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay()
}

export const isThursday = (day: IsoDay) => weekday(day) === 4

/** The latest Thursday on or before the school's day at `now` (a Thursday is its own). */
export function latestThursday(now: Date = new Date()): IsoDay {
  const today = schoolDay(now)
  return addDays(today, -((weekday(today) - 4 + 7) % 7))
}

/**
 * The Thursday whose digest is due at `now`, or null: from Thursday 18:00 until Friday 18:00 in
 * Chicago. A server started late on Thursday evening (or on Friday morning) still sends it; a
 * digest of last week is not sent on Friday evening or later, when it would be stale.
 */
export function digestDue(now: Date = new Date()): IsoDay | null {
  const thursday = latestThursday(now)
  const opens = schoolMoment(thursday, DIGEST_TIME)
  const closes = schoolMoment(addDays(thursday, 1), DIGEST_TIME)
  return now >= opens && now < closes ? thursday : null
}

/** What one digest covers, all days YYYY-MM-DD. */
export interface DigestWeek {
  /** The digest's Thursday. */
  day: IsoDay
  /** New is what was assigned or published from this day to `day`, both included. */
  from: IsoDay
  /** The coming Saturday: homework due then is listed. */
  saturday: IsoDay
  /** Calendar events from the day after the digest to this day (two weeks) are listed. */
  calendarUntil: IsoDay
}

export const digestWeek = (day: IsoDay): DigestWeek => ({
  day,
  from: addDays(day, -6),
  saturday: addDays(day, 2),
  calendarUntil: addDays(day, 14),
})
