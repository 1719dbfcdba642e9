// Loaded on the first click of "Zgłoś zdjęcie" (React.lazy in the album page), so the album page's
// first JavaScript stays small. The reporter's text lives in this component's state only: never
// in the URL, storage or a tracker event.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { hasFormErrors, type FormErrors } from '../../domain/formErrorPayload'
import photoReportText from '../../domain/i18n/compiled/photoReport'
import {
  emailErrors,
  PHOTO_REPORT_LIMITS,
  photoReportErrors,
  reasonErrors,
  type PhotoReportFields,
} from '../../domain/photoReport'
import { useLanguage } from '../../i18n/useText'
import { sendPhotoReport, type ReportedPhoto } from './sendPhotoReport'
import { ModalPanel } from '../ModalPanel'
import { useModalDialog, useMounted } from '../useModalDialog'
import * as modal from '../AcceptModal.module.css'
import * as fields from '../form/FieldFrame.module.css'
import * as styles from './PhotoReport.module.css'

export interface PhotoReportDialogProps {
  photo: ReportedPhoto
  /** How the photo is described on the page, to say which one is reported. */
  alt: string
  onClose: () => void
}

type Field = keyof PhotoReportFields
const FIELDS: Field[] = ['reason', 'email']
const fieldErrors: Record<Field, typeof reasonErrors> = {
  reason: reasonErrors,
  email: emailErrors,
}

/** A small modal form: the reason (required) and a contact e-mail (optional). */
export default function PhotoReportDialog({ photo, alt, onClose }: PhotoReportDialogProps) {
  // The page's language (issue #35): the dialog's words, its messages and the server's answers.
  const language = useLanguage()
  const t = photoReportText.in(language)
  const mounted = useMounted()
  const id = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const inputs = useRef<Partial<Record<Field, HTMLTextAreaElement | HTMLInputElement | null>>>({})
  const [values, setValues] = useState<PhotoReportFields>({ reason: '', email: '' })
  const [shown, setShown] = useState<Partial<Record<Field, string[]>>>({})
  const [problem, setProblem] = useState('')
  const [phase, setPhase] = useState<'form' | 'sending' | 'sent'>('form')
  const doneRef = useRef<HTMLButtonElement>(null)
  useModalDialog(mounted, panelRef, onClose)

  // The form's first field, rather than the close button, once the dialog has taken focus.
  useEffect(() => {
    if (mounted) inputs.current.reason?.focus()
  }, [mounted])
  useEffect(() => {
    if (phase === 'sent') doneRef.current?.focus()
  }, [phase])

  if (!mounted) return null

  const change = (field: Field, value: string) => {
    setValues((was) => ({ ...was, [field]: value }))
    // An error already shown follows the typing; a new one waits for blur or submit.
    if (shown[field]?.length)
      setShown((was) => ({ ...was, [field]: fieldErrors[field](value, language) }))
  }
  const blur = (field: Field) =>
    setShown((was) => ({ ...was, [field]: fieldErrors[field](values[field], language) }))

  const showErrors = (errors: FormErrors) => {
    setShown(Object.fromEntries(FIELDS.map((field) => [field, errors.inputErrors[field] ?? []])))
    setProblem(errors.formErrors[0] ?? '')
    const first = FIELDS.find((field) => errors.inputErrors[field]?.length)
    if (first) inputs.current[first]?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (phase !== 'form') return
    const errors = photoReportErrors(values, language)
    if (hasFormErrors(errors)) return showErrors(errors)
    setPhase('sending')
    setProblem('')
    const outcome = await sendPhotoReport(photo, values, language)
    if (outcome.ok) return setPhase('sent')
    setPhase('form')
    if (outcome.errors) showErrors(outcome.errors)
    else setProblem(outcome.message)
  }

  const titleId = `${id}-title`
  const control = (field: Field) => {
    const errors = shown[field] ?? []
    const describedBy = [
      field === 'email' ? `${id}-email-hint` : '',
      errors.length > 0 ? `${id}-${field}-errors` : '',
    ].filter(Boolean)
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      ref: (element: HTMLTextAreaElement | HTMLInputElement | null) => {
        inputs.current[field] = element
      },
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      onBlur: () => blur(field),
      className: fields.control,
      disabled: phase === 'sending',
      'aria-invalid': errors.length > 0 || undefined,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    }
  }
  const errorList = (field: Field) => {
    const errors = shown[field] ?? []
    return errors.length > 0 ? (
      <ul id={`${id}-${field}-errors`} className={fields.errors}>
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : null
  }
  const frame = (field: Field) =>
    shown[field]?.length ? `${fields.field} ${fields.invalid}` : fields.field

  return createPortal(
    <div className={modal.backdrop}>
      <ModalPanel
        ref={panelRef}
        titleId={titleId}
        title={t('title')}
        closeLabel={t('close')}
        onClose={onClose}
      >
        {phase === 'sent' ? (
          <>
            <div className={modal.body}>
              <p role="status">{t('thanks')}</p>
            </div>
            <div className={modal.actions}>
              <button ref={doneRef} type="button" className="button" onClick={onClose}>
                {t('close')}
              </button>
            </div>
          </>
        ) : (
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <div className={modal.body}>
              <p>{t('intro')}</p>
              {/* The photo's description is the album's, in Polish (content/). */}
              <p lang={language === 'pl' ? undefined : 'pl'}>
                <strong>{alt}</strong>
              </p>
              <div className={frame('reason')}>
                <label htmlFor={`${id}-reason`} className={fields.label}>
                  {t('reason')}
                  <span className={fields.required} aria-hidden="true">
                    {' *'}
                  </span>
                </label>
                {errorList('reason')}
                <textarea
                  {...control('reason')}
                  rows={5}
                  maxLength={PHOTO_REPORT_LIMITS.reason}
                  required
                  aria-required="true"
                />
              </div>
              <div className={frame('email')}>
                <label htmlFor={`${id}-email`} className={fields.label}>
                  {t('email')}
                </label>
                <p id={`${id}-email-hint`} className={fields.hint}>
                  {t('emailHint')}
                </p>
                {errorList('email')}
                <input
                  {...control('email')}
                  type="email"
                  autoComplete="email"
                  maxLength={PHOTO_REPORT_LIMITS.email}
                />
              </div>
              {problem && (
                <p role="alert" className={fields.errors}>
                  {problem}
                </p>
              )}
            </div>
            <div className={modal.actions}>
              <button type="button" className="button" onClick={onClose}>
                {t('cancel')}
              </button>
              <button
                type="submit"
                className="button button--primary"
                disabled={phase === 'sending'}
              >
                {phase === 'sending' ? t('sending') : t('send')}
              </button>
            </div>
          </form>
        )}
      </ModalPanel>
    </div>,
    document.body,
  )
}
