import { useState, type ReactNode } from 'react'
import formsText from '../../domain/i18n/compiled/forms'
import { ACCEPTED, NOT_ACCEPTED, type AcceptValue } from '../../domain/survey/answers'
import { useText } from '../../i18n/useText'
import { AcceptModal } from '../AcceptModal'
import { CheckIcon } from '../icons'
import { FieldMessages, RequiredMark, type FieldBaseProps } from './FieldFrame'
import { useFieldFeedback } from './useFieldFeedback'
import * as frame from './FieldFrame.module.css'

export interface AcceptButtonProps extends FieldBaseProps {
  /** The modal's title; the button's label unless told otherwise. */
  title?: string
  /** The modal's accept button; AcceptModal's "Akceptuję" ("I accept") by default. */
  acceptTitle?: string
  /** The terms shown in the modal. */
  children: ReactNode
}

/**
 * SPEC.md §4 "Accept button": opens the terms; accepting sets "1", closes the modal and turns the
 * button green with a check; closing without accepting sets "0". The button's text names the
 * state, so it is not told by colour alone; no aria-pressed, as the button opens a dialog.
 */
export function AcceptButton({
  name,
  label,
  hint,
  required,
  disabled,
  title = label,
  acceptTitle,
  children,
}: AcceptButtonProps) {
  const [open, setOpen] = useState(false)
  const { field, helpers, errors, a11yProps } = useFieldFeedback<AcceptValue | ''>(name, hint)
  const accepted = field.value === ACCEPTED
  const t = useText(formsText)
  // The state in words, in the page's language, for those who do not see the button turn green.
  const stateText: string | undefined = (
    { [ACCEPTED]: t('accepted'), [NOT_ACCEPTED]: t('notAccepted') } as Record<string, string>
  )[field.value ?? '']

  // Touched first without validating: Formik would validate the value from before setValue.
  function answer(value: AcceptValue) {
    setOpen(false)
    void helpers.setTouched(true, false)
    void helpers.setValue(value)
  }

  return (
    <div className={errors.length > 0 ? `${frame.field} ${frame.invalid}` : frame.field}>
      <FieldMessages name={name} hint={hint} errors={errors} />
      <div>
        <button
          {...a11yProps}
          type="button"
          className={accepted ? 'button button--success' : 'button'}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          {accepted && <CheckIcon />}
          {label}
          {required && <RequiredMark />}
          {stateText && <span className="visually-hidden"> ({stateText})</span>}
        </button>
      </div>
      <AcceptModal
        show={open}
        title={title}
        acceptTitle={acceptTitle}
        onAccept={() => answer(ACCEPTED)}
        onClose={() => answer(NOT_ACCEPTED)}
      >
        {children}
      </AcceptModal>
    </div>
  )
}
