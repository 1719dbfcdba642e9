import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import { useFieldFeedback } from './useFieldFeedback'
import * as styles from './FieldFrame.module.css'

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'tel'
  /** Passed through: `given-name`, `email`, `tel`, `address-line1`… */
  autoComplete?: string
  maxLength?: number
  placeholder?: string
}

export function TextField({
  name,
  label,
  hint,
  required,
  disabled,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
}: TextFieldProps) {
  const { field, errors, a11yProps } = useFieldFeedback<string>(name, hint)
  return (
    <FieldFrame name={name} label={label} hint={hint} required={required} errors={errors}>
      <input
        {...field}
        {...a11yProps}
        value={field.value ?? ''}
        type={type}
        className={styles.control}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        aria-required={required || undefined}
      />
    </FieldFrame>
  )
}
