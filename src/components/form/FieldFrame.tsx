import type { ReactNode } from 'react'
import formsText from '../../domain/i18n/compiled/forms'
import { useText } from '../../i18n/useText'
import { errorsId, fieldId, hintId, type A11yProps } from './useFieldFeedback'
import * as styles from './FieldFrame.module.css'

/** What every field takes besides its own options. */
export interface FieldBaseProps {
  /** The input's name: `motherEmail`; its Formik path too, unless FieldPathContext maps it. */
  name: string
  label: string
  hint?: string
  required?: boolean
  disabled?: boolean
}

/** An asterisk to see, "(wymagane)" to hear. */
export function RequiredMark() {
  const t = useText(formsText)
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        {' *'}
      </span>
      <span className="visually-hidden"> {t('required')}</span>
    </>
  )
}

/**
 * The hint and the error list, with the ids the control's aria-describedby points at. Placed
 * between the label and the control, so they are read before it in reading order as well.
 */
export function FieldMessages({
  name,
  hint,
  errors,
}: {
  name: string
  hint?: string
  errors: string[]
}) {
  return (
    <>
      {hint && (
        <p id={hintId(name)} className={styles.hint}>
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={errorsId(name)} className={styles.errors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </>
  )
}

interface FrameProps {
  name: string
  label: string
  hint?: string
  required?: boolean
  errors: string[]
  children: ReactNode
}

/** One control under a real `<label htmlFor>`. */
export function FieldFrame({ name, label, hint, required, errors, children }: FrameProps) {
  return (
    <div className={errors.length > 0 ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={fieldId(name)} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldMessages name={name} hint={hint} errors={errors} />
      {children}
    </div>
  )
}

/**
 * Several controls answering one question (radios, stars) under a fieldset and legend. The
 * fieldset takes the radiogroup role so that aria-invalid and aria-required have a home; check
 * boxes (several answers) are a plain group, which ARIA gives no aria-required.
 */
export function GroupFrame({
  name,
  label,
  hint,
  required,
  errors,
  children,
  a11yProps,
  className,
  role = 'radiogroup',
}: FrameProps & { a11yProps: A11yProps; className?: string; role?: 'radiogroup' | 'group' }) {
  return (
    <fieldset
      {...a11yProps}
      // A fieldset is a group already: only the radio group's role is said.
      role={role === 'radiogroup' ? role : undefined}
      aria-required={(role === 'radiogroup' && required) || undefined}
      className={[styles.field, styles.group, errors.length > 0 && styles.invalid, className]
        .filter(Boolean)
        .join(' ')}
    >
      <legend className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <FieldMessages name={name} hint={hint} errors={errors} />
      {children}
    </fieldset>
  )
}
