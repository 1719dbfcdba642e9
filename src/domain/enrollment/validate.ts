// The enrolment form's validation as the API server and the form call it.
import { hasFormErrors, validateWith, type ValidationResult } from '../formErrors'
import { enrollmentFieldNameOf } from './fieldNames'
import { withPhonesFormatted } from './phone'
import type { Language } from '../i18n/languages'
import { enrollmentSchemasIn } from './schema'
import type { SchoolOptions } from './school'
import { schoolChoiceErrors } from './schoolErrors'
import type { EnrollmentValues } from './types'

/** The family's phones, written as the spec's (123) 456-7890 whichever way they were typed. */
export const ENROLLMENT_PHONES = ['motherPhone', 'fatherPhone', 'erPhone'] as const

/**
 * Synchronous: every rule is synchronous, so a route handler can call it inline. A body with a
 * field the form does not have is invalid, with the reason in formErrors. A valid body's phones
 * come back as (123) 456-7890, as they are stored and mailed.
 */
export function validateEnrollment(
  input: unknown,
  language: Language = 'pl',
): ValidationResult<EnrollmentValues> {
  const result = validateWith(
    enrollmentSchemasIn(language).enrollment,
    input,
    enrollmentFieldNameOf,
  )
  return result.valid
    ? { valid: true, value: withPhonesFormatted(result.value, ENROLLMENT_PHONES) }
    : result
}

/**
 * The whole check the API makes, and the form before sending: the schema, then the levels and
 * shifts the school offers. One function, so both accept exactly the same; the messages are in
 * `language` (the page's, the request's).
 */
export function validateEnrollmentFor(
  school: SchoolOptions,
  input: unknown,
  language: Language = 'pl',
): ValidationResult<EnrollmentValues> {
  const result = validateEnrollment(input, language)
  if (!result.valid) return result
  const choices = schoolChoiceErrors(result.value, school, language)
  return hasFormErrors(choices) ? { valid: false, errors: choices } : result
}
