// The enrolment form in English (issue #35): the same rules, every message in English; Polish as
// before.
import {
  initialEnrollmentValues,
  initialStudent,
  studentDescriptionsIn,
  familyDescriptionsIn,
  validateEnrollment,
  validateEnrollmentFor,
  schoolOptionsOf,
} from '../../src/domain/enrollment'
import { family, student } from './enrollment/fixtures'

const errorsOf = (input: unknown, language: 'pl' | 'en') => {
  const result = validateEnrollment(input, language)
  if (result.valid) throw new Error('expected errors')
  return result.errors
}

/** Any Polish letter or word the Polish messages use. */
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|jest |musi |powin|wymagan|Nieznane|Minimum/

describe('the enrolment form in English', () => {
  it('says every message of an empty form in English', () => {
    const errors = errorsOf({ ...initialEnrollmentValues(), students: [initialStudent()] }, 'en')
    const messages = [...errors.formErrors, ...Object.values(errors.inputErrors).flat()]
    expect(messages.length).toBeGreaterThan(3)
    for (const message of messages) expect(message).not.toMatch(POLISH)
    expect(errors.inputErrors['erPhone']).toEqual(['Emergency phone is required.'])
    expect(errors.inputErrors['address']).toEqual(['Address is required.'])
    expect(errors.inputErrors['student-0-firstName']).toEqual(['Student’s first name is required.'])
    expect(errors.inputErrors['student-0-birthDate']).toEqual(['Date of birth is required.'])
    expect(errors.inputErrors['motherFirstName']).toEqual(['At least one parent is required.'])
  })

  it('keeps the Polish messages as they were', () => {
    const errors = errorsOf({ ...initialEnrollmentValues(), students: [initialStudent()] }, 'pl')
    expect(errors.inputErrors['erPhone']).toEqual(['Telefon awaryjny jest wymagany'])
    expect(errors.inputErrors['student-0-birthDate']).toEqual(['Data urodzenia jest wymagana'])
    expect(errors.inputErrors['motherFirstName']).toEqual(['Minimum jeden Rodzic jest wymagany.'])
  })

  it('counts characters and names the other field in English', () => {
    const errors = errorsOf(
      family({ motherFirstName: 'a'.repeat(36), fatherPhone: '(630) 555-0101', zip: '6014' }),
      'en',
    )
    expect(errors.inputErrors['motherFirstName']).toEqual([
      'Mother’s first name must be at most 35 characters long.',
    ])
    expect(errors.inputErrors['fatherPhone']).toEqual([
      'Father’s phone must be different from “Mother’s phone”.',
    ])
    expect(errors.inputErrors['zip']).toEqual(['ZIP code must be exactly 5 characters long.'])
  })

  it('says an unknown field and the students’ count in English', () => {
    const errors = errorsOf({ ...family(), students: [], extra: 'x' }, 'en')
    expect(errors.formErrors.join(' ')).toMatch(
      /Unknown form field: extra|between 1 and 10 students/,
    )
  })

  it('refuses a class the school does not offer in English', () => {
    const school = schoolOptionsOf(['3'], [{ id: 1, active: true, levels: ['3'] }])
    const result = validateEnrollmentFor(
      school,
      family({ students: [student({ level: '9' })] }),
      'en',
    )
    expect(result.valid).toBe(false)
    if (!result.valid)
      expect(result.errors.inputErrors['student-0-level']).toEqual([
        'Class has a value that is not allowed.',
      ])
  })

  it('labels, hints and options the fields in English', () => {
    const familyFields = familyDescriptionsIn('en')
    const studentFields = studentDescriptionsIn('en')
    expect(familyFields.motherEmail.hint).toBe('Should differ from the father’s email.')
    expect(familyFields.photo.options?.map((option) => option.label)).toEqual(['Yes', 'No'])
    expect(studentFields.buildingId.label).toBe('Session')
    expect(studentFields.subjects.options?.[0]?.label).toBe('All classes')
    expect(studentFields.comments.placeholder).toMatch(/allergies/)
    for (const field of [...Object.values(familyFields), ...Object.values(studentFields)]) {
      expect(field.label).not.toMatch(POLISH)
      expect(field.hint ?? '').not.toMatch(POLISH)
    }
  })
})
