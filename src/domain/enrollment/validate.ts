// The enrolment form's validation as the API server and the form call it.
import { validateWith, type ValidationResult } from '../formErrors'
import { enrollmentFieldNameOf } from './fieldNames'
import { enrollmentSchema } from './schema'
import type { EnrollmentValues } from './types'

/**
 * Synchronous: every rule is synchronous, so a route handler can call it inline. A body with a
 * field the form does not have is invalid, with the reason in formErrors.
 */
export function validateEnrollment(input: unknown): ValidationResult<EnrollmentValues> {
  return validateWith(enrollmentSchema, input, enrollmentFieldNameOf)
}
