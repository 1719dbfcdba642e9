// The frame both forms (enrolment, survey) draw their fields in: Formik, the heading and the notes,
// the draft kept in step, focus on the first error, and once every block is drawn the footer.
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { FieldPathContext } from '../components/form'
import type { ValidationResult } from '../domain/formErrors'
import { DraftKeeper, FocusFirstError, FormFooter, useFormSender } from './FormEffects'
import { formikValidate, type PathOf } from './formik'
import type { PendingSubmission } from './pending'
import type { DraftFormText } from './draftFormText'
import formsText from '../domain/i18n/compiled/forms'
import { useText } from '../i18n/useText'
import * as styles from './enrollment/Enrollment.module.css'

/** What a form page hands its form: the draft's handlers and the way back. */
export interface DraftFormHandlers<T> {
  pending: PendingSubmission | undefined
  onValuesChange: (values: T) => void
  onPending: (pending: PendingSubmission, values: T) => void
  onClear: () => void
  onBack: () => void
}

interface DraftFormProps<T, R> extends DraftFormHandlers<T> {
  /** `enrollment`: the heading is `enrollment-form-heading`, which names the form. */
  id: string
  text: DraftFormText
  /** The API path the values are sent to, e.g. /api/enrollments. */
  path: string
  /** As useState takes them: the values, or a function computing them once. */
  initialValues: T | (() => T)
  /** The starting values the form is cleared to. */
  empty: () => T
  /** The same validation the API runs. */
  validate: (values: T) => ValidationResult<T>
  /** The Formik path of a field name in the validation's and the server's errors. */
  pathOf: PathOf
  /** After a 2xx, with the server's answer. */
  onSent: (answer: R, values: T) => void
  /** Whether the last block is drawn (useBlocksInTurn): the footer comes after it. */
  complete: boolean
  children: ReactNode
}

export function DraftForm<T extends FormikValues, R>({
  id,
  text,
  path,
  initialValues,
  empty,
  validate,
  pathOf,
  onSent,
  complete,
  children,
  pending,
  onValuesChange,
  onPending,
  onClear,
  onBack,
}: DraftFormProps<T, R>) {
  const [start] = useState(initialValues)
  const [emptyValues] = useState(empty)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const sender = useFormSender<T, R>({ path, pending, onPending, pathOf })
  const headingId = `${id}-form-heading`
  const t = useText(formsText)

  useEffect(() => headingRef.current?.focus(), [])

  async function onSubmit(values: T, helpers: FormikHelpers<T>) {
    const answer = await sender.send(values, helpers)
    if (answer) onSent(answer, values)
  }

  return (
    <Formik<T>
      initialValues={start}
      validate={formikValidate(validate, pathOf)}
      onSubmit={onSubmit}
    >
      <FieldPathContext.Provider value={pathOf}>
        <Form ref={sender.formRef} noValidate className={styles.form} aria-labelledby={headingId}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {text.heading}
          </h2>
          <p className={styles.note}>{text.requiredNote}</p>
          <p className={styles.note}>{t('draftNote')}</p>
          <DraftKeeper empty={emptyValues} onChange={onValuesChange} onEmpty={onClear} />
          <FocusFirstError form={sender.formRef} />
          {children}
          {complete && (
            <FormFooter
              state={sender.state}
              submitLabel={text.submitLabel}
              backLabel={text.backLabel}
              onBack={onBack}
              empty={empty}
              onCleared={() => headingRef.current?.focus()}
              forget={sender.forget}
              styles={styles}
            />
          )}
        </Form>
      </FieldPathContext.Provider>
    </Formik>
  )
}
