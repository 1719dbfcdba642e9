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
import subscribeText from '../../domain/i18n/compiled/subscribe'
import {
  checkSubscribe,
  EMAIL_MAX_LENGTH,
  SCHOOL_LISTS,
  schoolListNames,
  type SubscribeValues,
} from '../../domain/subscriptions'
import { useLanguage } from '../../i18n/useText'
import { FocusFirstError, SendStatus, useFormSender } from '../FormEffects'
import { formikValidate } from '../formik'
import { OfficeContactContext } from '../OfficeContact'
import type { SubscribeProps } from './Subscribe'
import * as styles from '../enrollment/Enrollment.module.css'

export const SUBSCRIBE_PATH = '/api/subscriptions'

const empty = (): SubscribeValues => ({ email: '', lists: [] })
const samePath = (name: string) => name
/** Nothing is kept between visits: an address typed on a shared computer goes with the page. */
const noDraft = () => undefined

/** The form, then the words that say a confirmation link was mailed. No box is ticked at first. */
export default function Subscribe({ levels, office }: SubscribeProps) {
  const t = subscribeText.in(useLanguage())
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
          {t('sentHeading')}
        </h2>
        <p>{t('sent1')}</p>
        <p>{t('sent2')}</p>
        <button type="button" className="button" onClick={() => setSent(false)}>
          {t('again')}
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
  // The page's language (issue #35): the words, the classes' names and the check's messages.
  const language = useLanguage()
  const t = subscribeText.in(language)
  const sections: CheckboxSection[] = useMemo(() => {
    const names = schoolListNames(language)
    const words = subscribeText.in(language)
    return [
      {
        label: words('classesSection'),
        options: levels.map((level) => ({
          value: level.levelId,
          label: (language === 'en' && level.nameEn) || level.levelName,
        })),
      },
      {
        label: words('schoolSection'),
        options: SCHOOL_LISTS.map((list) => ({ value: list, label: names[list] })),
      },
    ]
  }, [levels, language])
  const validate = useMemo(() => {
    const known = new Set(sections.flatMap((section) => section.options.map((o) => o.value)))
    return formikValidate<SubscribeValues>((values) => {
      const checked = checkSubscribe(values, known, language)
      return checked.valid ? { valid: true, value: values } : checked
    }, samePath)
  }, [sections, language])
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
          {t('formHeading')}
        </h2>
        <p className={styles.note}>{t('requiredNote')}</p>
        <FocusFirstError form={sender.formRef} />
        <TextField
          name="email"
          label={t('emailLabel')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <CheckboxGroup
          name="lists"
          label={t('listsLabel')}
          hint={t('listsHint')}
          required
          sections={sections}
        />
        <FormErrorSummary />
        <SendStatus state={sender.state} className={styles.status} />
        <div className={styles.actions}>
          <SubmitButton label={t('submit')} />
        </div>
      </Form>
    </Formik>
  )
}
