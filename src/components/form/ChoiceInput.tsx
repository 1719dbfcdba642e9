import type { ChangeEventHandler, FocusEventHandler } from 'react'
import type { RadioOption } from '../../domain/survey/answers'
import * as styles from './RadioGroup.module.css'

interface ChoiceInputProps {
  type: 'radio' | 'checkbox'
  id: string
  name: string
  option: RadioOption
  checked: boolean
  onChange: ChangeEventHandler<HTMLInputElement>
  onBlur: FocusEventHandler<HTMLInputElement>
  disabled?: boolean
}

/** One option of a RadioGroup or a CheckboxGroup: its box, its label and its description. */
export function ChoiceInput({ type, id, option, ...input }: ChoiceInputProps) {
  const descriptionId = option.description ? `${id}-description` : undefined
  return (
    <div className={styles.option}>
      <input
        id={id}
        type={type}
        value={option.value}
        aria-describedby={descriptionId}
        className={styles.radio}
        {...input}
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
}
