import type { RadioOption } from '../../domain/survey/answers'
import { ChoiceInput } from './ChoiceInput'
import { GroupFrame, type FieldBaseProps } from './FieldFrame'
import { fieldId } from './useFieldFeedback'
import { useFramedField } from './useFramedField'
import * as styles from './RadioGroup.module.css'

export interface RadioGroupProps extends FieldBaseProps {
  options: readonly RadioOption[]
}

/** SPEC.md §3 "Answer inputs": options of value and label, each with an optional description. */
export function RadioGroup(props: RadioGroupProps) {
  const { name, disabled, options } = props
  const { field, a11yProps, frameProps } = useFramedField<string>(props)
  return (
    <GroupFrame {...frameProps} a11yProps={a11yProps}>
      <div className={styles.options}>
        {options.map((option, index) => (
          <ChoiceInput
            key={option.value}
            type="radio"
            id={`${fieldId(name)}-${index}`}
            name={field.name}
            option={option}
            checked={field.value === option.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        ))}
      </div>
    </GroupFrame>
  )
}
