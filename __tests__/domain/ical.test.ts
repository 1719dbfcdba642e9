import ICAL from 'ical.js'
import {
  escapeText,
  foldLine,
  icalText,
  icalUid,
  SCHOOL_TIME_ZONE,
  type IcalEvent,
} from '../../src/domain/ical'

const event = (fields: Partial<IcalEvent> & Pick<IcalEvent, 'date' | 'summary'>): IcalEvent => ({
  uid: icalUid([fields.date, fields.summary], 'example.org'),
  stamp: '2025-09-01',
  ...fields,
})

/** The feed as a calendar program reads it: ical.js, with the feed's own VTIMEZONE. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
  return { calendar, events }
}

const find = (events: ICAL.Event[], summary: string) => {
  const found = events.find((e) => e.summary === summary)
  if (!found) throw new Error(`no event ${summary}`)
  return found
}

const utc = (time: ICAL.Time) => time.toJSDate().toISOString()

/** What a Chicago wall-clock time is in UTC, by the platform's time-zone database. */
function chicagoToUtc(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`)
  const offsetName = new Intl.DateTimeFormat('en-US', {
    timeZone: SCHOOL_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(guess)
    .find((part) => part.type === 'timeZoneName')!.value // e.g. GMT-05:00
  return new Date(`${date}T${time}:00${offsetName.slice(3)}`).toISOString()
}

const LONG_NOTE =
  'Zbiórka o 8:30 przed szkołą; prosimy o punktualność, ciepłe ubranie i drugie śniadanie. ' +
  'Zażółć gęślą jaźń, a potem: łąka, źdźbło, ćma — wszystko to w jednej, bardzo długiej linii.\n' +
  'Druga linia z ukośnikiem \\ i przecinkiem, średnikiem; koniec.'

const EVENTS: IcalEvent[] = [
  event({ date: '2025-10-11', start: '09:00', end: '13:00', summary: 'Zajęcia w październiku' }),
  event({ date: '2025-12-13', start: '09:00', end: '13:00', summary: 'Zajęcia w grudniu' }),
  event({ date: '2026-03-08', start: '09:00', end: '12:00', summary: 'Niedziela zmiany czasu' }),
  event({ date: '2025-11-02', start: '09:00', end: '12:00', summary: 'Powrót czasu zimowego' }),
  event({ date: '2025-11-29', summary: 'Brak zajęć — Święto Dziękczynienia' }),
  event({
    date: '2025-10-12',
    start: '08:00',
    end: '15:00',
    summary: 'Pielgrzymka; wyjazd, powrót',
    description: LONG_NOTE,
    location: 'Des Plaines, IL; parking przy sanktuarium',
    url: 'https://example.org/kalendarz-zajec/',
  }),
]

const text = icalText({ name: 'Polska Szkoła w Lombard – kalendarz zajęć', events: EVENTS })

describe('an iCalendar feed', () => {
  it('parses with ical.js and holds every event with its summary', () => {
    const { calendar, events } = parse(text)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Polska Szkoła w Lombard – kalendarz zajęć',
    )
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Chicago')
    expect(events.map((e) => e.summary).sort()).toEqual(EVENTS.map((e) => e.summary).sort())
    expect(new Set(events.map((e) => e.uid)).size).toBe(EVENTS.length)
  })

  it('puts a 09:00 Saturday in October at 14:00Z (CDT) and one in December at 15:00Z (CST)', () => {
    const { events } = parse(text)
    const october = find(events, 'Zajęcia w październiku')
    expect(october.startDate.zone?.tzid).toBe('America/Chicago')
    expect(utc(october.startDate)).toBe('2025-10-11T14:00:00.000Z')
    expect(utc(october.endDate)).toBe('2025-10-11T18:00:00.000Z')
    expect(utc(find(events, 'Zajęcia w grudniu').startDate)).toBe('2025-12-13T15:00:00.000Z')
  })

  it('keeps the wall-clock time on the days the clocks change', () => {
    const { events } = parse(text)
    const spring = find(events, 'Niedziela zmiany czasu')
    const autumn = find(events, 'Powrót czasu zimowego')
    expect([spring.startDate.hour, autumn.startDate.hour]).toEqual([9, 9])
    expect(utc(spring.startDate)).toBe('2026-03-08T14:00:00.000Z')
    expect(utc(autumn.startDate)).toBe('2025-11-02T15:00:00.000Z')
  })

  it('agrees with the time-zone database on every Saturday and every change day for years', () => {
    const days: string[] = []
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      const date = new Date(day)
      const weekday = date.getUTCDay()
      if (weekday === 6 || weekday === 0) days.push(date.toISOString().slice(0, 10))
    }
    const many = days.map((date) => event({ date, start: '09:00', end: '13:00', summary: date }))
    const { events } = parse(icalText({ name: 'x', events: many }))
    for (const parsed of events) {
      expect([parsed.summary, utc(parsed.startDate)]).toEqual([
        parsed.summary,
        chicagoToUtc(parsed.summary, '09:00'),
      ])
    }
  })

  it('writes times with the Chicago TZID, never floating, and all-day events as dates', () => {
    expect(text).toContain('DTSTART;TZID=America/Chicago:20251011T090000')
    const vevents = text.split('BEGIN:VEVENT').slice(1)
    for (const vevent of vevents) expect(vevent).not.toMatch(/^DT(START|END):/m)
    const allDay = find(parse(text).events, 'Brak zajęć — Święto Dziękczynienia')
    expect(allDay.startDate.isDate).toBe(true)
    expect(allDay.startDate.toString()).toBe('2025-11-29')
    expect(allDay.endDate.toString()).toBe('2025-11-30')
  })

  it('gives back a long Polish description with commas and semicolons exactly', () => {
    const pilgrimage = find(parse(text).events, 'Pielgrzymka; wyjazd, powrót')
    expect(pilgrimage.description).toBe(LONG_NOTE)
    expect(pilgrimage.location).toBe('Des Plaines, IL; parking przy sanktuarium')
    expect(pilgrimage.component.getFirstPropertyValue('url')).toBe(
      'https://example.org/kalendarz-zajec/',
    )
  })

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = text.split('\r\n').slice(0, -1)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
  })

  it('is the same text each time it is made from the same events', () => {
    expect(
      icalText({
        name: 'Polska Szkoła w Lombard – kalendarz zajęć',
        events: [...EVENTS].reverse(),
      }),
    ).toBe(text)
    expect(text).toContain('DTSTAMP:20250901T000000Z')
  })
})

describe('folding and escaping', () => {
  it('never splits a multi-byte character', () => {
    const line = `DESCRIPTION:${'ąęł'.repeat(40)}`
    const folded = foldLine(line)
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part)
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('makes ASCII UIDs from Polish titles, the same each time', () => {
    expect(
      icalUid(['2025-10-11', 'wydarzenie', 'Ślubowanie pierwszoklasistów', 'klasa-1'], 'x.org'),
    ).toBe('2025-10-11-wydarzenie-slubowanie-pierwszoklasistow-klasa-1@x.org')
  })

  it('keeps two identical events apart by their UIDs', () => {
    const twin = event({ date: '2025-10-11', start: '09:00', summary: 'Bliźniak' })
    const { events } = parse(icalText({ name: 'x', events: [twin, twin] }))
    expect(events.map((e) => e.uid)).toEqual([twin.uid, twin.uid.replace('@', '-2@')])
  })
})
