import { setIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik'
import type { FormErrors } from '../../domain/formErrors'
import formsText from '../../domain/i18n/compiled/forms'
import { useText } from '../../i18n/useText'
import * as styles from './FormErrorSummary.module.css'

/** What applyServerErrors leaves in Formik's status for the summary to show. */
export interface ServerErrorStatus {
  formErrors: string[]
}

type Helpers = Pick<FormikHelpers<unknown>, 'setErrors' | 'setFieldTouched' | 'setStatus'>

/**
 * Puts a server's SPEC.md §3 "Form error payload" into Formik from an onSubmit: each field's
 * messages become its error (shown at once, as the field is marked touched) and the form's own
 * messages go to `status` for FormErrorSummary. Touched goes first and without validating, which
 * would otherwise replace these errors with the schema's. The next validation (any change or
 * blur) clears them, as the visitor starts correcting.
 */
export function applyServerErrors(formik: Helpers, { formErrors, inputErrors }: FormErrors): void {
  let errors: FormikErrors<unknown> = {}
  for (const [name, messages] of Object.entries(inputErrors)) {
    void formik.setFieldTouched(name, true, false)
    // An array, not a string: useFieldFeedback lists every message the server gave.
    errors = setIn(errors, name, messages)
  }
  formik.setErrors(errors)
  formik.setStatus({ formErrors } satisfies ServerErrorStatus)
}

function formErrorsOf(status: unknown): string[] {
  const list = (status as Partial<ServerErrorStatus> | undefined)?.formErrors
  return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : []
}

/**
 * The errors about the form as a whole, from the last server answer, in an alert: it is read out
 * when it appears. Renders nothing when there are none.
 */
export function FormErrorSummary({ title }: { title?: string }) {
  const { status } = useFormikContext()
  const t = useText(formsText)
  const messages = formErrorsOf(status)
  if (messages.length === 0) return null
  return (
    <div role="alert" tabIndex={-1} className={styles.summary}>
      <p className={styles.title}>{title ?? t('errorsTitle')}</p>
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}
