// Date-only values (a birth date, a homework day, a calendar day) in one place: parsed, written
// and compared as `YYYY-MM-DD` text (DESIGN.md "One home per fact"). None of them ever becomes a
// `Date` instant: `new Date('2017-03-14')` is midnight UTC, which is 13 March in Chicago, and that
// is how birth dates came to be shown one day early.

import type { IsoDay } from './schoolTime'

export type { IsoDay } from './schoolTime'
export { addDays, compareDays, isOnOrAfter } from './schoolTime'

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/** The parts of a real calendar day written `YYYY-MM-DD`; null for anything else (2025-02-30). */
export function parseIsoDay(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null
  const match = ISO_DAY.exec(value)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** A real calendar day written `YYYY-MM-DD`. */
export const isIsoDay = (value: unknown): value is IsoDay => parseIsoDay(value) !== null

/**
 * "2017-03-14" → "14.03.2017", as the staff views, the print view and the e-mails write a day
 * (the same text `Intl` gives for pl-PL `dateStyle: 'short'`). Text that is not a day is returned
 * as it is, so a malformed value is seen rather than hidden.
 */
export function formatIsoDay(value: string | null | undefined): string {
  if (!value) return ''
  const parts = parseIsoDay(value)
  if (!parts) return value
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(parts.day)}.${pad(parts.month)}.${parts.year}`
}
