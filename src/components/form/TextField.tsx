import type { FocusEvent, HTMLAttributes } from 'react'
import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import { useControlField } from './useFramedField'

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'tel'
  /** Passed through: `given-name`, `email`, `tel`, `postal-code`… */
  autoComplete?: string
  /** The phone's keyboard: `numeric` for a ZIP code. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
  placeholder?: string
  /**
   * Rewrites the value as the field is left (a phone as (123) 456-7890); null leaves it as typed,
   * for the rules to name what is wrong.
   */
  formatOnBlur?: (value: string) => string | null
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  formatOnBlur,
  ...base
}: TextFieldProps) {
  const { frameProps, controlProps, setValue } = useControlField(base)
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const formatted = formatOnBlur?.(event.target.value)
    // The value first, so that the blur validates what the parent sees.
    if (formatted != null && formatted !== event.target.value) void setValue(formatted, false)
    controlProps.onBlur(event)
  }
  return (
    <FieldFrame {...frameProps}>
      <input
        {...controlProps}
        onBlur={formatOnBlur ? onBlur : controlProps.onBlur}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
      />
    </FieldFrame>
  )
}
