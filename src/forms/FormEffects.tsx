// What both forms (enrolment, survey) do around Formik: keep the draft, focus the first error,
// send with one key and retries, and say what is happening.
import { useFormikContext, type FormikHelpers } from 'formik'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { AcceptModal } from '../components/AcceptModal'
import { applyServerErrors, FormErrorSummary, SubmitButton } from '../components/form'
import { focusFirstInvalid, type PathOf } from './formik'
import { serverDownMessage, useOfficeContact } from './OfficeContact'
import { submissionFor, type PendingSubmission } from './pending'
import formsText from '../domain/i18n/compiled/forms'
import { useLanguage, useText } from '../i18n/useText'
import { submitForm } from './submit'

/**
 * Keeps the draft in step with what is typed. A form back at its starting values (nothing typed,
 * or just cleared) has no draft at all.
 */
export function DraftKeeper<T>({
  empty,
  onChange,
  onEmpty,
}: {
  empty: T
  onChange: (values: T) => void
  onEmpty: () => void
}) {
  const { values } = useFormikContext<T>()
  const emptyJson = useRef(JSON.stringify(empty))
  const last = useRef(JSON.stringify(values))
  useEffect(() => {
    const json = JSON.stringify(values)
    if (json === last.current) return
    last.current = json
    if (json === emptyJson.current) onEmpty()
    else onChange(values)
  }, [values, onChange, onEmpty])
  return null
}

/** After a submit that fails validation, focus goes to the first field in error. */
export function FocusFirstError({ form }: { form: RefObject<HTMLFormElement> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext()
  const seen = useRef(submitCount)
  useEffect(() => {
    if (isSubmitting || submitCount === seen.current) return
    seen.current = submitCount
    if (!isValid) requestAnimationFrame(() => focusFirstInvalid(form.current))
  }, [submitCount, isSubmitting, isValid, form])
  return null
}

export type SendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'retrying'; retry: number; of: number }

/** A polite live region: "Wysyłanie…", then each retry. */
export function SendStatus({ state, className }: { state: SendState; className?: string }) {
  const t = useText(formsText)
  return (
    <p role="status" className={className}>
      {state.kind === 'sending' && t('sending')}
      {state.kind === 'retrying' && t('retrying', { retry: state.retry, of: state.of })}
    </p>
  )
}

interface SenderOptions<T> {
  /** The API path, e.g. /api/enrollments. */
  path: string
  /** The key of an earlier attempt, from the draft. */
  pending: PendingSubmission | undefined
  /** Called before sending, so the draft keeps the key with the values. */
  onPending: (pending: PendingSubmission, values: T) => void
  /** The Formik path of a field name in the server's errors. */
  pathOf: PathOf
}

/**
 * SPEC.md §4 "Form submission" after validation: send the values with their key; on a 2xx hand
 * back the answer; on 400/422 put the server's errors beside the fields; after the retries say
 * so. In every case but a 2xx the values stay where they are.
 */
export function useFormSender<T, R>({ path, pending, onPending, pathOf }: SenderOptions<T>) {
  const [state, setState] = useState<SendState>({ kind: 'idle' })
  const office = useOfficeContact()
  const language = useLanguage()
  const t = formsText.in(language)
  const last = useRef(pending)
  const formRef = useRef<HTMLFormElement>(null)

  async function send(values: T, helpers: FormikHelpers<T>): Promise<R | undefined> {
    helpers.setStatus(undefined)
    const submission = submissionFor(values, last.current)
    last.current = submission
    onPending(submission, values)
    setState({ kind: 'sending' })
    const outcome = await submitForm<R>(path, values, {
      idempotencyKey: submission.key,
      language,
      onRetry: (retry, of) => setState({ kind: 'retrying', retry, of }),
    })
    setState({ kind: 'idle' })
    if (outcome.kind === 'sent') return outcome.body
    if (outcome.kind === 'invalid') {
      const inputErrors = Object.fromEntries(
        Object.entries(outcome.errors.inputErrors).map(([name, list]) => [pathOf(name), list]),
      )
      const formErrors =
        outcome.errors.formErrors.length > 0
          ? outcome.errors.formErrors
          : [outcome.message || t('invalidAnswer')]
      applyServerErrors(helpers, { formErrors, inputErrors })
    } else if (outcome.kind === 'limited') {
      helpers.setStatus({ formErrors: [outcome.message || t('tooMany')] })
    } else {
      // Offline, the parent's connection is what failed; online, the school's server (issue #33).
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false
      helpers.setStatus({
        formErrors: [offline ? t('sendFailed') : serverDownMessage(office, language)],
      })
    }
    requestAnimationFrame(() => {
      if (!focusFirstInvalid(formRef.current))
        formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus()
    })
    return undefined
  }

  /** After "clear form": the next send gets a new key. */
  const forget = () => {
    last.current = undefined
  }

  return { state, send, formRef, forget }
}

/**
 * The end of both forms: the server's errors, the sending status, then send / clear / back. Clear
 * asks first (the accept/cancel modal), then empties the form (the draft goes with it: see
 * DraftKeeper) and forgets the last key, so the next values get a new one.
 */
export function FormFooter<T>({
  state,
  submitLabel,
  backLabel,
  onBack,
  empty,
  onCleared,
  forget,
  styles,
}: {
  state: SendState
  submitLabel: string
  backLabel: string
  onBack: () => void
  /** The starting values the form is cleared to. */
  empty: () => T
  /** After clearing, e.g. to move focus to the form's heading. */
  onCleared: () => void
  forget: () => void
  styles: { status?: string; actions?: string }
}) {
  const { isSubmitting, resetForm } = useFormikContext<T>()
  const t = useText(formsText)
  const [confirmClear, setConfirmClear] = useState(false)
  return (
    <>
      <FormErrorSummary />
      <SendStatus state={state} className={styles.status} />
      <div className={styles.actions}>
        <SubmitButton label={submitLabel} />
        <button
          type="button"
          className="button"
          onClick={() => setConfirmClear(true)}
          disabled={isSubmitting}
        >
          {t('clearForm')}
        </button>
        <button type="button" className="button" onClick={onBack} disabled={isSubmitting}>
          {backLabel}
        </button>
      </div>
      <AcceptModal
        show={confirmClear}
        title={t('clearFormTitle')}
        acceptTitle={t('clearForm')}
        onClose={() => setConfirmClear(false)}
        onAccept={() => {
          setConfirmClear(false)
          forget()
          resetForm({ values: empty() })
          requestAnimationFrame(onCleared)
        }}
      >
        <p>{t('clearFormText')}</p>
      </AcceptModal>
    </>
  )
}
