// The enrolment form's starting values (SPEC.md §3 and §9 defaults) and its phase (SPEC.md §4).
import { INITIAL_PHASE } from './constants'
import { ENROLLMENT_DESCRIPTIONS, startingValues, STUDENT_DESCRIPTIONS } from './fields'
import type { EnrollmentPhase, EnrollmentValues, StudentValues } from './types'

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The starting values with every text field of `saved` that is text laid over them. */
export function overlay<T extends object>(start: T, saved: unknown): T {
  if (!isRecord(saved)) return start
  const result: Record<string, unknown> = { ...(start as Record<string, unknown>) }
  for (const key of Object.keys(start)) {
    if (typeof result[key] === 'string' && typeof saved[key] === 'string') result[key] = saved[key]
  }
  return result as T
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
