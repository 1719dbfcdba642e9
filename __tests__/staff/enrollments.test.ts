import { alertBody, alertFieldLabel, alertValues } from '../../src/staff/editors/alertValues'
import {
  currentEnrollmentYear,
  enrollmentQuery,
  NO_FILTERS,
  schoolYearOptions,
  STATUS_OPTIONS,
} from '../../src/staff/enrollments/filters'

describe('the enrolment list’s filters', () => {
  it('names the statuses in Polish', () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual([
      'Nowe',
      'Przyjęte',
      'Lista oczekujących',
      'Odrzucone',
      'Wycofane',
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
  it('shows an ISO time on the school’s clock and sends it back as the same moment', () => {
    const content = { kind: 'info' as const, content: 'x', link: null, version: 1 }
    const one = { kind: 'alert' as const, content: 'Śnieg', link: null, end: null }
    const values = alertValues({
      ...content,
      start: null,
      end: null,
      scheduled: [{ ...one, start: '2026-01-23T13:00:00.000Z' }],
    })
    expect(values.scheduled[0]!.start).toBe('2026-01-23T07:00') // 7:00 in Lombard, in every zone
    expect(values.scheduled[0]!.end).toBe('')
    expect(alertBody(values).scheduled[0]).toMatchObject({
      start: '2026-01-23T13:00:00.000Z',
      end: null,
    })
  })

  it('shows a standing alert with a start or end (written before issue #18) as a scheduled one', () => {
    const timed = { kind: 'alert' as const, content: 'Śnieg', link: null, version: 1 }
    const values = alertValues({ ...timed, start: '2026-01-23T13:00:00.000Z', end: null })
    expect(values).toMatchObject({ kind: 'none', content: '', start: '', end: '' })
    expect(values.scheduled).toEqual([
      { kind: 'alert', content: 'Śnieg', link: '', start: '2026-01-23T07:00', end: '' },
    ])
    expect(alertFieldLabel('scheduled.0.end')).toBe('Komunikat zaplanowany 1: Pokazuj do')
    expect(alertFieldLabel('content')).toBe('Komunikat stały: Treść (HTML)')
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
      scheduled: [],
    })
  })
})
