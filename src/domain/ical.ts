// iCalendar (RFC 5545) text for the calendar feeds (issue #10). Pure: no Gatsby, no Node.
// Times are Chicago wall-clock times with a TZID and the zone's own VTIMEZONE, never floating
// (RFC 5545 §3.3.5 form #3), so that a phone in another zone still shows the school's hours.

import { SCHOOL_TIME_ZONE } from './schoolTime'

export { SCHOOL_TIME_ZONE }

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** One event; without a start time it is an all-day event on `date`. */
export interface IcalEvent {
  uid: string
  /** DTSTAMP: a date (`YYYY-MM-DD`, midnight UTC) taken from the content, so builds do not differ. */
  stamp: string
  /** `YYYY-MM-DD` in Chicago. */
  date: string
  /** `HH:MM` in Chicago. */
  start?: string | null
  end?: string | null
  summary: string
  description?: string | null
  location?: string | null
  /** An absolute address; left out when the site's address is not known. */
  url?: string | null
  categories?: string[]
}

export interface IcalCalendar {
  /** X-WR-CALNAME: the name a calendar program gives the subscription. */
  name: string
  description?: string
  events: IcalEvent[]
}

// US rules since 2007 (Energy Policy Act of 2005): CDT from the second Sunday of March at 02:00,
// CST from the first Sunday of November at 02:00.
const CHICAGO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SCHOOL_TIME_ZONE}`,
  `X-LIC-LOCATION:${SCHOOL_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

/**
 * Folds a content line into physical lines of at most 75 octets (RFC 5545 §3.1), continuation
 * lines starting with a space; a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0)
    if (octets + size > MAX_OCTETS) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(CRLF)
}

/**
 * A UID from the facts that make an event itself (date, kind, title, class): the same event keeps
 * it from build to build and from feed to feed. ASCII only, diacritics dropped.
 */
export function icalUid(parts: string[], domain: string): string {
  const slug = parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug}@${domain}`
}

const compactDate = (date: string) => date.replace(/-/g, '')
const compactTime = (time: string) => `${time.replace(':', '')}00`

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, (day ?? NaN) + 1))
    .toISOString()
    .slice(0, 10)
}

function timeLines(event: IcalEvent): string[] {
  if (!event.start) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
      'TRANSP:TRANSPARENT',
    ]
  }
  const at = (time: string) =>
    `;TZID=${SCHOOL_TIME_ZONE}:${compactDate(event.date)}T${compactTime(time)}`
  return [`DTSTART${at(event.start)}`, ...(event.end ? [`DTEND${at(event.end)}`] : [])]
}

function eventLines(event: IcalEvent, uid: string): string[] {
  const optional = (name: string, value: string | null | undefined) =>
    value ? [`${name}:${escapeText(value)}`] : []
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${compactDate(event.stamp.slice(0, 10))}T000000Z`,
    ...timeLines(event),
    `SUMMARY:${escapeText(event.summary)}`,
    ...optional('DESCRIPTION', event.description),
    ...optional('LOCATION', event.location),
    ...(event.categories?.length
      ? [`CATEGORIES:${event.categories.map(escapeText).join(',')}`]
      : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ]
}

const order = (a: IcalEvent, b: IcalEvent) =>
  a.date.localeCompare(b.date) ||
  (a.start ?? '').localeCompare(b.start ?? '') ||
  a.summary.localeCompare(b.summary, 'pl') ||
  a.uid.localeCompare(b.uid)

/** Two events alike in every fact would share a UID: the later ones get -2, -3… */
function uniqueUids(events: IcalEvent[]): string[] {
  const seen = new Map<string, number>()
  return events.map(({ uid }) => {
    const count = (seen.get(uid) ?? 0) + 1
    seen.set(uid, count)
    if (count === 1) return uid
    return uid.includes('@') ? uid.replace('@', `-${count}@`) : `${uid}-${count}`
  })
}

/** The whole VCALENDAR, events in date order, folded, with CRLF line endings. */
export function icalText(calendar: IcalCalendar): string {
  const events = [...calendar.events].sort(order)
  const uids = uniqueUids(events)
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Polska Szkola w Lombard//Kalendarz zajec//PL',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    `X-WR-TIMEZONE:${SCHOOL_TIME_ZONE}`,
    // How often a subscribed program should fetch the feed again (RFC 7986 §5.7).
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...CHICAGO_VTIMEZONE,
    ...events.flatMap((event, index) => eventLines(event, uids[index] ?? event.uid)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
