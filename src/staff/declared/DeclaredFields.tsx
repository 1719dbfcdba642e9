// A declared kind's form fields, each from its declaration (issue #30): its control by its type,
// its Polish label, hint and required mark, its errors linked to the control (the form kit's
// FieldFrame, as on the enrolment form). Records (a level's textbooks) repeat their sub-fields,
// each added, removed and moved up or down from the keyboard.
import { FieldArray, getIn, useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import {
  FieldFrame,
  RequiredMark,
  SelectField,
  TextareaField,
  type FieldBaseProps,
} from '../../components/form'
import { FieldMessages } from '../../components/form/FieldFrame'
import { errorsId, hintId, useFieldFeedback } from '../../components/form/useFieldFeedback'
import { useControlField } from '../../components/form/useFramedField'
import * as frame from '../../components/form/FieldFrame.module.css'
import type { SelectOption } from '../../components/form/SelectField'
import type { FieldDeclaration } from '../../domain/content/declare'
import { useSchool } from '../school'
import { SchoolFormFile } from './SchoolFormFile'
import { DECLARED } from './text'
import type { FormValues } from './values'
import * as styles from './Declared.module.css'

/** What a field's control may offer beyond the declaration: the school's names and teachers. */
export interface FieldChoices {
  /** The levels offered (a `level` select, `levels` checkboxes): a teacher's own, or every one. */
  levels: readonly { id: string; name: string }[]
  teachers: readonly string[]
}

/** An input of any type in the form kit's frame. */
function InputControl({
  type,
  inputMode,
  autoComplete,
  ...base
}: FieldBaseProps & {
  type: string
  inputMode?: 'numeric' | 'url' | 'email'
  autoComplete?: string
}) {
  const { frameProps, controlProps } = useControlField(base)
  return (
    <FieldFrame {...frameProps}>
      <input {...controlProps} type={type} inputMode={inputMode} autoComplete={autoComplete} />
    </FieldFrame>
  )
}

/** A yes-or-no field: its checkbox before its label. */
function CheckboxControl({ name, label, hint }: FieldBaseProps) {
  const { field, errors, a11yProps } = useFieldFeedback<boolean>({ name, type: 'checkbox' }, hint)
  return (
    <div className={`${frame.field} ${errors.length ? frame.invalid : ''}`}>
      <div className={styles.check}>
        <input
          {...a11yProps}
          type="checkbox"
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
        <label htmlFor={a11yProps.id}>{label}</label>
      </div>
      <FieldMessages name={name} hint={hint} errors={errors} />
    </div>
  )
}

/** Several of a list (levels, shifts): checkboxes in a fieldset named by the field's label. */
function CheckboxesControl({
  name,
  label,
  hint,
  required,
  options,
  none,
}: FieldBaseProps & { options: readonly { value: string; label: string }[]; none: string }) {
  const { field, helpers, errors, a11yProps } = useFieldFeedback<string[]>(name, hint)
  const chosen = Array.isArray(field.value) ? field.value : []
  const toggle = (value: string, on: boolean) =>
    void helpers.setValue(
      options.map((option) => option.value).filter((v) => (v === value ? on : chosen.includes(v))),
    )
  return (
    <fieldset
      id={a11yProps.id}
      aria-describedby={a11yProps['aria-describedby']}
      className={`${frame.field} ${frame.group} ${errors.length ? frame.invalid : ''}`}
    >
      <legend className={frame.label}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <FieldMessages name={name} hint={hint} errors={errors} />
      {options.length === 0 && <p className={frame.hint}>{none}</p>}
      <div className={styles.choices}>
        {options.map((option) => {
          const id = `${a11yProps.id}-${option.value}`
          return (
            <div key={option.value} className={styles.check}>
              <input
                id={id}
                type="checkbox"
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                aria-invalid={a11yProps['aria-invalid']}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={() => void helpers.setTouched(true)}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

interface DeclaredFieldProps {
  field: FieldDeclaration
  /** The field's Formik path (books.0.title). */
  name: string
  choices: FieldChoices
}

/** One field's control, by its declared type; `name` is its Formik path (books.0.title). */
export function DeclaredField({ field, name, choices }: DeclaredFieldProps) {
  const school = useSchool()
  const base = { name, label: field.label, hint: field.hint, required: field.required }
  const levelOptions = choices.levels.map(({ id, name: levelName }) => ({
    value: id,
    label: levelName,
  }))
  const select = (options: SelectOption[]) => (
    <SelectField {...base} placeholder={DECLARED.choose} options={options} />
  )
  switch (field.type) {
    case 'text':
      return <InputControl {...base} type="text" />
    case 'url':
      return <InputControl {...base} type="url" inputMode="url" />
    case 'email':
      return <InputControl {...base} type="email" autoComplete="off" />
    case 'date':
      return <InputControl {...base} type="date" />
    case 'time':
      return <InputControl {...base} type="time" />
    case 'integer':
      return <InputControl {...base} type="text" inputMode="numeric" />
    case 'longText':
      return <TextareaField {...base} rows={4} />
    case 'markdown':
      return <TextareaField {...base} hint={field.hint ?? DECLARED.markdownHint} rows={10} />
    case 'texts':
      return <TextareaField {...base} hint={field.hint ?? DECLARED.linesHint} rows={6} />
    case 'boolean':
      return <CheckboxControl {...base} />
    case 'choice':
      return select((field.choices ?? []).map(({ value, label }) => ({ value, label })))
    case 'level':
      return select(levelOptions)
    case 'teacher':
      return select(choices.teachers.map((teacher) => ({ value: teacher, label: teacher })))
    case 'levels':
      return <CheckboxesControl {...base} none={DECLARED.noLevels} options={levelOptions} />
    case 'shifts':
      return (
        <CheckboxesControl
          {...base}
          none={DECLARED.noShifts}
          options={school.shifts.map(({ id, name: shiftName }) => ({
            value: String(id),
            label: shiftName,
          }))}
        />
      )
    case 'file':
      return <SchoolFormFile {...base} />
    case 'records':
      return <RecordsControl field={field} name={name} choices={choices} />
  }
}

/**
 * A record's up and down buttons: after a move, focus stays on the same button of the moved
 * record, or on its other one when that end of the list disables it.
 */
const MOVES = [
  { step: -1, move: 'up', other: 'down', label: DECLARED.moveUp },
  { step: 1, move: 'down', other: 'up', label: DECLARED.moveDown },
] as const

const FOCUSABLE = 'input, select, textarea'

/**
 * A list of records: each a group of the sub-fields named "{label} {n}", with its own up, down and
 * remove buttons; focus follows the moved record's button, a new record's first field, and after
 * a removal the add button.
 */
function RecordsControl({ field, name, choices }: DeclaredFieldProps) {
  const { values, errors, submitCount, touched } = useFormikContext<FormValues>()
  const items = (getIn(values, name) as FormValues[] | undefined) ?? []
  const own = getIn(errors, name) as unknown
  const shownError = typeof own === 'string' && (submitCount > 0 || getIn(touched, name)) ? own : ''
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null)
  const inner = field.fields ?? []

  useEffect(() => {
    const target = focusNext.current?.()
    focusNext.current = null
    target?.focus()
  })

  const itemAt = (index: number) => listRef.current?.children[index] as HTMLElement | undefined
  const newItem = () =>
    Object.fromEntries(inner.map((f) => [f.name, f.type === 'boolean' ? false : '']))
  return (
    <FieldArray name={name}>
      {(array) => (
        <fieldset
          aria-describedby={shownError ? errorsId(name) : field.hint ? hintId(name) : undefined}
          className={styles.records}
        >
          <legend className={frame.label}>
            {field.label}
            {field.required && <RequiredMark />}
          </legend>
          <FieldMessages name={name} hint={field.hint} errors={shownError ? [shownError] : []} />
          <ol ref={listRef} className={styles.recordList}>
            {items.map((_, index) => {
              const itemLabel = DECLARED.ofItem(field.label, index + 1)
              return (
                <li key={index} className={styles.record}>
                  <fieldset className={styles.recordFields}>
                    <legend>{DECLARED.item(field.label, index + 1)}</legend>
                    {inner.map((sub) => (
                      <DeclaredField
                        key={sub.name}
                        field={sub}
                        name={`${name}.${index}.${sub.name}`}
                        choices={choices}
                      />
                    ))}
                  </fieldset>
                  <div className={styles.recordActions}>
                    {MOVES.map(({ step, move, other, label }) => (
                      <button
                        key={move}
                        type="button"
                        className="button"
                        data-move={move}
                        disabled={index + step < 0 || index + step >= items.length}
                        onClick={() => {
                          focusNext.current = () =>
                            itemAt(index + step)?.querySelector<HTMLElement>(
                              `[data-move="${move}"]:not(:disabled)`,
                            ) ??
                            itemAt(index + step)?.querySelector<HTMLElement>(
                              `[data-move="${other}"]`,
                            )
                          array.swap(index, index + step)
                        }}
                      >
                        {label}
                        <span className="visually-hidden">{itemLabel}</span>
                      </button>
                    ))}
                    <button
                      type="button"
                      className="button"
                      onClick={() => {
                        focusNext.current = () => addRef.current
                        array.remove(index)
                      }}
                    >
                      {DECLARED.removeItem}
                      <span className="visually-hidden">{itemLabel}</span>
                    </button>
                  </div>
                </li>
              )
            })}
          </ol>
          <button
            ref={addRef}
            type="button"
            className="button"
            onClick={() => {
              const index = items.length
              focusNext.current = () => itemAt(index)?.querySelector<HTMLElement>(FOCUSABLE)
              array.push(newItem())
            }}
          >
            {DECLARED.addItem(field.label)}
          </button>
        </fieldset>
      )}
    </FieldArray>
  )
}
