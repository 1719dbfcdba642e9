import type { ValidationResult } from '../../src/domain/formErrorPayload'

/** What a validator says about some values, read the way the tests ask for it. */
export function errorReaders(validate: (values: unknown) => ValidationResult<unknown>) {
  function inputErrors(values: unknown): Record<string, string[]> {
    const result = validate(values)
    return result.valid ? {} : result.errors.inputErrors
  }

  function formErrors(values: unknown): string[] {
    const result = validate(values)
    return result.valid ? [] : result.errors.formErrors
  }

  /** The messages of one field, [] when it has none. */
  const errorsOf = (values: unknown, field: string): string[] => inputErrors(values)[field] ?? []

  return { inputErrors, formErrors, errorsOf }
}
