// Labelled controls for list filters: they change the view at once, so they live outside Formik.
import type { ReactNode } from 'react'
import { SEARCH_MAX_LENGTH } from '../domain/foldPolish'
import { SelectOptions } from '../components/form/SelectField'
import * as frame from '../components/form/FieldFrame.module.css'
import * as styles from './Staff.module.css'

/** What every filter takes: its control's id, its label, and its value in the view's state. */
interface FilterProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}

/** A filter's label above its control, in the form kit's look. */
function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={frame.label}>
        {label}
      </label>
      {children}
    </div>
  )
}

export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  allLabel,
}: FilterProps & {
  options: readonly { value: string; label: string }[]
  /** The first option, meaning "no filter"; left out when a value is always chosen. */
  allLabel?: string
}) {
  return (
    <Filter id={id} label={label}>
      <select
        id={id}
        className={frame.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        <SelectOptions options={options} />
      </select>
    </Filter>
  )
}

export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="search" className={styles.filters} aria-label={label}>
      {children}
    </div>
  )
}

/**
 * A list's search box. The view sends what it holds as the API's q once typing stops
 * (useDebounced); the server finds it with or without Polish letters (issue #18).
 */
export function FilterSearch({
  id,
  label,
  value,
  onChange,
  hint,
}: FilterProps & {
  /** What can be searched for, under the box (and read with it). */
  hint?: string
}) {
  return (
    <Filter id={id} label={label}>
      <input
        id={id}
        type="search"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={frame.control}
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} className={styles.hint}>
          {hint}
        </small>
      )}
    </Filter>
  )
}
