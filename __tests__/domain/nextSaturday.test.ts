import { nextSaturday, saturdayOnOrAfter } from '../../src/domain/nextSaturday'
import type { SaturdayEvent } from '../../src/domain/nextSaturday'

const event = (date: string, kind: SaturdayEvent['kind'], title: string = kind): SaturdayEvent => ({
  date,
  kind,
  title,
})

const EVENTS: SaturdayEvent[] = [
  event('2026-11-21', 'zajecia', 'Zajęcia'),
  event('2026-11-28', 'wolne', 'Brak zajęć — weekend Święta Dziękczynienia'),
  event('2026-12-05', 'zajecia', 'Zajęcia'),
  event('2026-12-05', 'wydarzenie', 'Mikołajki'),
  event('2026-12-12', 'zajecia', 'Zajęcia'),
  event('2026-12-19', 'wydarzenie', 'Jasełka'),
]

describe('the coming Saturday', () => {
  it.each([
    ['2026-11-25', '2026-11-28'],
    ['2026-11-27', '2026-11-28'],
    ['2026-11-28', '2026-11-28'],
    ['2026-11-29', '2026-12-05'],
    ['2026-12-31', '2027-01-02'],
  ])('from %s is %s', (today, saturday) => {
    expect(saturdayOnOrAfter(today)).toBe(saturday)
  })

  it('on Wednesday 25 November is a day off, named by the calendar, with the next event after it', () => {
    expect(nextSaturday(EVENTS, '2026-11-25')).toEqual({
      date: '2026-11-28',
      status: 'none',
      day: EVENTS[1],
      events: [],
      next: EVENTS[3],
    })
  })

  it('on 3 December is a class day with that day’s other events', () => {
    expect(nextSaturday(EVENTS, '2026-12-03')).toMatchObject({
      date: '2026-12-05',
      status: 'classes',
      day: EVENTS[2],
      events: [EVENTS[3]],
      next: EVENTS[5],
    })
  })

  it('is unknown when the calendar says nothing of it (a summer Saturday), with no next event after the last', () => {
    expect(nextSaturday(EVENTS, '2027-07-01')).toMatchObject({
      status: 'unknown',
      day: null,
      next: null,
    })
  })
})
