import { useField, useFormikContext, type FieldHookConfig } from 'formik'
import { createContext, useContext } from 'react'

/**
 * A form whose inputs are named otherwise than the Formik values' paths provides the mapping:
 * the enrolment form names a student's inputs `student-0-firstName` (SPEC.md §3), kept in Formik
 * under `students[0].firstName`. Without a provider a field's name is its path.
 */
export const FieldPathContext = createContext<(name: string) => string>((name) => name)

/**
 * SPEC.md §5: "Form id prefix formulate-"; the hint and the errors hang off the control's id,
 * made of the input's name: `formulate-student-0-firstName`. Dots become dashes, so that an id
 * made of a path needs no escaping in CSS selectors.
 */
export const fieldId = (name: string) => `formulate-${name.replace(/\./g, '-')}`
export const hintId = (name: string) => `${fieldId(name)}-hint`
export const errorsId = (name: string) => `${fieldId(name)}-errors`

/** What the labelled control (or radio group) carries: its id and its state for assistive tech. */
export interface A11yProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

/** A field's error as a list: one schema message, or a server's several (see applyServerErrors). */
export function errorMessages(error: unknown): string[] {
  if (typeof error === 'string') return error ? [error] : []
  if (Array.isArray(error)) return error.flatMap(errorMessages)
  if (error && typeof error === 'object') return Object.values(error).flatMap(errorMessages)
  return []
}

/**
 * A field's Formik state plus what its frame shows. SPEC.md §5 "Errors display on blur by
 * default": errors show once the field is touched or a submit was tried, never while it is first
 * typed into.
 */
export function useFieldFeedback<V>(config: string | FieldHookConfig<V>, hint?: string) {
  const name = typeof config === 'string' ? config : config.name
  const path = useContext(FieldPathContext)(name)
  const [formikField, meta, helpers] = useField<V>(
    typeof config === 'string' ? path : { ...config, name: path },
  )
  const { submitCount, handleChange, handleBlur } = useFormikContext()
  // Formik's own handlers read the input's name: bound to the path when the two differ.
  const field =
    path === name
      ? formikField
      : { ...formikField, name, onChange: handleChange(path), onBlur: handleBlur(path) }
  const errors = Boolean(meta.touched) || submitCount > 0 ? errorMessages(meta.error) : []
  const showErrors = errors.length > 0
  const describedBy = [hint ? hintId(name) : '', showErrors ? errorsId(name) : '']
    .filter(Boolean)
    .join(' ')
  /** Spread on the control (or on the radio group) that the label names. */
  const a11yProps: A11yProps = {
    id: fieldId(name),
    'aria-describedby': describedBy || undefined,
    'aria-invalid': showErrors || undefined,
  }
  return { field, helpers, errors, a11yProps }
}
