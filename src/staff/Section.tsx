import type { ReactNode } from 'react'
import * as styles from './Staff.module.css'

/** A part of a view below the first, named by its heading, with a hint under it when given. */
export function Section({
  id,
  heading,
  hint,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string
  heading: string
  hint?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{heading}</h2>
      {hint && <p className={styles.muted}>{hint}</p>}
      {children}
    </section>
  )
}
