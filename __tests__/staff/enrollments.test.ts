import {
  alertBody,
  alertValues,
  fromLocalInput,
  toLocalInput,
} from '../../src/staff/editors/alertValues'
import {
  currentEnrollmentYear,
  enrollmentQuery,
  NO_FILTERS,
  schoolYearOptions,
  STATUS_OPTIONS,
} from '../../src/staff/enrollments'

describe('the enrolment list’s filters', () => {
  it('names the statuses in Polish', () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual([
      'Nowe',
      'Przyjęte',
      'Lista oczekujących',
      'Odrzucone',
    ])
  })

  it('opens on the year of the newest enrolment, and offers it with the four before', () => {
    expect(currentEnrollmentYear([{ schoolYear: '2026-2027' }])).toBe('2026-2027')
    expect(currentEnrollmentYear([])).toBe('')
    expect(schoolYearOptions('2026-2027')).toEqual([
      '2026-2027',
      '2025-2026',
      '2024-2025',
      '2023-2024',
      '2022-2023',
    ])
    expect(schoolYearOptions('')).toEqual([])
  })

  it('sends the search in the API’s query, trimmed, and leaves unset filters out', () => {
    const query = enrollmentQuery({ ...NO_FILTERS, schoolYear: '2026-2027', q: '  Gęślą ' }, 2)
    expect(query).toMatchObject({ schoolYear: '2026-2027', q: 'Gęślą', page: 2, pageSize: 25 })
    expect(enrollmentQuery(NO_FILTERS)).not.toHaveProperty('page')
  })
})

describe('the alert editor’s times', () => {
  it('shows an ISO time in a datetime-local field and sends it back as the same moment', () => {
    const iso = '2026-01-23T18:00:00.000Z'
    const local = toLocalInput(iso)
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    expect(fromLocalInput(local)).toBe(iso)
    expect(toLocalInput(null)).toBe('')
    expect(fromLocalInput('')).toBeNull()
  })

  it('sends an empty link and empty times as null', () => {
    const values = alertValues({
      kind: 'info',
      content: '<strong>Zapisy</strong>',
      link: null,
      start: null,
      end: null,
      version: 3,
    })
    expect(alertBody(values)).toEqual({
      kind: 'info',
      content: '<strong>Zapisy</strong>',
      link: null,
      start: null,
      end: null,
    })
  })
})
