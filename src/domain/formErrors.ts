// SPEC.md §3 "Form error payload": errors of the form as a whole, and errors by field name.
import { ValidationError, type ObjectSchema } from 'yup'
import { FALLBACK_MESSAGE } from './enrollment/messages'

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

export function formErrorsFrom(error: ValidationError, fieldNameOf: FieldNameOf): FormErrors {
  const errors = emptyFormErrors()
  for (const leaf of error.inner.length > 0 ? error.inner : [error]) {
    const field = leaf.path ? fieldNameOf(leaf.path) : undefined
    addFormError(errors, field, leaf.message || FALLBACK_MESSAGE)
  }
  return errors
}

/**
 * Validates synchronously with every error collected. On success the value is the input with
 * missing optional text filled in with its default ('').
 */
export function validateWith<T extends object>(
  schema: ObjectSchema<T>,
  input: unknown,
  fieldNameOf: FieldNameOf,
): ValidationResult<T> {
  try {
    schema.validateSync(input, { abortEarly: false })
    return { valid: true, value: schema.cast(input) as T }
  } catch (error) {
    if (!ValidationError.isError(error)) throw error
    return { valid: false, errors: formErrorsFrom(error, fieldNameOf) }
  }
}
