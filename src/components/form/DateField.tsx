import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import { useFieldFeedback } from './useFieldFeedback'
import * as styles from './FieldFrame.module.css'

export interface DateFieldProps extends FieldBaseProps {
  /** ISO dates (YYYY-MM-DD), as SPEC.md §3 gives the birth date's range. */
  min?: string
  max?: string
}

/** The browser's own date picker; the value is an ISO date string, '' when empty. */
export function DateField({ name, label, hint, required, disabled, min, max }: DateFieldProps) {
  const { field, errors, a11yProps } = useFieldFeedback<string>(name, hint)
  return (
    <FieldFrame name={name} label={label} hint={hint} required={required} errors={errors}>
      <input
        {...field}
        {...a11yProps}
        value={field.value ?? ''}
        type="date"
        className={styles.control}
        min={min}
        max={max}
        disabled={disabled}
        aria-required={required || undefined}
      />
    </FieldFrame>
  )
}
