// The enrolment fields' descriptions (src/domain/enrollment/fields.ts) are the one place a field is
// told: the form's starting values, labels, the CSV's columns and a student's stored details
// follow from them.
import {
  ENROLLMENT_DESCRIPTIONS,
  ENROLLMENT_FIELDS,
  initialEnrollmentValues,
  initialStudent,
  STUDENT_DESCRIPTIONS,
  type FieldDescription,
  type StudentValues,
} from '../../src/domain/enrollment'
import { fieldWord, lineWords } from '../../src/domain/enrollment/words'
import { CSV_HEADERS } from '../../server/routes/gazda/enrollments/csv'
import { studentOf, studentRow } from '../../server/repositories/enrollments'
import { family, student } from '../domain/enrollment/fixtures'

const NAMES = { levels: [{ id: 'klasa-3', name: 'Klasa 3' }], shifts: [{ id: 1, name: 'Rano' }] }
const described = (descriptions: Record<string, FieldDescription>) => Object.values(descriptions)

describe('the enrolment fields’ descriptions', () => {
  it('give the form its fields and starting values, in order', () => {
    const { students, ...start } = initialEnrollmentValues()
    expect(Object.keys(start)).toEqual(ENROLLMENT_FIELDS)
    expect(start).toMatchObject({ state: 'IL', photo: 'Y', motherFirstName: '' })
    expect(students).toEqual([initialStudent()])
    expect(initialStudent()).toMatchObject({ birthCountry: 'USA', subjects: 'full', level: '' })
  })

  it('give the CSV one column for each field that names one, and its code’s column', () => {
    const headers = [...described(STUDENT_DESCRIPTIONS), ...described(ENROLLMENT_DESCRIPTIONS)]
      .flatMap((field) => [field.csv, field.csvId])
      .filter(Boolean)
    expect(CSV_HEADERS.slice(-headers.length)).toEqual(headers)
    expect(new Set(CSV_HEADERS).size).toBe(CSV_HEADERS.length)
  })

  it('say values in words: codes, days for people, days as stored for a spreadsheet', () => {
    const s = STUDENT_DESCRIPTIONS
    expect(fieldWord(s.level, 'klasa-3', NAMES)).toBe('Klasa 3')
    expect(fieldWord(s.buildingId, '1', NAMES)).toBe('Rano')
    expect(fieldWord(s.subjects, 'religia', NAMES)).toBe('Tylko religia')
    expect(fieldWord(ENROLLMENT_DESCRIPTIONS.photo, 'N', NAMES)).toBe('Nie')
    expect(fieldWord(s.birthDate, '2015-05-05', NAMES, 'iso')).toBe('2015-05-05')
    expect(fieldWord(s.birthDate, '2015-05-05', NAMES)).not.toBe('2015-05-05')
    expect(fieldWord(s.comments, undefined, NAMES)).toBe('')
  })

  it('print a line’s fields together, leaving out what was not given', () => {
    const values = family({ city: 'Lombard', state: 'IL', zip: '60148' })
    expect(lineWords(ENROLLMENT_DESCRIPTIONS, values, 'place', 'address')).toBe('Lombard, IL 60148')
    expect(lineWords(ENROLLMENT_DESCRIPTIONS, values, 'name', 'emergency')).toBe('Jan Kowalski')
    expect(
      lineWords(ENROLLMENT_DESCRIPTIONS, { erLastName: 'Kowalski' }, 'name', 'emergency'),
    ).toBe('Kowalski')
    expect(lineWords(STUDENT_DESCRIPTIONS, student(), 'name')).toBe('Ola Nowak')
  })
})

describe('a student as stored', () => {
  it('keeps the fields without a column in its details, and reads them back beside the columns', () => {
    const child = { ...student({ firstName: ' Ola ' }), middleName: 'Maria' } as StudentValues
    const row = studentRow(child)
    expect(row).toMatchObject({ firstName: 'Ola', buildingId: 1, details: { middleName: 'Maria' } })
    expect(Object.keys(row.details)).toEqual(['middleName'])
    const read = studentOf({
      ...row,
      id: 7,
      enrollmentId: 3,
      position: 0,
      status: 'new',
      statusChangedBy: null,
      statusChangedAt: null,
    })
    expect(read).toMatchObject({ id: 7, firstName: 'Ola', middleName: 'Maria' })
    expect(read).not.toHaveProperty('details')
  })
})
