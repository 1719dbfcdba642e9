import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import { SELECT_PLACEHOLDER } from './messages'
import { useFieldFeedback } from './useFieldFeedback'
import * as styles from './FieldFrame.module.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[]
  /** The first, empty option; "Wybierz…" unless told otherwise. */
  placeholder?: string
}

export function SelectField({
  name,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder = SELECT_PLACEHOLDER,
}: SelectFieldProps) {
  const { field, errors, a11yProps } = useFieldFeedback<string>(name, hint)
  return (
    <FieldFrame name={name} label={label} hint={hint} required={required} errors={errors}>
      <select
        {...field}
        {...a11yProps}
        value={field.value ?? ''}
        className={styles.control}
        disabled={disabled}
        aria-required={required || undefined}
      >
        {/* Left selectable, so that "no answer" stays a value a schema can name as missing. */}
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
