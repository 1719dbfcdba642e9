import type { RadioOption } from '../../domain/survey/answers'
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
        {options.map((option, index) => {
          const id = `${fieldId(name)}-${index}`
          const descriptionId = option.description ? `${id}-description` : undefined
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={id}
                type="radio"
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
                aria-describedby={descriptionId}
                className={styles.radio}
              />
              <label htmlFor={id} className={styles.label}>
                {option.label}
              </label>
              {option.description && (
                <p id={descriptionId} className={styles.description}>
                  {option.description}
                </p>
              )}
            </div>
          )
        })}
      </div>
    </GroupFrame>
  )
}
