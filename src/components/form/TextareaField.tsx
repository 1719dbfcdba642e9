import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import { useFieldFeedback } from './useFieldFeedback'
import * as styles from './FieldFrame.module.css'

export interface TextareaFieldProps extends FieldBaseProps {
  rows?: number
  placeholder?: string
  maxLength?: number
}

export function TextareaField({
  name,
  label,
  hint,
  required,
  disabled,
  rows = 3,
  placeholder,
  maxLength,
}: TextareaFieldProps) {
  const { field, errors, a11yProps } = useFieldFeedback<string>(name, hint)
  return (
    <FieldFrame name={name} label={label} hint={hint} required={required} errors={errors}>
      <textarea
        {...field}
        {...a11yProps}
        value={field.value ?? ''}
        className={styles.control}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        aria-required={required || undefined}
      />
    </FieldFrame>
  )
}
