// Small named fixtures for the enrolment tests: one valid family, and helpers reading the payload.
import {
  initialEnrollmentValues,
  initialStudent,
  validateEnrollment,
  type EnrollmentValues,
  type StudentValues,
} from '../../../src/domain/enrollment'
import { errorReaders } from '../errorReaders'

export const student = (overrides: Partial<StudentValues> = {}): StudentValues => ({
  ...initialStudent(),
  firstName: 'Ola',
  lastName: 'Nowak',
  birthDate: '2015-05-05',
  level: '3',
  buildingId: '1',
  ...overrides,
})

/** The sample family's parents, every field filled. */
export const PARENTS = {
  motherFirstName: 'Anna',
  motherLastName: 'Nowak',
  motherEmail: 'anna@example.com',
  motherPhone: '(630) 555-0101',
  fatherFirstName: 'Piotr',
  fatherLastName: 'Nowak',
  fatherEmail: 'piotr@example.com',
  fatherPhone: '(630) 555-0102',
} as const satisfies Partial<EnrollmentValues>

/** Both parents, an emergency contact, an address in Lombard and one student. */
export const family = (overrides: Partial<EnrollmentValues> = {}): EnrollmentValues => ({
  ...initialEnrollmentValues(),
  ...PARENTS,
  erFirstName: 'Jan',
  erLastName: 'Kowalski',
  erPhone: '(630) 555-0103',
  address: '123 Main St',
  city: 'Lombard',
  zip: '60148',
  students: [student()],
  ...overrides,
})

/** The family with a blank father, so a mother's rules can be read alone. */
export const motherOnly = (overrides: Partial<EnrollmentValues> = {}) =>
  family({
    fatherFirstName: '',
    fatherLastName: '',
    fatherEmail: '',
    fatherPhone: '',
    ...overrides,
  })

/** The family with a blank mother. */
export const fatherOnly = (overrides: Partial<EnrollmentValues> = {}) =>
  family({
    motherFirstName: '',
    motherLastName: '',
    motherEmail: '',
    motherPhone: '',
    ...overrides,
  })

export const { inputErrors, formErrors, errorsOf } = errorReaders(validateEnrollment)

export const repeat = (length: number, char = 'a') => char.repeat(length)

/** An address at example.com of exactly `length` characters. */
export const emailOfLength = (length: number) =>
  `${repeat(length - '@example.com'.length)}@example.com`

/**
 * The errors of `field` holding `value` in the sample family; a `student-0-…` field is its only
 * student's.
 */
export const errorsWith = (field: string, value: string): string[] => {
  const studentField = /^student-0-(.+)$/.exec(field)?.[1]
  const values = studentField
    ? family({ students: [student({ [studentField]: value })] })
    : family({ [field]: value })
  return errorsOf(values, field)
}
