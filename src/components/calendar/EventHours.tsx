// A calendar event's hours in the page's language (issue #35): the calendar's table and the home
// page's "next Saturday" box both write them, and the box does not need the table's texts.
import { Fragment } from 'react'
import {
  eventTimes,
  hoursOf,
  shiftLabel,
  timeText,
  type ShiftHours,
  type TimedEvent,
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

/** One of an event's times as the page writes it: the shift's name (if any), then the hours. */
export interface TimeWords {
  key: string
  shift: string | undefined
  hours: string
  /** Whether the time has hours at all: a whole day, or a class day by the timetable, has none. */
  timed: boolean
}

/** An event's times in the page's language: each shift's hours for a class day, else its own. */
export const timeWordsOf = (
  event: TimedEvent,
  shifts: readonly ShiftHours[],
  language: Language,
): TimeWords[] =>
  eventTimes(event, shifts).map((time) => ({
    key: timeText(time),
    shift: time.shift && shiftLabel(time.shift),
    hours: hoursOf(time, language),
    timed: Boolean(time.start),
  }))

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
  return timeWordsOf(event, shifts, language)
    .filter((time) => time.timed)
    .map((time) => (
      <Fragment key={time.key}>
        {', '}
        {time.shift && <span {...polish}>{time.shift}</span>}
        {time.shift && ' '}
        {time.hours}
      </Fragment>
    ))
}
