import { FieldFrame, type FieldBaseProps } from '../components/form'
import { useFieldFeedback } from '../components/form/useFieldFeedback'
import * as frame from '../components/form/FieldFrame.module.css'

export interface InputFieldProps extends FieldBaseProps {
  /** What the form kit's TextField does not offer. */
  type: 'password' | 'datetime-local' | 'date'
  autoComplete?: string
}

/** The form kit's frame (label, hint, errors on blur) around an input of another type. */
export function InputField({
  name,
  label,
  hint,
  required,
  disabled,
  type,
  autoComplete,
}: InputFieldProps) {
  const { field, errors, a11yProps } = useFieldFeedback<string>(name, hint)
  return (
    <FieldFrame name={name} label={label} hint={hint} required={required} errors={errors}>
      <input
        {...field}
        {...a11yProps}
        value={field.value ?? ''}
        type={type}
        className={frame.control}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-required={required || undefined}
      />
    </FieldFrame>
  )
}
