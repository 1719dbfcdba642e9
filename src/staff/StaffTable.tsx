import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ColumnHeads } from '../components/ColumnHeads'
import * as styles from './Staff.module.css'
import * as phone from './StaffTable.module.css'

const roleOf = (cell: HTMLTableCellElement) =>
  cell.tagName === 'TH' ? (cell.scope === 'col' ? 'columnheader' : 'rowheader') : 'cell'

/**
 * The table's roles written out, since display: block on a phone drops them in some browsers,
 * and each body cell named by its column (data-label), shown above it on a phone.
 */
function markUp(table: HTMLTableElement, columns: readonly string[]) {
  table.setAttribute('role', 'table')
  for (const group of [table.tHead, ...Array.from(table.tBodies)])
    group?.setAttribute('role', 'rowgroup')
  for (const row of Array.from(table.rows)) {
    row.setAttribute('role', 'row')
    const isBody = row.parentElement?.tagName === 'TBODY'
    Array.from(row.cells).forEach((cell, index) => {
      cell.setAttribute('role', roleOf(cell))
      const column = columns[index]
      if (isBody && column) cell.dataset.label = column
    })
  }
}

/** Whether the box's content is wider than the box (it scrolls sideways), kept up to date. */
function useScrollsSideways(box: { current: HTMLElement | null }): boolean {
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [box])
  return scrolls
}

/**
 * A table of the staff area, named by a caption for screen readers, one header cell per column;
 * `children` are the body's rows. On a phone each row becomes a card, every cell under its
 * column's name, so the action columns ("Wycofaj") stay in reach (issue #18); the names come
 * from `columns` here, so that no view repeats them.
 */
export function StaffTable({
  caption,
  columns,
  children,
}: {
  caption: string
  columns: readonly string[]
  children: ReactNode
}) {
  const table = useRef<HTMLTableElement>(null)
  const wrap = useRef<HTMLDivElement>(null)
  const scrolls = useScrollsSideways(wrap)
  // After every render: the rows are the view's, and change with its data.
  useEffect(() => {
    if (table.current) markUp(table.current, columns)
  })
  return (
    <div
      ref={wrap}
      className={styles.tableWrap}
      // A table wider than the screen scrolls in its box: from the keyboard too, and named.
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': caption })}
    >
      <table ref={table} className={`${styles.table} ${phone.cards}`}>
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
