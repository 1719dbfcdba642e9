import { Fragment } from 'react'
import { CALENDAR_KIND_LABELS, type CalendarEventKind } from '../../domain/content/vocabulary'
import { formatDateWithWeekday, formatMonth } from '../../domain/dates'
import * as styles from '../../templates/tables.module.css'

export interface CalendarEvent {
  date: string
  title: string
  kind: CalendarEventKind
  start: string | null
  end: string | null
  classes: string[] | null
  note: string | null
}

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
  headingLevel = 2,
}: {
  events: CalendarEvent[]
  nameOf: (levelId: string) => string
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
                  {event.start ? `${event.start}–${event.end ?? ''}` : '—'}
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
