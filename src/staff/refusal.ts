import type { FormikHelpers } from 'formik'
import { applyServerErrors } from '../components/form'
import { isStaffError, isUnauthorized, messageOf } from './api'

/** The API's problem behind a refusal, or nothing when it was not the API that refused. */
export const problemOf = (error: unknown) => (isStaffError(error) ? error.problem : undefined)

/**
 * A refused staff form's errors where the form shows them: the server's messages beside the fields
 * it names, or its message above the form when it names none. A 401 shows nothing here: the
 * session has already sent the editor to the login (./session.tsx).
 */
export function showRefusal<T>(helpers: FormikHelpers<T>, caught: unknown): void {
  if (isUnauthorized(caught)) return
  const inputErrors = problemOf(caught)?.inputErrors
  applyServerErrors(helpers, {
    formErrors: inputErrors ? [] : [messageOf(caught)],
    inputErrors: inputErrors ?? {},
  })
}
