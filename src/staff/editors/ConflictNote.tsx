// The answer to a version conflict, beside the save button that met it (issue #18): announced
// (role="alert") and focused, so that it is neither missed nor read as "saved". Items only one
// person changed are merged already; for each item both changed, the saved text and the unsaved
// one side by side, and the editor keeps the saved one, takes their own, or edits the field.
import { useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import { CONFLICT } from './text/editing'
import { fieldName, shownValue, type MergeConflict } from './merge'
import * as styles from '../Staff.module.css'

/** The saved text, then the unsaved one, each with the button that keeps it. */
const SIDES = [
  { side: 'theirs', heading: CONFLICT.theirs, choose: CONFLICT.keepTheirs },
  { side: 'mine', heading: CONFLICT.mine, choose: CONFLICT.takeMine },
] as const

export function ConflictNote({
  conflicts,
  label,
}: {
  conflicts: MergeConflict[]
  /** The field's name as the form labels it (Odpowiedź 7), from its Formik name. */
  label?: (name: string) => string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>()
  // Focus once per conflict answer (a new array each time the server says 409).
  useEffect(() => ref.current?.focus(), [conflicts])
  const valueAt = (path: MergeConflict['path']) =>
    path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], values)
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.error} data-conflict="">
      <p>{conflicts.length === 0 ? CONFLICT.merged : CONFLICT.both(conflicts.length)}</p>
      {conflicts.map((conflict) => {
        const name = fieldName(conflict.path)
        const current = shownValue(valueAt(conflict.path))
        return (
          <section key={name} className={styles.conflict} data-field={name}>
            <h3>{label?.(name) ?? name}</h3>
            <div className={styles.conflictSides}>
              {SIDES.map(({ side, heading, choose }) => (
                <div key={side}>
                  <h4>{heading}</h4>
                  <pre className={styles.prewrap} data-side={side}>
                    {shownValue(conflict[side])}
                  </pre>
                  <button
                    type="button"
                    className="button"
                    aria-pressed={current === shownValue(conflict[side])}
                    onClick={() => void setFieldValue(name, conflict[side])}
                  >
                    {choose}
                  </button>
                </div>
              ))}
            </div>
          </section>
        )
      })}
      {conflicts.length > 0 && <p>{CONFLICT.byHand}</p>}
    </div>
  )
}
