// The enrolment form's field labels (what the form shows and what messages name) and hints, as
// the fields' descriptions give them (fields.ts).
import {
  ENROLLMENT_DESCRIPTIONS,
  ENROLLMENT_FIELDS,
  STUDENT_DESCRIPTIONS,
  type EnrollmentField,
  type FieldDescription,
  type StudentField,
} from './fields'
import type { FieldLabel } from './messages'

/**
 * label is what the form shows under its block heading ("Matka", "Ojciec"); validationName is what
 * messages say, where the label alone would be ambiguous or plural ('Uwagi').
 */
export const ENROLLMENT_LABELS: Record<EnrollmentField, FieldDescription> = ENROLLMENT_DESCRIPTIONS
export const STUDENT_LABELS: Record<StudentField, FieldDescription> = STUDENT_DESCRIPTIONS

/** SPEC.md §3: the student comments' placeholder, about restrictions, allergies and other needs. */
export const STUDENT_COMMENTS_PLACEHOLDER = STUDENT_DESCRIPTIONS.comments.placeholder

/** SPEC.md §5 "Hints": shown under the phone and e-mail fields. */
export const ENROLLMENT_HINTS: Partial<Record<EnrollmentField, string>> = Object.fromEntries(
  ENROLLMENT_FIELDS.flatMap((field) => {
    const { hint } = ENROLLMENT_DESCRIPTIONS[field] as FieldDescription
    return hint ? [[field, hint]] : []
  }),
)

export type { FieldLabel }
