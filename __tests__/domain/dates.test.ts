import {
  formatDate,
  formatDateWithWeekday,
  formatMonth,
  formatShortDate,
  formatTime,
  schoolYearLabel,
  schoolYearOf,
} from '../../src/domain/dates'
import { countOf, type PluralForms } from '../../src/domain/plural'

const PHOTOS: PluralForms = ['zdjęcie', 'zdjęcia', 'zdjęć']

describe('dates in Polish', () => {
  it('writes the day, the month in the genitive and the year', () => {
    expect(formatDate('2025-09-06')).toBe('6 września 2025')
    expect(formatDate('2026-01-24')).toBe('24 stycznia 2026')
  })

  it('writes the short form, day.month.year, the month in two digits', () => {
    expect(formatShortDate('2025-09-06')).toBe('6.09.2025')
    expect(formatShortDate('2026-12-24')).toBe('24.12.2026')
  })

  it('names the weekday', () => {
    expect(formatDateWithWeekday('2025-09-06')).toBe('sobota, 6 września 2025')
  })

  it('names a month for a calendar heading', () => {
    expect(formatMonth('2025-12')).toBe('Grudzień 2025')
  })

  it('puts a date in the school year from 1 September to 31 August', () => {
    expect(schoolYearOf('2025-09-01')).toBe('2025-2026')
    expect(schoolYearOf('2026-08-31')).toBe('2025-2026')
    expect(schoolYearOf('2025-08-31')).toBe('2024-2025')
    expect(schoolYearLabel('2024-2025')).toBe('2024/2025')
  })
})

describe('Polish plurals', () => {
  it.each([
    [1, '1 zdjęcie'],
    [2, '2 zdjęcia'],
    [4, '4 zdjęcia'],
    [5, '5 zdjęć'],
    [12, '12 zdjęć'],
    [14, '14 zdjęć'],
    [22, '22 zdjęcia'],
    [25, '25 zdjęć'],
  ])('counts %i as "%s"', (count, text) => {
    expect(countOf(count, PHOTOS)).toBe(text)
  })
})

describe('times (issue #35)', () => {
  it('keeps 24-hour times in Polish and writes them 12-hour in English', () => {
    expect(formatTime('13:30')).toBe('13:30')
    expect(formatTime('09:00', 'en')).toBe('9:00 a.m.')
    expect(formatTime('10:00', 'en')).toBe('10:00 a.m.')
    expect(formatTime('12:00', 'en')).toBe('12:00 p.m.')
    expect(formatTime('13:30', 'en')).toBe('1:30 p.m.')
    expect(formatTime('00:15', 'en')).toBe('12:15 a.m.')
  })
})
