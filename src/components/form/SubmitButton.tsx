import { useFormikContext, type FormikErrors } from 'formik'
import { useEffect, useRef } from 'react'

export interface SubmitButtonProps {
  label: string
  /** SPEC.md §4 "emits failed-validation": called once per submit that ends with field errors. */
  onFailedValidation?: (errors: FormikErrors<unknown>) => void
}

/**
 * SPEC.md §4 "Form submission", with Formik doing most of it:
 * - ignored while loading: the button is disabled while `isSubmitting`, and a form whose submit
 *   button is disabled ignores Enter too (HTML "implicit submission");
 * - shows errors and validates all fields: Formik's submit touches every field and runs the
 *   schema; the fields show errors once `submitCount > 0`;
 * - on failure: Formik does not call onSubmit; `onFailedValidation` here is the event;
 * - on success, files are already uploaded: FileUpload uploads on choosing and keeps the form
 *   invalid until every file is in, so onSubmit gets their urls.
 *
 * A form uses it so (onSubmit returns its promise, which lets Formik clear `isSubmitting`):
 *
 *   <Formik initialValues={…} validationSchema={schema} onSubmit={async (values, helpers) => {
 *     helpers.setStatus(undefined)
 *     const answer = await send(values)
 *     if (!answer.ok) applyServerErrors(helpers, await answer.json())
 *   }}>
 *     <Form noValidate>
 *       <FormErrorSummary />
 *       …fields…
 *       <SubmitButton label="Wyślij" onFailedValidation={() => track('failed-validation')} />
 *     </Form>
 *   </Formik>
 */
export function SubmitButton({ label, onFailedValidation }: SubmitButtonProps) {
  const { isSubmitting, submitCount, errors } = useFormikContext()
  const reported = useRef(submitCount)
  const onFailed = useRef(onFailedValidation)
  onFailed.current = onFailedValidation

  // A submit attempt has ended once isSubmitting is false again after submitCount went up.
  useEffect(() => {
    if (isSubmitting || submitCount === reported.current) return
    reported.current = submitCount
    if (Object.keys(errors).length > 0) onFailed.current?.(errors)
  }, [isSubmitting, submitCount, errors])

  return (
    <button type="submit" className="button button--primary" disabled={isSubmitting}>
      {label}
    </button>
  )
}
