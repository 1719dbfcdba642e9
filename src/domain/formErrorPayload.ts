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

export type ValidationResult<T> = { valid: true; value: T } | { valid: false; errors: FormErrors }

/** The form field a yup path belongs to, or undefined for an error about the whole form. */
export type FieldNameOf = (path: string) => string | undefined

export function emptyFormErrors(): FormErrors {
  return { formErrors: [], inputErrors: {} }
}

export function hasFormErrors(errors: FormErrors): boolean {
  return errors.formErrors.length > 0 || Object.keys(errors.inputErrors).length > 0
}

/** Adds a message once: under its field, or to the form's own errors when field is undefined. */
export function addFormError(errors: FormErrors, field: string | undefined, message: string): void {
  const list = field === undefined ? errors.formErrors : (errors.inputErrors[field] ??= [])
  if (!list.includes(message)) list.push(message)
}
