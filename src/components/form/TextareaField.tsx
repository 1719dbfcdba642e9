import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import { useControlField } from './useFramedField'

export interface TextareaFieldProps extends FieldBaseProps {
  rows?: number
  placeholder?: string
  maxLength?: number
}

export function TextareaField({ rows = 3, placeholder, maxLength, ...base }: TextareaFieldProps) {
  const { frameProps, controlProps } = useControlField(base)
  return (
    <FieldFrame {...frameProps}>
      <textarea {...controlProps} rows={rows} placeholder={placeholder} maxLength={maxLength} />
    </FieldFrame>
  )
}
