import { FieldFrame, type FieldBaseProps } from '../components/form'
import { useControlField } from '../components/form/useFramedField'

export interface InputFieldProps extends FieldBaseProps {
  /** What the form kit's TextField does not offer. */
  type: 'password' | 'datetime-local' | 'date'
  autoComplete?: string
}

/** The form kit's frame (label, hint, errors on blur) around an input of another type. */
export function InputField({ type, autoComplete, ...base }: InputFieldProps) {
  const { frameProps, controlProps } = useControlField(base)
  return (
    <FieldFrame {...frameProps}>
      <input {...controlProps} type={type} autoComplete={autoComplete} />
    </FieldFrame>
  )
}
