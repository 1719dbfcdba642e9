// /zapisy-do-szkoly/ (issue #6): the information phase, then the form, then the confirmation.
// The form's code (Formik, yup, the form kit) is loaded only when a parent goes on to the form,
// so the information phase costs no more than any reading page.
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import type { ConfirmationSender } from '../../domain/enrollment/constants'
import type { EnrollmentPhase, EnrollmentValues } from '../../domain/enrollment/types'
import formPageText from '../../domain/i18n/compiled/formPage'
import { useText } from '../../i18n/useText'
import { FORM_OPENING_CLASS } from '../FormOpening'
import { FormPage, LoadingForm, StartLink, type FormPageProps } from '../FormPage'
import { NoScriptContact, OfficeContactContext } from '../OfficeContact'
import { useFormDraft } from '../useDraft'
import { forgetSentNumber, rememberSentNumber, sentNumberOfEntry } from './sentNumber'
import * as styles from './Enrollment.module.css'

export const ENROLLMENT_FORM_ID = 'enrollment'
export const FORM_HASH = '#formularz'

const loadForm = () => import(/* webpackChunkName: "enrollment-form" */ './EnrollmentForm')
const EnrollmentForm = lazy(loadForm)
const EnrollmentConfirmation = lazy(
  () => import(/* webpackChunkName: "enrollment-confirmation" */ './EnrollmentConfirmation'),
)

type Phase = 'info' | 'form' | 'sent'

interface Sent {
  number: string
  /** Only in the page that sent them; an entry revisited by Back or Forward has the number only. */
  values: EnrollmentValues | null
  sender: ConfirmationSender
}

export function Enrollment({ intro, school, office }: FormPageProps) {
  const { ready, draft, save, clear, handlers } = useFormDraft<EnrollmentValues, EnrollmentPhase>(
    ENROLLMENT_FORM_ID,
  )
  const [phase, setPhase] = useState<Phase>('info')
  const [sent, setSent] = useState<Sent | null>(null)
  const restored = useRef(false)
  const startRef = useRef<HTMLAnchorElement>(null)
  const t = useText(formPageText)

  // A parent who reloads (or comes back in the same tab) mid-form is taken back to the form, and
  // a link to /zapisy-do-szkoly/#formularz opens it directly.
  useEffect(() => {
    if (!ready || restored.current) return
    restored.current = true
    const entry = sentNumberOfEntry()
    if (entry) {
      setSent({ ...entry, values: null })
      setPhase('sent')
      return
    }
    // As a transition: the form's first render is long, and React then does it in slices that
    // leave the page answering (issue #9, total blocking time).
    if (draft?.phase === 'form' || window.location.hash === FORM_HASH) {
      startTransition(() => setPhase('form'))
    }
  }, [ready, draft])

  function start() {
    setPhase('form')
    if (draft) save({ ...draft, phase: 'form' })
  }

  function backToInfo() {
    document.documentElement.classList.remove(FORM_OPENING_CLASS)
    if (draft) save({ ...draft, phase: 'info' })
    setPhase('info')
    requestAnimationFrame(() => startRef.current?.focus())
  }

  function onSent(number: string, sentValues: EnrollmentValues, sender: ConfirmationSender) {
    document.documentElement.classList.remove(FORM_OPENING_CLASS)
    clear()
    rememberSentNumber(number, sender)
    setSent({ number, values: sentValues, sender })
    setPhase('sent')
  }

  function again() {
    forgetSentNumber()
    setSent(null)
    setPhase('form')
  }

  let content: ReactNode
  if (phase === 'sent' && sent) {
    content = (
      <Suspense fallback={<p>{t('loading')}</p>}>
        <EnrollmentConfirmation {...sent} school={school} onAgain={again} />
      </Suspense>
    )
  } else if (phase === 'form') {
    content = (
      <LoadingForm ready={ready}>
        <EnrollmentForm
          {...handlers}
          school={school}
          draft={draft?.values}
          onSent={onSent}
          onBack={backToInfo}
        />
      </LoadingForm>
    )
  } else {
    content = (
      <>
        <p className={styles.start}>
          {/* A link to the form's address: a tap before the page's code has run is kept in the
              address and opens the form when it has (issue #33). Loading starts as soon as the
              parent shows the intent, so the click rarely waits. */}
          <StartLink
            ref={startRef}
            href={FORM_HASH}
            onIntent={() => void loadForm()}
            onStart={start}
          >
            {t('enrollmentStart')}
          </StartLink>
        </p>
        <NoScriptContact office={office} what={t('enrollmentName')} />
      </>
    )
  }

  // The form takes the start button's place.
  return (
    <OfficeContactContext.Provider value={office}>
      <FormPage intro={intro}>{content}</FormPage>
    </OfficeContactContext.Provider>
  )
}
