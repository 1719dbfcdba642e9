// The hours of a calendar day (issue #30): an event with its own hours keeps them; a class day
// ("Zajęcia") without them takes the hours of each shift it applies to (school/buildings.yaml),
// so that the afternoon shift's families see 13:30–17:30, not the morning's hours.

import { formatTime } from './dates'
import type { Language } from './i18n/languages'

export interface ShiftHours {
  buildingId: number
  name: string
  active?: boolean | null
  start?: string | null
  end?: string | null
  levels?: string[] | null
}

export interface TimedEvent {
  kind: string
  start?: string | null
  end?: string | null
  shifts?: number[] | null
  classes?: string[] | null
}

export interface EventTime {
  /** The shift whose hours these are; absent for an event's own hours or a whole day. */
  shift?: ShiftHours
  start: string | null
  end: string | null
  /** The classes this time is for: the event's, within the shift's levels; null for all. */
  classes: string[] | null
}

/** The shifts an event applies to: those it names, or every active shift. */
export function shiftsOf(event: TimedEvent, shifts: readonly ShiftHours[]): ShiftHours[] {
  if (event.shifts?.length) return shifts.filter((s) => event.shifts!.includes(s.buildingId))
  return shifts.filter((s) => s.active !== false)
}

/** When an event takes place: once with its own hours (or all day), or once per shift. */
export function eventTimes(event: TimedEvent, shifts: readonly ShiftHours[]): EventTime[] {
  const classes = event.classes?.length ? event.classes : null
  const own: EventTime[] = [{ start: event.start ?? null, end: event.end ?? null, classes }]
  if (event.start || event.kind !== 'zajecia') return own
  const timed = shiftsOf(event, shifts).filter((s) => s.start && s.end)
  if (timed.length === 0) return own
  return timed.map((shift) => {
    const levels = shift.levels?.length ? shift.levels : null
    const forClasses =
      classes && levels ? classes.filter((c) => levels.includes(c)) : (classes ?? levels)
    return { shift, start: shift.start!, end: shift.end!, classes: forClasses }
  })
}

/** The shift's name without the hours some names carry: "Sobota rano (9:00–13:00)" → "Sobota rano". */
export const shiftLabel = (shift: ShiftHours) => shift.name.replace(/\s*\([^)]*\d[^)]*\)\s*$/, '')

/** An event time's hours: "09:00–13:00"; in English "9:00 a.m.–1:00 p.m."; '' for a whole day. */
export function hoursOf(time: EventTime, language: Language = 'pl'): string {
  if (!time.start) return ''
  return `${formatTime(time.start, language)}–${time.end ? formatTime(time.end, language) : ''}`
}

/** "09:00–13:00", or "Sobota rano 09:00–13:00" for a shift's hours. */
export function timeText(time: EventTime, language: Language = 'pl'): string {
  const hours = hoursOf(time, language)
  if (!hours) return ''
  return time.shift ? `${shiftLabel(time.shift)} ${hours}` : hours
}
