// SPEC.md §3 "Form error payload": errors of the form as a whole, and errors by field name.
// Plain data, with no validation library, so a page can use it without loading one.

/** What the API answers with a form's field errors (enrolment, survey, photo report). */
export const FORM_REFUSED_MESSAGE = 'Formularz zawiera błędy. Popraw zaznaczone pola.'

/** What the staff API answers with the field errors of a change it did not save. */
export const CHANGES_REFUSED_MESSAGE = 'Popraw zaznaczone pola: zmiany nie zostały zapisane.'

export interface FormErrors {
  /** Errors about no one field: unknown fields, a body that is not a form, too few students. */
  formErrors: string[]
  /** Keyed by the form's field names (`motherEmail`, `student-0-birthDate`). */
  inputErrors: Record<string, string[]>
}

/**
 * A message's stable code and the values it is worded with (issue #35): the same in every
 * language, so that a client may word it in its page's language. For a rule's message the code is
 * its catalog id (`required`, `max` with `{ n: 35 }`: src/domain/i18n/messages/enrollment.json).
 */
export interface ErrorCode {
  code: string
  params?: Record<string, string | number>
}

/** The param a yup test carries its message's code in: `{ params: { errorCode } }`. */
export const ERROR_CODE_PARAM = 'errorCode'

/** A yup test's params naming its message's code and values. */
export const codedParams = (code: string, params?: ErrorCode['params']) => ({
  [ERROR_CODE_PARAM]: params ? { code, params } : { code },
})

/** The code of a message that was given none: a value the form does not take. */
export const UNCODED: ErrorCode = { code: 'invalid' }

/** The codes beside a refused form's messages, one for each message, in the same order. */
export interface FormErrorCodes {
  formErrorCodes: ErrorCode[]
  inputErrorCodes: Record<string, ErrorCode[]>
}

// Each FormErrors' codes, by field and message: kept apart from the messages, so that the payload
// the forms and tests read stays SPEC.md §3's {formErrors, inputErrors}.
const FORM_LEVEL = '\u0000form'
const codesOf = new WeakMap<FormErrors, Map<string, ErrorCode>>()
const codeKey = (field: string | undefined, message: string) =>
  `${field ?? FORM_LEVEL}\u0000${message}`

export type ValidationResult<T> = { valid: true; value: T } | { valid: false; errors: FormErrors }

/** The form field a yup path belongs to, or undefined for an error about the whole form. */
export type FieldNameOf = (path: string) => string | undefined

export function emptyFormErrors(): FormErrors {
  return { formErrors: [], inputErrors: {} }
}

export function hasFormErrors(errors: FormErrors): boolean {
  return errors.formErrors.length > 0 || Object.keys(errors.inputErrors).length > 0
}

/**
 * Adds a message once: under its field, or to the form's own errors when field is undefined; with
 * its code and values when the caller knows them.
 */
export function addFormError(
  errors: FormErrors,
  field: string | undefined,
  message: string,
  code?: ErrorCode,
): void {
  const list = field === undefined ? errors.formErrors : (errors.inputErrors[field] ??= [])
  if (list.includes(message)) return
  list.push(message)
  if (!code) return
  let codes = codesOf.get(errors)
  if (!codes) codesOf.set(errors, (codes = new Map()))
  codes.set(codeKey(field, message), code)
}

/** The code of each message of `errors`, in the messages' order; UNCODED where none was given. */
export function formErrorCodes(errors: FormErrors): FormErrorCodes {
  const codes = codesOf.get(errors)
  const of = (field: string | undefined, messages: string[]) =>
    messages.map((message) => codes?.get(codeKey(field, message)) ?? UNCODED)
  return {
    formErrorCodes: of(undefined, errors.formErrors),
    inputErrorCodes: Object.fromEntries(
      Object.entries(errors.inputErrors).map(([field, messages]) => [field, of(field, messages)]),
    ),
  }
}

/**
 * What the API answers with a refused form (SPEC.md §3's payload), and beside the messages, which
 * are in the request's language, their codes and values, which are the same in every language.
 */
export function formErrorAnswer(errors: FormErrors): FormErrors & FormErrorCodes {
  return {
    formErrors: errors.formErrors,
    inputErrors: errors.inputErrors,
    ...formErrorCodes(errors),
  }
}
