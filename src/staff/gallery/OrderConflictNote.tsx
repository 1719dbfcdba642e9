import { useEffect, useRef } from 'react'
import { CONFLICT } from '../editors/text/editing'
import { GALLERY } from './text'
import type { OrderConflict } from './usePhotoOrder'
import * as styles from '../Staff.module.css'

/** Both orders side by side after a conflict, focused and announced beside the save button. */
export function OrderConflictNote(props: {
  conflict: OrderConflict
  onKeepTheirs: () => void
  onTakeMine: () => void
}) {
  const { conflict, onKeepTheirs, onTakeMine } = props
  const ref = useRef<HTMLDivElement>(null)
  // Focused once per conflict answer, not at every render.
  useEffect(() => ref.current?.focus(), [conflict])
  const side = (
    title: string,
    names: string[],
    which: string,
    choose: () => void,
    label: string,
  ) => (
    <div>
      <h4>{title}</h4>
      <ol data-side={which}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
      <button type="button" className="button" onClick={choose}>
        {label}
      </button>
    </div>
  )
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.error} data-conflict="">
      <p>{GALLERY.orderConflict}</p>
      <div className={styles.conflictSides}>
        {side(CONFLICT.theirs, conflict.theirs, 'theirs', onKeepTheirs, CONFLICT.keepTheirs)}
        {side(CONFLICT.mine, conflict.mine, 'mine', onTakeMine, CONFLICT.takeMine)}
      </div>
    </div>
  )
}
