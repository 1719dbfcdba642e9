import type { ReactNode } from 'react'
import * as styles from './lists.module.css'

/** The cards of a list page (teachers, forms, textbooks): one per item, in the order given. */
export function CardList<Item>({
  items,
  keyOf,
  children,
}: {
  items: readonly Item[]
  keyOf: (item: Item) => string
  /** A card's content. */
  children: (item: Item) => ReactNode
}) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={keyOf(item)} className={styles.card}>
          {children(item)}
        </li>
      ))}
    </ul>
  )
}
