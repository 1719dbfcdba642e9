// A calendar event's hours in the page's language (issue #35): the calendar's table and the home
// page's "next Saturday" box both write them, and the box does not need the table's texts.
import { Fragment } from 'react'
import {
  eventTimes,
  hoursOf,
  shiftLabel,
  timeText,
  type ShiftHours,
} from '../../domain/calendarShifts'
import type { CalendarEventKind } from '../../domain/content/vocabulary'
import type { Language } from '../../domain/i18n/languages'
import { usePolishLang } from '../../i18n/usePolishLang'
import { useLanguage } from '../../i18n/useText'

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
export const hoursText = (
  event: CalendarEvent,
  shifts: readonly ShiftHours[],
  language: Language = 'pl',
) =>
  eventTimes(event, shifts)
    .map((time) => timeText(time, language))
    .filter(Boolean)
    .join(', ')

/**
 * An event's hours after its title, in the page's language: ", Sobota rano 9:00 a.m.–1:00 p.m.",
 * with the shift's name (the school's content) marked Polish on an English page.
 */
export function EventHours({
  event,
  shifts,
}: {
  event: CalendarEvent
  shifts: readonly ShiftHours[]
}) {
  const language = useLanguage()
  const polish = usePolishLang()
  return eventTimes(event, shifts)
    .filter((time) => time.start)
    .map((time) => (
      <Fragment key={timeText(time)}>
        {', '}
        {time.shift && <span {...polish}>{shiftLabel(time.shift)}</span>}
        {time.shift && ' '}
        {hoursOf(time, language)}
      </Fragment>
    ))
}
