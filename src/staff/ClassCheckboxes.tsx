// A teacher's classes as checkboxes, one per level of content/school/levels.yaml with its Polish
// name (the levels the public site uses, from the staff page's query: src/staff/school.ts). Used by
// the accounts screen's new account (a Formik field) and by an account's role form (issue #30).
import type { ChangeEvent, FocusEvent, ReactNode } from 'react'
import { FieldMessages, RequiredMark } from '../components/form/FieldFrame'
import { errorsId, useFieldFeedback } from '../components/form/useFieldFeedback'
import { useSchool } from './school'
import * as frame from '../components/form/FieldFrame.module.css'
import * as styles from './ClassCheckboxes.module.css'

export const NO_LEVELS = 'Szkoła nie ma jeszcze żadnych klas (content/school/levels.yaml).'

interface CheckboxGroupProps {
  /** The group's name; each checkbox's id is `{id}-{value}`, the first's `id` itself. */
  id: string
  name: string
  legend: string
  hint?: string
  options: { value: string; label: string }[]
  /** Said when there is no option. */
  none?: string
  chosen: readonly string[]
  errors?: string[]
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  /** Below the checkboxes (a button that ticks several). */
  children?: ReactNode
}

/** A required group of checkboxes framed as a form's field: its legend, hint and messages. */
export function CheckboxGroup({
  id,
  name,
  legend,
  hint,
  options,
  none,
  chosen,
  errors = [],
  onChange,
  onBlur,
  children,
}: CheckboxGroupProps) {
  const describedBy = [hint && `${id}-hint`, errors.length > 0 && errorsId(name)]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset
      className={[frame.field, frame.group, errors.length > 0 && frame.invalid]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={describedBy || undefined}
    >
      <legend className={frame.label}>
        {legend}
        <RequiredMark />
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={frame.hint}>
          {hint}
        </p>
      )}
      <FieldMessages name={name} errors={errors} />
      {options.length === 0 && none && <p>{none}</p>}
      <ul className={styles.classes}>
        {options.map((option, index) => (
          <li key={option.value}>
            <label className={styles.option}>
              <input
                id={index === 0 ? id : `${id}-${option.value}`}
                type="checkbox"
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={onChange}
                onBlur={onBlur}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {children}
    </fieldset>
  )
}

type ClassCheckboxesProps = Omit<CheckboxGroupProps, 'options' | 'none' | 'children'>

/** A fieldset of the school's levels; a level the account has that the school no longer has stays. */
export function ClassCheckboxes(props: ClassCheckboxesProps) {
  const { levels } = useSchool()
  const known = new Set(levels.map((level) => level.id))
  const options = [
    ...levels.map((level) => ({ value: level.id, label: level.name })),
    ...props.chosen
      .filter((level) => !known.has(level))
      .map((level) => ({ value: level, label: level })),
  ]
  return <CheckboxGroup {...props} options={options} none={NO_LEVELS} />
}

/** The Formik field `classes` (a list of levels' ids) as ClassCheckboxes, with its errors. */
export function ClassesField({ legend, hint }: { legend: string; hint?: string }) {
  const { field, errors, a11yProps } = useFieldFeedback<string[]>('classes')
  return (
    <ClassCheckboxes
      id={a11yProps.id}
      name="classes"
      legend={legend}
      hint={hint}
      chosen={field.value ?? []}
      errors={errors}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  )
}
