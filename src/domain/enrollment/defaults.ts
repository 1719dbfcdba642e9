// The enrolment form's starting values (SPEC.md §3 and §9 defaults) and its phase (SPEC.md §4).
import { INITIAL_PHASE } from './constants'
import { ENROLLMENT_DESCRIPTIONS, startingValues, STUDENT_DESCRIPTIONS } from './fields'
import { isRecord, overlay } from './overlay'
import type { EnrollmentPhase, EnrollmentValues, StudentValues } from './types'

export { overlay }

/** A new student of the repeatable group: each field's default (birth country USA, all classes). */
export const initialStudent = (): StudentValues => startingValues(STUDENT_DESCRIPTIONS)

/** Fresh values on every call, so no two forms share a students list. */
export const initialEnrollmentValues = (): EnrollmentValues => ({
  ...startingValues(ENROLLMENT_DESCRIPTIONS),
  students: [initialStudent()],
})

export interface EnrollmentState {
  phase: EnrollmentPhase
  values: EnrollmentValues
}

export function initialEnrollmentState(): EnrollmentState {
  return { phase: INITIAL_PHASE, values: initialEnrollmentValues() }
}

/** SPEC.md §4 "Enrollment phase": set directly; values merged, the new overriding the old. */
export function mergeEnrollmentValues(
  current: EnrollmentValues,
  next: Partial<EnrollmentValues>,
): EnrollmentValues {
  return { ...current, ...next }
}

/**
 * Values read back from a draft (the tab's sessionStorage), which may be from an older form or
 * altered: every field the form has, taken from the draft where it is text, else its default.
 * Nothing typed is dropped unless the form no longer has the field.
 */
export function restoreEnrollmentValues(saved: unknown): EnrollmentValues {
  const values = overlay(initialEnrollmentValues(), saved)
  const students = isRecord(saved) && Array.isArray(saved.students) ? saved.students : []
  values.students =
    students.length > 0
      ? students.map((student) => overlay(initialStudent(), student))
      : [initialStudent()]
  return values
}
