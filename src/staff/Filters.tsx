// Labelled controls for list filters: they change the view at once, so they live outside Formik.
import type { ReactNode } from 'react'
import { SEARCH_MAX_LENGTH } from '../domain/foldPolish'
import * as frame from '../components/form/FieldFrame.module.css'
import * as styles from './Staff.module.css'

export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  /** The first option, meaning "no filter"; left out when a value is always chosen. */
  allLabel?: string
}) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={frame.label}>
        {label}
      </label>
      <select
        id={id}
        className={frame.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
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
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={frame.label}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={frame.control}
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
