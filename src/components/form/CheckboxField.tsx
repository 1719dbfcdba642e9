import type { ChangeEvent } from 'react'
import { FieldMessages, type FieldBaseProps } from './FieldFrame'
import { useFramedField } from './useFramedField'
import * as frame from './FieldFrame.module.css'
import * as styles from './RadioGroup.module.css'

export interface CheckboxFieldProps extends FieldBaseProps {
  /** The value when ticked; unticked is ''. */
  checkedValue: string
}

/**
 * One check box that says yes to its label (issue #34: "Chcę otrzymywać…"), the box before its
 * label, its hint and errors after; a text value like every field of the form: `checkedValue` or ''.
 */
export function CheckboxField({ checkedValue, ...props }: CheckboxFieldProps) {
  const { name, label, hint, disabled } = props
  const { field, helpers, a11yProps, frameProps } = useFramedField<string>(props)
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    void helpers.setValue(event.target.checked ? checkedValue : '')
  return (
    <div className={frameProps.errors.length > 0 ? `${frame.field} ${frame.invalid}` : frame.field}>
      <div className={styles.option}>
        <input
          {...a11yProps}
          type="checkbox"
          name={field.name}
          value={checkedValue}
          checked={field.value === checkedValue}
          onChange={onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          className={styles.radio}
        />
        <label htmlFor={a11yProps.id} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages name={name} hint={hint} errors={frameProps.errors} />
    </div>
  )
}
