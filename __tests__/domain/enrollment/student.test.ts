import {
  BIRTH_DATE_MAX,
  BIRTH_DATE_MIN,
  SUBJECT_OPTIONS,
  initialEnrollmentValues,
} from '../../../src/domain/enrollment'
import { errorsOf, family, formErrors, student } from './fixtures'

// The student's longest values are in limits.test.ts.

const withStudent = (overrides: Record<string, unknown>) =>
  family({ students: [student(overrides as object)] })

describe('a student (SPEC.md §5 "Student")', () => {
  it.each([
    ['firstName', 'Imię ucznia jest wymagane'],
    ['lastName', 'Nazwisko ucznia jest wymagane'],
    ['birthDate', 'Data urodzenia jest wymagana'],
    ['birthCountry', 'Kraj urodzenia jest wymagany'],
    ['level', 'Klasa jest wymagana'],
    ['buildingId', 'Zmiana jest wymagana'],
    ['subjects', 'Rodzaj zajęć jest wymagany'],
  ])('requires %s: "%s"', (field, message) => {
    expect(errorsOf(withStudent({ [field]: '' }), `student-0-${field}`)).toEqual([message])
  })

  it('takes a birth date from 2007-01-01 to 2022-09-01, both included', () => {
    const dateErrors = (birthDate: string) =>
      errorsOf(withStudent({ birthDate }), 'student-0-birthDate')
    const outside = 'Data urodzenia musi mieścić się w przedziale od 2007-01-01 do 2022-09-01'
    expect([BIRTH_DATE_MIN, BIRTH_DATE_MAX]).toEqual(['2007-01-01', '2022-09-01'])
    expect(dateErrors('2007-01-01')).toEqual([])
    expect(dateErrors('2006-12-31')).toEqual([outside])
    expect(dateErrors('2022-09-01')).toEqual([])
    expect(dateErrors('2022-09-02')).toEqual([outside])
  })

  it.each(['2015-02-30', '05/05/2015', '2015-5-5', '2015-05-05T00:00'])(
    'rejects %s as a birth date',
    (birthDate) => {
      expect(errorsOf(withStudent({ birthDate }), 'student-0-birthDate')).toEqual([
        'Data urodzenia musi być poprawną datą w formacie RRRR-MM-DD',
      ])
    },
  )

  it('is born in the USA unless told otherwise', () => {
    expect(initialEnrollmentValues().students[0]?.birthCountry).toBe('USA')
    expect(errorsOf(withStudent({ birthCountry: 'Polska' }), 'student-0-birthCountry')).toEqual([])
  })

  it('takes a shift (buildingId) as a string of digits', () => {
    expect(errorsOf(withStudent({ buildingId: '12' }), 'student-0-buildingId')).toEqual([])
    expect(errorsOf(withStudent({ buildingId: 'A' }), 'student-0-buildingId')).toEqual([
      'Zmiana ma niedozwoloną wartość',
    ])
    expect(errorsOf(withStudent({ buildingId: 1 }), 'student-0-buildingId')).toEqual([
      'Invalid field value',
    ])
  })

  it('takes no comments', () => {
    expect(errorsOf(withStudent({ comments: '' }), 'student-0-comments')).toEqual([])
  })
})

describe('the subject options (SPEC.md §3)', () => {
  it('are full, religia and wolny, full labelled "Wszystkie zajęcia" and chosen by default', () => {
    expect(SUBJECT_OPTIONS.map((option) => option.value)).toEqual(['full', 'religia', 'wolny'])
    expect(SUBJECT_OPTIONS[0].label).toBe('Wszystkie zajęcia')
    expect(SUBJECT_OPTIONS.map((option) => option.label)).toEqual([
      'Wszystkie zajęcia',
      'Tylko religia',
      'Wolny słuchacz',
    ])
    expect(initialEnrollmentValues().students[0]?.subjects).toBe('full')
  })

  it.each(['religia', 'wolny'])('accepts %s', (subjects) => {
    expect(errorsOf(withStudent({ subjects }), 'student-0-subjects')).toEqual([])
  })

  it('rejects any other value: "Rodzaj zajęć ma niedozwoloną wartość"', () => {
    expect(errorsOf(withStudent({ subjects: 'polski' }), 'student-0-subjects')).toEqual([
      'Rodzaj zajęć ma niedozwoloną wartość',
    ])
  })
})

describe('the students list', () => {
  it('starts with one student', () => {
    expect(initialEnrollmentValues().students).toHaveLength(1)
  })

  it('names the second student’s errors student-1-…', () => {
    const values = family({ students: [student(), student({ lastName: '' })] })
    expect(errorsOf(values, 'student-1-lastName')).toEqual(['Nazwisko ucznia jest wymagane'])
    expect(errorsOf(values, 'student-0-lastName')).toEqual([])
  })

  it('needs at least one student and takes at most ten', () => {
    const message = 'Formularz musi zawierać od 1 do 10 uczniów'
    expect(formErrors(family({ students: [] }))).toEqual([message])
    expect(formErrors(family({ students: Array.from({ length: 10 }, () => student()) }))).toEqual(
      [],
    )
    expect(formErrors(family({ students: Array.from({ length: 11 }, () => student()) }))).toEqual([
      message,
    ])
  })
})
