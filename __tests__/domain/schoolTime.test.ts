import {
  addDays,
  compareDays,
  currentSchoolYear,
  isOnOrAfter,
  schoolDay,
  schoolMoment,
  schoolYearDays,
  schoolYearOf,
  shiftSchoolYear,
} from '../../src/domain/schoolTime'

// Every instant here is written in UTC, so the test means the same under any TZ: the school's
// day must not depend on the zone of the machine (run it with TZ=Pacific/Honolulu or Asia/Tokyo).
describe('the school day of a moment', () => {
  it.each([
    ['2026-11-24T05:59:59Z', '2026-11-23'],
    ['2026-11-24T06:00:00Z', '2026-11-24'],
    ['2027-09-01T04:59:59Z', '2027-08-31'],
    ['2027-09-01T05:00:00Z', '2027-09-01'],
  ])(
    'begins at midnight in Chicago, in winter (UTC−6) and in summer (UTC−5): %s is on %s',
    (utc, day) => {
      expect(schoolDay(new Date(utc))).toBe(day)
    },
  )

  it('is the day in Chicago whatever the zone of the machine', () => {
    // 23:30 on 24 November in Honolulu is already the 25th in Chicago and in Tokyo.
    expect(schoolDay(new Date('2026-11-25T09:30:00Z'))).toBe('2026-11-25')
    expect(schoolDay(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-24')
  })
})

describe('the school year', () => {
  it('starts on 1 September', () => {
    expect(schoolYearOf('2026-08-31')).toBe('2025-2026')
    expect(schoolYearOf('2026-09-01')).toBe('2026-2027')
    expect(schoolYearOf('2027-01-15')).toBe('2026-2027')
  })

  it('changes at midnight in Chicago, not in UTC or on the machine', () => {
    expect(currentSchoolYear(new Date('2027-09-01T04:30:00Z'))).toBe('2026-2027')
    expect(currentSchoolYear(new Date('2027-09-01T05:00:00Z'))).toBe('2027-2028')
  })

  it('has a first and a last day and neighbours', () => {
    expect(schoolYearDays('2026-2027')).toEqual({ first: '2026-09-01', last: '2027-08-31' })
    expect(shiftSchoolYear('2026-2027', -1)).toBe('2025-2026')
    expect(shiftSchoolYear('2026-2027', 1)).toBe('2027-2028')
  })
})

describe('date-only days', () => {
  it('compare as the calendar orders them', () => {
    expect(compareDays('2026-11-24', '2026-12-05')).toBeLessThan(0)
    expect(compareDays('2027-01-09', '2026-12-19')).toBeGreaterThan(0)
    expect(compareDays('2026-11-24', '2026-11-24')).toBe(0)
    expect(isOnOrAfter('2026-11-24', '2026-11-24')).toBe(true)
    expect(isOnOrAfter('2026-11-21', '2026-11-24')).toBe(false)
  })

  it('add days across months, years and the change of clocks', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05')
    expect(addDays('2026-12-26', 7)).toBe('2027-01-02')
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14')
    expect(addDays('2026-09-05', -364)).toBe('2025-09-06')
  })
})

describe('the moment of a school day’s time', () => {
  it('is midnight in Chicago, with the offset of that day', () => {
    expect(schoolMoment('2026-11-24').toISOString()).toBe('2026-11-24T06:00:00.000Z')
    expect(schoolMoment('2027-07-04').toISOString()).toBe('2027-07-04T05:00:00.000Z')
    expect(schoolMoment('2026-11-25', '00:15').toISOString()).toBe('2026-11-25T06:15:00.000Z')
  })

  it('is right on the days the clocks change', () => {
    // 2027-03-14: clocks go forward at 02:00; 2026-11-01: back at 02:00.
    expect(schoolMoment('2027-03-14').toISOString()).toBe('2027-03-14T06:00:00.000Z')
    expect(schoolMoment('2027-03-14', '09:00').toISOString()).toBe('2027-03-14T14:00:00.000Z')
    expect(schoolMoment('2026-11-01').toISOString()).toBe('2026-11-01T05:00:00.000Z')
    expect(schoolMoment('2026-11-01', '09:00').toISOString()).toBe('2026-11-01T15:00:00.000Z')
  })
})
