// Which school year /kalendarz-zajec/ opens on, and what is still to come (issue #19). Pure, so
// that the page decides it in the browser from the data it carries, on the visitor's day.
import { isOnOrAfter, schoolYearOf, type IsoDay } from './schoolTime'

export interface CalendarYears {
  /** The school year of `today`. */
  current: string
  /** The current year when the content has its calendar; null while it is being prepared. */
  shown: string | null
  /** The latest year before the current one that has a calendar, to link as an archive. */
  archive: string | null
}

export function calendarYears(available: readonly string[], today: IsoDay): CalendarYears {
  const current = schoolYearOf(today)
  const earlier = available.filter((years) => years < current).sort()
  return {
    current,
    shown: available.includes(current) ? current : null,
    archive: earlier.at(-1) ?? null,
  }
}

/** Events on `today` or later, soonest first: `limit` of them. */
export function upcoming<T extends { date: IsoDay }>(
  events: readonly T[],
  today: IsoDay,
  limit = 5,
) {
  return events
    .filter((event) => isOnOrAfter(event.date, today))
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit)
}

/** The anchor of a school year's section on the page (`rok-2025-2026`). */
export const yearAnchor = (years: string) => `rok-${years}`
