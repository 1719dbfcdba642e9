// The values of the enrolment form (SPEC.md §3 "Enrollment form values" and its blocks).
import type { Photo, Subject } from './constants'

/** SPEC.md §3 "Student block"; in the form its fields are named student-{index}-{key}. */
export interface StudentValues {
  firstName: string
  lastName: string
  /** YYYY-MM-DD, as a date input gives it. */
  birthDate: string
  birthCountry: string
  /** The id of a level (class), as the level select gives it. */
  level: string
  /** The id of a building (the shift, "Zmiana"), as the select gives it: a string of digits. */
  buildingId: string
  subjects: Subject
  comments: string
}

export interface EnrollmentValues {
  motherFirstName: string
  motherLastName: string
  motherEmail: string
  motherPhone: string
  fatherFirstName: string
  fatherLastName: string
  fatherEmail: string
  fatherPhone: string
  /** Emergency contact (SPEC.md §3 "Emergency contact", prefix er). */
  erFirstName: string
  erLastName: string
  erEmail: string
  erPhone: string
  address: string
  city: string
  state: string
  zip: string
  comments: string
  photo: Photo
  students: StudentValues[]
}

export type EnrollmentField = Exclude<keyof EnrollmentValues, 'students'>
export type StudentField = keyof StudentValues

/** Every field of the form outside the students list, in the form's order. */
export const ENROLLMENT_FIELDS = [
  'motherFirstName',
  'motherLastName',
  'motherEmail',
  'motherPhone',
  'fatherFirstName',
  'fatherLastName',
  'fatherEmail',
  'fatherPhone',
  'erFirstName',
  'erLastName',
  'erEmail',
  'erPhone',
  'address',
  'city',
  'state',
  'zip',
  'comments',
  'photo',
] as const satisfies readonly EnrollmentField[]

export const STUDENT_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'birthCountry',
  'level',
  'buildingId',
  'subjects',
  'comments',
] as const satisfies readonly StudentField[]

/** SPEC.md §3: the phase starts as "info"; the other phases are not shown. */
export type EnrollmentPhase = string
