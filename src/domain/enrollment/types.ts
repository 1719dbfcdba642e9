// The values of the enrolment form (SPEC.md §3 "Enrollment form values" and its blocks), derived
// from the fields' descriptions (fields.ts).
import type { FamilyValues, StudentValues } from './fields'

export {
  ENROLLMENT_FIELDS,
  STUDENT_FIELDS,
  type EnrollmentField,
  type StudentField,
  type StudentValues,
} from './fields'

/** The family's fields, and its students (SPEC.md §3; in the form student-{index}-{key}). */
export interface EnrollmentValues extends FamilyValues {
  students: StudentValues[]
}

/** SPEC.md §3: the phase starts as "info"; the other phases are not shown. */
export type EnrollmentPhase = string
