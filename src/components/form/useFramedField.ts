import type { FieldBaseProps } from './FieldFrame'
import { useFieldFeedback } from './useFieldFeedback'
import * as styles from './FieldFrame.module.css'

/** useFieldFeedback for a field of the kit, plus the props its FieldFrame or GroupFrame takes. */
export function useFramedField<V>({ name, label, hint, required }: FieldBaseProps) {
  const feedback = useFieldFeedback<V>(name, hint)
  return { ...feedback, frameProps: { name, label, hint, required, errors: feedback.errors } }
}

/**
 * A field of one control holding a string (input, textarea, select): the frame's props, and what
 * the control takes besides its own attributes. No value is '', so the control stays controlled.
 */
export function useControlField(props: FieldBaseProps) {
  const { field, helpers, a11yProps, frameProps } = useFramedField<string>(props)
  const controlProps = {
    ...field,
    ...a11yProps,
    value: field.value ?? '',
    className: styles.control,
    disabled: props.disabled,
    'aria-required': props.required || undefined,
  }
  return { frameProps, controlProps, setValue: helpers.setValue }
}
