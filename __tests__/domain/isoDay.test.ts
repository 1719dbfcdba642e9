// Date-only values never pass through an instant: the same text in every time zone. `npm test`
// runs this file under TZ=Pacific/Honolulu, America/Chicago, UTC and Asia/Tokyo (scripts/test.mjs
// "Dates in four time zones"), where `new Date('2017-03-14')` would show 13.03 west of UTC.
import { formatIsoDay, isIsoDay, parseIsoDay } from '../../src/domain/isoDay'
import {
  formatSchoolDate,
  formatSchoolDateTime,
  formatSchoolTime,
  fromSchoolInput,
  toSchoolInput,
} from '../../src/domain/schoolClock'
import { formatIsoDay as formatDay } from '../../src/domain/isoDay'
import { formatSchoolDateTime as formatDateTime } from '../../src/domain/schoolClock'
import { formatSchoolDate as formatMomentDay } from '../../src/domain/schoolClock'
import path from 'node:path'
import { loadSchoolNames } from '../../server/content/school'
import { parentsConfirmation } from '../../server/enrollmentMail'
import { enrollmentsCsv } from '../../server/routes/gazda/enrollments/csv'
import { family, student } from './enrollment/fixtures'

const child = (o = {}) => student({ level: 'klasa-3', buildingId: '1', ...o })

const BIRTH_DATES = [
  ['2017-03-14', '14.03.2017'],
  ['2020-11-02', '02.11.2020'],
  ['2016-02-29', '29.02.2016'],
] as const

describe(`date-only values (TZ=${process.env.TZ ?? 'unset'})`, () => {
  it('runs in the zone it was given', () => {
    // A guard: were TZ ignored, the four runs would all test one zone.
    if (process.env.TZ) {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ)
    }
  })

  it.each(BIRTH_DATES)('writes %s as %s, in the staff views too', (iso, shown) => {
    expect(formatIsoDay(iso)).toBe(shown)
    expect(formatDay(iso)).toBe(shown)
  })

  it('writes the day as Intl writes it in Polish, without a time zone in between', () => {
    const intl = new Intl.DateTimeFormat('pl-PL', { timeZone: 'UTC', dateStyle: 'short' })
    expect(formatIsoDay('2016-02-29')).toBe(intl.format(Date.UTC(2016, 1, 29)))
  })

  it('reads a leap day, and shows a day that is not one as it is', () => {
    expect(parseIsoDay('2016-02-29')).toEqual({ year: 2016, month: 2, day: 29 })
    expect(formatIsoDay('2025-02-30')).toBe('2025-02-30') // shown as it is, not hidden
    expect(formatIsoDay(null)).toBe('')
  })

  it.each([
    ['2017-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-9-1', false],
    [20250901, false],
  ])('knows the real calendar days only: %p is a day: %p', (day, isDay) => {
    expect(isIsoDay(day)).toBe(isDay)
  })

  it('puts the birth dates in the parents’ e-mail and the CSV as the same days', () => {
    const values = family({ students: BIRTH_DATES.map(([birthDate]) => child({ birthDate })) })
    const names = loadSchoolNames(path.join(__dirname, '../../content'))
    const mail = parentsConfirmation(values, '2026-0001', names)
    for (const [, shown] of BIRTH_DATES) expect(mail?.text).toContain(`ur. ${shown}`)

    const students = BIRTH_DATES.map(([birthDate], id) => ({ ...child({ birthDate }), id }))
    const csv = enrollmentsCsv(
      [
        {
          id: 1,
          number: '2026-0001',
          schoolYear: '2026-2027',
          status: 'new',
          possibleDuplicate: false,
          // 23:30 in Lombard on 24 November is already the 25th in UTC and in Tokyo.
          createdAt: new Date('2026-11-25T05:30:00Z'),
          family: values,
          students: students as never,
        },
      ],
      names,
    )
    for (const [iso] of BIRTH_DATES) expect(csv).toContain(`,${iso},`)
    expect(csv).toContain(',2026-11-24,')
  })
})

describe(`moments on the school’s clock (TZ=${process.env.TZ ?? 'unset'})`, () => {
  it('writes a moment in Polish in Lombard’s time', () => {
    expect(formatSchoolDateTime('2026-11-24T15:30:00.000Z')).toBe('24.11.2026, 09:30')
    expect(formatDateTime('2026-11-25T05:30:00Z')).toBe('24.11.2026, 23:30')
    expect(formatSchoolDate('2026-11-25T05:30:00Z')).toBe('24.11.2026')
    expect(formatMomentDay('2026-11-25T05:30:00Z')).toBe('24.11.2026')
    expect(formatSchoolTime('2026-07-01T14:04:00Z')).toBe('09:04') // summer time
    expect(formatSchoolDateTime(null)).toBe('')
  })

  it('fills a datetime-local input on the school’s clock and reads it back', () => {
    expect(toSchoolInput('2026-01-23T13:00:00.000Z')).toBe('2026-01-23T07:00')
    expect(fromSchoolInput('2026-01-23T07:00')).toBe('2026-01-23T13:00:00.000Z')
    expect(fromSchoolInput('2026-07-01T07:00')).toBe('2026-07-01T12:00:00.000Z')
    expect(toSchoolInput('2026-11-25T05:30:00Z')).toBe('2026-11-24T23:30')
    expect(fromSchoolInput('')).toBeNull()
    expect(toSchoolInput(undefined)).toBe('')
  })
})
