import { Fragment } from 'react'
import { eventTimes, timeText, type ShiftHours } from '../../domain/calendarShifts'
import { CALENDAR_KIND_LABELS, type CalendarEventKind } from '../../domain/content/vocabulary'
import { formatDateWithWeekday, formatMonth } from '../../domain/dates'
import * as styles from '../../templates/tables.module.css'

export interface CalendarEvent {
  date: string
  title: string
  kind: CalendarEventKind
  start: string | null
  end: string | null
  shifts?: number[] | null
  classes: string[] | null
  note: string | null
}

/** The hours of an event as the page says them: its own, or each shift's for a class day. */
export const hoursText = (event: CalendarEvent, shifts: readonly ShiftHours[]) =>
  eventTimes(event, shifts).map(timeText).filter(Boolean).join(', ')

function byMonth(events: CalendarEvent[]): [string, CalendarEvent[]][] {
  const months = new Map<string, CalendarEvent[]>()
  for (const event of [...events].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = event.date.slice(0, 7)
    months.set(key, [...(months.get(key) ?? []), event])
  }
  return [...months]
}

/** One school year's Saturdays, days off and events, a table per month. */
export function CalendarMonths({
  events,
  nameOf,
  shifts = [],
  headingLevel = 2,
}: {
  events: CalendarEvent[]
  nameOf: (levelId: string) => string
  /** The shifts with their hours: a class day without its own shows each one's. */
  shifts?: readonly ShiftHours[]
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return byMonth(events).map(([month, monthEvents]) => (
    <Fragment key={month}>
      <Heading className={styles.monthTitle}>{formatMonth(month)}</Heading>
      <div className={styles.scroll}>
        <table className={`${styles.table} ${styles.calendar}`}>
          <thead>
            <tr>
              <th scope="col">Dzień</th>
              <th scope="col">Co</th>
              <th scope="col">Godziny</th>
              <th scope="col">Klasy</th>
            </tr>
          </thead>
          <tbody>
            {monthEvents.map((event) => (
              <tr key={`${event.date}-${event.title}`}>
                <td>
                  <time dateTime={event.date}>{formatDateWithWeekday(event.date)}</time>
                </td>
                <td>
                  <span className={styles.kind} data-kind={event.kind}>
                    {CALENDAR_KIND_LABELS[event.kind]}
                  </span>{' '}
                  {event.title}
                  {event.note && <div>{event.note}</div>}
                </td>
                <td data-label="Godziny">
                  {eventTimes(event, shifts)
                    .map(timeText)
                    .filter(Boolean)
                    .map((text) => (
                      // Each shift's hours on a line of its own: the column stays narrow. The
                      // shift's name may wrap, "13:30–17:30" never does.
                      <span key={text} className={styles.time}>
                        {text.slice(0, text.lastIndexOf(' ') + 1)}
                        <span className={styles.hours} data-hours="">
                          {text.slice(text.lastIndexOf(' ') + 1)}
                        </span>
                      </span>
                    ))}
                  {hoursText(event, shifts) ? null : '—'}
                </td>
                <td data-label="Klasy">{event.classes?.map(nameOf).join(', ') ?? 'Wszystkie'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Fragment>
  ))
}
