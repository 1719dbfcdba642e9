import type { ReactNode } from 'react'
import { ColumnHeads } from '../components/ColumnHeads'
import * as styles from './tables.module.css'

interface ScrollTableProps {
  /** The table's own class in tables.module.css, beside the shared `table`. */
  className: string | undefined
  /** The column headers, in order. */
  columns: readonly string[]
  /** The table's name, read by screen readers only. */
  caption?: string
  /**
   * A box that may scroll sideways is reachable by keyboard, and named by the caption (axe-core's
   * scrollable-region-focusable): on the parent duty table the English dates and hours make it
   * scroll at 1280 px.
   */
  focusable?: boolean
  /** The rows of the body. */
  children: ReactNode
}

/**
 * A table of the calendar, homework or parent duty pages: it scrolls inside its box, not the page
 * (issue #19), under one row of column headers.
 */
export function ScrollTable({
  className,
  columns,
  caption,
  focusable,
  children,
}: ScrollTableProps) {
  return (
    <div
      className={styles.scroll}
      tabIndex={focusable ? 0 : undefined}
      role={focusable ? 'region' : undefined}
      aria-label={focusable ? caption : undefined}
    >
      <table className={`${styles.table} ${className}`}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
