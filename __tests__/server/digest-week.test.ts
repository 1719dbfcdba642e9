import path from 'node:path'
import { composeDigest } from '../../server/subscriptions/digest/compose'
import { classPart, readWeek } from '../../server/subscriptions/digest/content'
import { digestDue, digestWeek, latestThursday } from '../../server/subscriptions/digest/week'

// Issue #34: the digest's days on the school's clock (Chicago), and what a week holds for a class.

const at = (iso: string) => new Date(iso)

describe('digestDue: Thursday 18:00 to Friday 18:00 in Chicago', () => {
  it.each([
    // Winter (CST, UTC−6): Thursday 18:00 is Friday 00:00 UTC.
    ['2026-03-05T23:59:00Z', null],
    ['2026-03-06T00:00:00Z', '2026-03-05'],
    ['2026-03-06T23:59:00Z', '2026-03-05'],
    ['2026-03-07T00:00:00Z', null],
    // After clocks go forward on 8 March 2026 (CDT, UTC−5): Thursday 18:00 is 23:00 UTC.
    ['2026-03-12T22:59:00Z', null],
    ['2026-03-12T23:00:00Z', '2026-03-12'],
    ['2026-03-13T22:59:00Z', '2026-03-12'],
    ['2026-03-13T23:00:00Z', null],
    // Summer time still on 29 October 2026, over on 5 November (clocks back on 1 November).
    ['2026-10-29T23:00:00Z', '2026-10-29'],
    ['2026-11-05T23:00:00Z', null],
    ['2026-11-06T00:00:00Z', '2026-11-05'],
    // A server started on Friday morning sends Thursday's; on Saturday nothing is due.
    ['2026-11-27T10:54:00Z', '2026-11-26'],
    ['2026-11-28T12:00:00Z', null],
    // Thursday noon: not yet.
    ['2026-11-26T18:00:00Z', null],
  ])('at %s: %s', (moment, due) => {
    expect(digestDue(at(moment))).toBe(due)
  })

  it('the latest Thursday is the school day’s (a Thursday evening in Chicago is Friday in UTC)', () => {
    expect(latestThursday(at('2026-11-27T03:00:00Z'))).toBe('2026-11-26')
    expect(latestThursday(at('2026-11-26T05:59:00Z'))).toBe('2026-11-19')
    expect(latestThursday(at('2026-11-26T06:00:00Z'))).toBe('2026-11-26')
    expect(latestThursday(at('2026-12-02T12:00:00Z'))).toBe('2026-11-26')
  })

  it('a week is the seven days up to the Thursday, the coming Saturday and two weeks ahead', () => {
    expect(digestWeek('2026-12-31')).toEqual({
      day: '2026-12-31',
      from: '2026-12-25',
      saturday: '2027-01-02',
      calendarUntil: '2027-01-14',
    })
  })
})

describe("a class's calendar in the digest", () => {
  const contentDir = path.resolve(__dirname, '../../content')

  it('lists the events of the next two weeks for the class and for all classes, no plain class days', async () => {
    // content/calendar/2026-2027.yaml: 10 October the first class's vow, 11 October a pilgrimage for all.
    const week = await readWeek(contentDir, digestWeek('2026-10-01'))
    const titles = (level: string) => classPart(week, level).calendar.map((e) => e.title)
    expect(titles('klasa-1')).toEqual(
      expect.arrayContaining([
        'Ślubowanie pierwszoklasistów',
        'Pielgrzymka szkolna do Des Plaines',
      ]),
    )
    expect(titles('klasa-3')).toContain('Pielgrzymka szkolna do Des Plaines')
    expect(titles('klasa-3')).not.toContain('Ślubowanie pierwszoklasistów')
    expect(titles('klasa-3')).not.toContain('Zajęcia')

    const composed = composeDigest(
      week,
      [{ id: 'klasa-3', name: 'Klasa 3' }],
      'https://szkola.example.org',
    )
    expect(composed!.mail.text).toContain(
      'niedziela, 11 października 2026: Pielgrzymka szkolna do Des Plaines (Wydarzenie, 08:00–15:00)',
    )
    expect(composed!.mail.text).toContain('https://szkola.example.org/kalendarz-zajec/')
  })
})
