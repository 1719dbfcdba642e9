// Form validation with yup into SPEC.md §3's "Form error payload" (see formErrorPayload.ts).
import { ValidationError, type ObjectSchema } from 'yup'
import { FALLBACK_MESSAGE } from './enrollment/messages'
import {
  addFormError,
  emptyFormErrors,
  ERROR_CODE_PARAM,
  type ErrorCode,
  type FieldNameOf,
  type FormErrors,
  type ValidationResult,
} from './formErrorPayload'

export * from './formErrorPayload'

/** The values of yup's own length rules that their messages may name. */
const LIMIT_PARAMS = ['min', 'max', 'length'] as const

/**
 * A yup error's code (issue #35): the one its rule gave (the message's catalog id and values),
 * else one from yup's own test: a missing or wrong value is `required` or `invalid` on a field
 * and `notAForm` for the whole body, an unknown field `unknownFields`; other tests by their name.
 */
export function errorCodeOf(leaf: ValidationError, formLevel = !leaf.path): ErrorCode {
  const params = (leaf.params ?? {}) as Record<string, unknown>
  const given = params[ERROR_CODE_PARAM] as ErrorCode | undefined
  if (given && typeof given.code === 'string') return given
  const type = leaf.type ?? ''
  if (type === 'noUnknown')
    return { code: 'unknownFields', params: { unknown: String(params.unknown ?? '') } }
  if (formLevel) {
    if (['typeError', 'defined', 'nullable', 'optionality'].includes(type))
      return { code: 'notAForm' }
  }
  if (['defined', 'nullable', 'optionality', 'required'].includes(type)) return { code: 'required' }
  if (type === 'typeError' || !type) return { code: 'invalid' }
  const limits = Object.fromEntries(
    LIMIT_PARAMS.filter((key) => typeof params[key] === 'number').map((key) => [
      key,
      params[key] as number,
    ]),
  )
  return Object.keys(limits).length > 0 ? { code: type, params: limits } : { code: type }
}

export function formErrorsFrom(error: ValidationError, fieldNameOf: FieldNameOf): FormErrors {
  const errors = emptyFormErrors()
  for (const leaf of error.inner.length > 0 ? error.inner : [error]) {
    const field = leaf.path ? fieldNameOf(leaf.path) : undefined
    addFormError(errors, field, leaf.message || FALLBACK_MESSAGE, errorCodeOf(leaf, !field))
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
