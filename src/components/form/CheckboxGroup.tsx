import type { ChangeEvent } from 'react'
import type { RadioOption } from '../../domain/survey/answers'
import { ChoiceInput } from './ChoiceInput'
import { GroupFrame, type FieldBaseProps } from './FieldFrame'
import { fieldId } from './useFieldFeedback'
import { useFramedField } from './useFramedField'
import * as styles from './RadioGroup.module.css'

/** A part of the choices under a heading of its own (the classes; the school's lists). */
export interface CheckboxSection {
  label: string
  options: readonly RadioOption[]
}

export interface CheckboxGroupProps extends FieldBaseProps {
  sections: readonly CheckboxSection[]
}

/**
 * Several answers to one question (issue #34: the lists to subscribe to): a check box each, the
 * value a list of the ticked options' values in the options' order. Its label, hint and errors
 * are the whole group's, so one message ("choose at least one") is read with every box.
 */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { name, disabled, sections } = props
  const { field, helpers, a11yProps, frameProps } = useFramedField<string[]>(props)
  const chosen = new Set(field.value ?? [])
  const order = sections.flatMap((section) => section.options.map((option) => option.value))
  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    const next = new Set(chosen)
    if (event.target.checked) next.add(event.target.value)
    else next.delete(event.target.value)
    void helpers.setValue(order.filter((value) => next.has(value)))
  }
  let index = 0
  return (
    <GroupFrame {...frameProps} a11yProps={a11yProps} role="group">
      {sections.map((section) => (
        <fieldset key={section.label} className={styles.section}>
          <legend className={styles.sectionLabel}>{section.label}</legend>
          <div className={styles.options}>
            {section.options.map((option) => (
              <ChoiceInput
                key={option.value}
                type="checkbox"
                id={`${fieldId(name)}-${index++}`}
                name={field.name}
                option={option}
                checked={chosen.has(option.value)}
                onChange={toggle}
                onBlur={field.onBlur}
                disabled={disabled}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </GroupFrame>
  )
}
