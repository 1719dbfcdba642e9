// Moments (a status change, an alert's start, a history entry) as the school office reads them:
// in Polish, on the school's clock in Lombard, whatever zone the browser or the server is in.
// Date-only values are not moments: they are written by isoDay.ts.

import { SCHOOL_TIME_ZONE, schoolMoment, schoolWallClock } from './schoolTime'

const dateTime = new Intl.DateTimeFormat('pl-PL', {
  timeZone: SCHOOL_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
})
const dateOnly = new Intl.DateTimeFormat('pl-PL', {
  timeZone: SCHOOL_TIME_ZONE,
  dateStyle: 'short',
})
const timeOnly = new Intl.DateTimeFormat('pl-PL', {
  timeZone: SCHOOL_TIME_ZONE,
  timeStyle: 'short',
})
const instant = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const written =
  (format: Intl.DateTimeFormat) =>
  (value: string | Date | null | undefined): string => {
    const date = instant(value)
    if (date) return format.format(date)
    return typeof value === 'string' ? value : ''
  }

/** "2026-11-24T15:30:00Z" → "24.11.2026, 09:30" (school time). */
export const formatSchoolDateTime = written(dateTime)
/** The school's calendar day of a moment, "24.11.2026". */
export const formatSchoolDate = written(dateOnly)
/** The school's clock at a moment, "09:30". */
export const formatSchoolTime = written(timeOnly)

/** A moment as a datetime-local input's value on the school's clock (`YYYY-MM-DDTHH:MM`). */
export function toSchoolInput(value: string | null | undefined): string {
  const date = instant(value)
  if (!date) return ''
  const { year, month, day, hour, minute } = schoolWallClock(date)
  return `${year}-${month}-${day}T${hour}:${minute}`
}

/** A datetime-local value read on the school's clock, as an ISO moment; null for none. */
export function fromSchoolInput(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local)
  if (!match) return null
  const moment = schoolMoment(match[1] as string, match[2])
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString()
}
