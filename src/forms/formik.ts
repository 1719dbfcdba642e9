// Between the domain's validation ({formErrors, inputErrors} by field name) and Formik's errors.
import { setIn, type FormikErrors } from 'formik'
import type { FormErrors, ValidationResult } from '../domain/formErrors'

/** A field name of the error payload (`student-0-birthDate`) → the Formik path it is kept under. */
export type PathOf = (fieldName: string) => string

/** Each field's messages as Formik errors (a list, which the form kit shows in full). */
export function toFormikErrors<T>(errors: FormErrors, pathOf: PathOf): FormikErrors<T> {
  let result: FormikErrors<T> = {}
  for (const [name, messages] of Object.entries(errors.inputErrors)) {
    if (messages.length > 0) result = setIn(result, pathOf(name), messages) as FormikErrors<T>
  }
  return result
}

/** A Formik `validate` from a domain validation. Errors about the whole form have no field here. */
export function formikValidate<T>(
  validate: (values: T) => ValidationResult<T>,
  pathOf: PathOf,
): (values: T) => FormikErrors<T> {
  return (values) => {
    const result = validate(values)
    return result.valid ? {} : toFormikErrors<T>(result.errors, pathOf)
  }
}

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button'

/**
 * Moves focus to the first field marked invalid, in the order of the page (issue #6: "a failed
 * validation shows all errors and moves focus to the first one"). A radio group's fieldset is
 * marked, not its inputs: focus goes to its checked option or its first.
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!marked) return false
  const target = marked.matches(FOCUSABLE)
    ? marked
    : (marked.querySelector<HTMLElement>('input:checked') ??
      marked.querySelector<HTMLElement>(FOCUSABLE))
  target?.focus()
  return Boolean(target)
}
