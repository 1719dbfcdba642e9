// "Najbliższa sobota" on the home page (issue #33): what happens at school on the coming Saturday
// (today, on a Saturday), decided from the calendar on the visitor's day, as the calendar page
// decides what is upcoming, so that a page built weeks ago is still right.
import type { CalendarEventKind } from './content/vocabulary'
import { addDays, compareDays, type IsoDay } from './schoolTime'

export interface SaturdayEvent {
  date: IsoDay
  title: string
  kind: CalendarEventKind
}

export interface SaturdayPlan<E extends SaturdayEvent> {
  /** The Saturday: today on a Saturday, else the next one. */
  date: IsoDay
  /** 'classes': a class day; 'none': a day off (its event says why); 'unknown': not in the calendar. */
  status: 'classes' | 'none' | 'unknown'
  /** The class day's event (its hours come from the shifts), or the day off's. */
  day: E | null
  /** That Saturday's other events (a ceremony, a meeting). */
  events: E[]
  /** The first event after that Saturday, of any kind but a plain class day. */
  next: E | null
}

/** The Saturday on or after `today` (days are YYYY-MM-DD; 2026-11-28 was a Saturday). */
export function saturdayOnOrAfter(today: IsoDay): IsoDay {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return addDays(today, (6 - weekday + 7) % 7)
}

/** The plan of the coming Saturday from every school year's events. */
export function nextSaturday<E extends SaturdayEvent>(
  events: readonly E[],
  today: IsoDay,
): SaturdayPlan<E> {
  const date = saturdayOnOrAfter(today)
  const that = events.filter((event) => event.date === date)
  const off = that.find((event) => event.kind === 'wolne') ?? null
  const classes = that.find((event) => event.kind === 'zajecia') ?? null
  const next =
    [...events]
      .filter((event) => compareDays(event.date, date) > 0 && event.kind !== 'zajecia')
      .sort((a, b) => compareDays(a.date, b.date))[0] ?? null
  return {
    date,
    // A day off named in the calendar wins over a class day left beside it.
    status: off ? 'none' : classes ? 'classes' : 'unknown',
    day: off ?? classes,
    events: that.filter((event) => event.kind === 'wydarzenie'),
    next,
  }
}
