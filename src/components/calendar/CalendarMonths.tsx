import { Fragment } from 'react'
import type { ShiftHours } from '../../domain/calendarShifts'
import type { CalendarEventKind } from '../../domain/content/vocabulary'
import { formatDateWithWeekday, formatMonth } from '../../domain/dates'
import calendarText from '../../domain/i18n/compiled/calendar'
import { usePolishLang } from '../../i18n/usePolishLang'
import { useLanguage, useText } from '../../i18n/useText'
import { hoursText, timeWordsOf, type CalendarEvent } from './EventHours'
import { ScrollTable } from '../../templates/ScrollTable'
import * as styles from '../../templates/tables.module.css'

export type { CalendarEvent }

/** The label of an event's kind, by the catalog's id. */
export const KIND_TEXT = {
  zajecia: 'kindZajecia',
  wolne: 'kindWolne',
  wydarzenie: 'kindWydarzenie',
} as const satisfies Record<CalendarEventKind, string>

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
  const t = useText(calendarText)
  const language = useLanguage()
  const polish = usePolishLang()
  return byMonth(events).map(([month, monthEvents]) => (
    <Fragment key={month}>
      <Heading className={styles.monthTitle}>{formatMonth(month, language)}</Heading>
      <ScrollTable
        className={styles.calendar}
        columns={[t('day'), t('what'), t('hours'), t('classes')]}
      >
        {monthEvents.map((event) => (
          <tr key={`${event.date}-${event.title}`}>
            <td>
              <time dateTime={event.date}>{formatDateWithWeekday(event.date, language)}</time>
            </td>
            <td>
              <span className={styles.kind} data-kind={event.kind}>
                {t(KIND_TEXT[event.kind])}
              </span>{' '}
              <span {...polish}>{event.title}</span>
              {event.note && <div {...polish}>{event.note}</div>}
            </td>
            <td data-label={t('hours')}>
              {timeWordsOf(event, shifts, language)
                .filter((time) => time.timed)
                .map((time) => (
                  // Each shift's hours on a line of its own: the column stays narrow. The
                  // shift's name may wrap, "13:30–17:30" never does.
                  <span key={time.key} className={styles.time}>
                    {time.shift && <span {...polish}>{time.shift} </span>}
                    <span className={styles.hours} data-hours="">
                      {time.hours}
                    </span>
                  </span>
                ))}
              {hoursText(event, shifts) ? null : '—'}
            </td>
            <td data-label={t('classes')}>
              {event.classes?.map(nameOf).join(', ') ?? t('allClasses')}
            </td>
          </tr>
        ))}
      </ScrollTable>
    </Fragment>
  ))
}
