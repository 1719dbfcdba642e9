// /listy-mailowe/ (issue #34), loaded after the page (Subscribe.tsx): a parent's address and the
// lists it wants, sent to POST /api/subscriptions; then "check your mail", whatever the address was.
import { Form, Formik, type FormikHelpers } from 'formik'
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import {
  CheckboxGroup,
  FormErrorSummary,
  SubmitButton,
  TextField,
  type CheckboxSection,
} from '../../components/form'
import type { SubscribeAccepted } from '../../domain/api/subscriptions'
import {
  checkSubscribe,
  EMAIL_MAX_LENGTH,
  LIST_NAMES_PL,
  SCHOOL_LISTS,
  type SubscribeValues,
} from '../../domain/subscriptions'
import { FocusFirstError, SendStatus, useFormSender } from '../FormEffects'
import { formikValidate } from '../formik'
import { OfficeContactContext } from '../OfficeContact'
import type { SubscribeProps } from './Subscribe'
import {
  AGAIN_LABEL,
  CLASSES_SECTION,
  EMAIL_LABEL,
  FORM_HEADING,
  LISTS_HINT,
  LISTS_LABEL,
  REQUIRED_NOTE,
  SCHOOL_SECTION,
  SENT_HEADING,
  SENT_TEXT,
  SUBMIT_LABEL,
} from './text'
import * as styles from '../enrollment/Enrollment.module.css'

export const SUBSCRIBE_PATH = '/api/subscriptions'

const empty = (): SubscribeValues => ({ email: '', lists: [] })
const samePath = (name: string) => name
/** Nothing is kept between visits: an address typed on a shared computer goes with the page. */
const noDraft = () => undefined

/** The form, then the words that say a confirmation link was mailed. No box is ticked at first. */
export default function Subscribe({ levels, office }: SubscribeProps) {
  const [sent, setSent] = useState(false)
  const sentRef = useRef<HTMLHeadingElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shown = useRef(false)
  useEffect(() => {
    if (sent) sentRef.current?.focus()
    else if (shown.current) headingRef.current?.focus()
    shown.current = true
  }, [sent])

  if (sent) {
    return (
      <section className={styles.confirmation} aria-labelledby="subscribe-sent-heading">
        <h2 id="subscribe-sent-heading" ref={sentRef} tabIndex={-1} className={styles.heading}>
          {SENT_HEADING}
        </h2>
        {SENT_TEXT.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <button type="button" className="button" onClick={() => setSent(false)}>
          {AGAIN_LABEL}
        </button>
      </section>
    )
  }
  return (
    <OfficeContactContext.Provider value={office}>
      <SubscribeForm levels={levels} headingRef={headingRef} onSent={() => setSent(true)} />
    </OfficeContactContext.Provider>
  )
}

function SubscribeForm({
  levels,
  headingRef,
  onSent,
}: Pick<SubscribeProps, 'levels'> & {
  headingRef: RefObject<HTMLHeadingElement>
  onSent: () => void
}) {
  const sections: CheckboxSection[] = useMemo(
    () => [
      {
        label: CLASSES_SECTION,
        options: levels.map((level) => ({ value: level.levelId, label: level.levelName })),
      },
      {
        label: SCHOOL_SECTION,
        options: SCHOOL_LISTS.map((list) => ({ value: list, label: LIST_NAMES_PL[list] })),
      },
    ],
    [levels],
  )
  const validate = useMemo(() => {
    const known = new Set(sections.flatMap((section) => section.options.map((o) => o.value)))
    return formikValidate<SubscribeValues>((values) => {
      const checked = checkSubscribe(values, known)
      return checked.valid ? { valid: true, value: values } : checked
    }, samePath)
  }, [sections])
  const sender = useFormSender<SubscribeValues, SubscribeAccepted>({
    path: SUBSCRIBE_PATH,
    pending: undefined,
    onPending: noDraft,
    pathOf: samePath,
  })

  async function onSubmit(values: SubscribeValues, helpers: FormikHelpers<SubscribeValues>) {
    const answer = await sender.send(values, helpers)
    if (answer) onSent()
  }

  return (
    <Formik<SubscribeValues> initialValues={empty()} validate={validate} onSubmit={onSubmit}>
      <Form
        ref={sender.formRef}
        noValidate
        className={styles.form}
        aria-labelledby="subscribe-form-heading"
      >
        <h2 id="subscribe-form-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {FORM_HEADING}
        </h2>
        <p className={styles.note}>{REQUIRED_NOTE}</p>
        <FocusFirstError form={sender.formRef} />
        <TextField
          name="email"
          label={EMAIL_LABEL}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <CheckboxGroup
          name="lists"
          label={LISTS_LABEL}
          hint={LISTS_HINT}
          required
          sections={sections}
        />
        <FormErrorSummary />
        <SendStatus state={sender.state} className={styles.status} />
        <div className={styles.actions}>
          <SubmitButton label={SUBMIT_LABEL} />
        </div>
      </Form>
    </Formik>
  )
}
