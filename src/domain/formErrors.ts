// Form validation with yup into SPEC.md §3's "Form error payload" (see formErrorPayload.ts).
import { ValidationError, type ObjectSchema } from 'yup'
import { FALLBACK_MESSAGE } from './enrollment/messages'
import {
  addFormError,
  emptyFormErrors,
  type FieldNameOf,
  type FormErrors,
  type ValidationResult,
} from './formErrorPayload'

export * from './formErrorPayload'

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
