import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import { useControlField } from './useFramedField'

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'tel'
  /** Passed through: `given-name`, `email`, `tel`, `address-line1`… */
  autoComplete?: string
  maxLength?: number
  placeholder?: string
}

export function TextField({
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  ...base
}: TextFieldProps) {
  const { frameProps, controlProps } = useControlField(base)
  return (
    <FieldFrame {...frameProps}>
      <input
        {...controlProps}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
      />
    </FieldFrame>
  )
}
