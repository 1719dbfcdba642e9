import { FieldArray, getIn, useFormikContext } from 'formik'
import { useEffect, useRef, type ReactNode } from 'react'
import { PlusIcon, TrashIcon } from '../icons'
import formsText from '../../domain/i18n/compiled/forms'
import { useText } from '../../i18n/useText'
import * as styles from './RepeatableGroup.module.css'

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])'

export interface RepeatableGroupProps<T> {
  /** The Formik array's path, e.g. `students`; an item's fields are `students.${index}.firstName`. */
  name: string
  /** One item's fields. */
  children: (index: number) => ReactNode
  /** The value a new item starts with. */
  newItem: () => T
  addLabel: string
  /** SPEC.md §4 "Repeatable groups": default 0, no maximum; remove is disabled at the minimum. */
  min?: number
  /** Completes "Usuń …" for screen readers, in the accusative: "ucznia 2". */
  itemLabel?: (index: number) => string
}

/**
 * Items are keyed by index: Formik copies an item on every keystroke, so no identity survives
 * to key by. Removing an item moves focus to the add button rather than losing it.
 */
export function RepeatableGroup<T>({
  name,
  children,
  newItem,
  addLabel,
  min = 0,
  itemLabel,
}: RepeatableGroupProps<T>) {
  const { values } = useFormikContext()
  const t = useText(formsText)
  const items: unknown[] = getIn(values, name) ?? []
  const listRef = useRef<HTMLDivElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const focusTarget = useRef<number | 'add' | null>(null)

  // After add, the new item's first field; after remove, the add button.
  useEffect(() => {
    const target = focusTarget.current
    if (target === null) return
    focusTarget.current = null
    const element =
      target === 'add'
        ? addRef.current
        : listRef.current?.children[target]?.querySelector<HTMLElement>(FOCUSABLE)
    element?.focus()
  }, [items.length])

  return (
    <FieldArray name={name}>
      {(array) => (
        <div className={styles.group}>
          <div ref={listRef} className={styles.items}>
            {items.map((_, index) => (
              <div key={index} className={styles.item}>
                {children(index)}
                <button
                  type="button"
                  className={`button ${styles.remove}`}
                  disabled={items.length <= min}
                  onClick={() => {
                    focusTarget.current = 'add'
                    array.remove(index)
                  }}
                >
                  <TrashIcon />
                  {t('remove')}
                  <span className="visually-hidden">
                    {' '}
                    {itemLabel ? itemLabel(index) : t('item', { number: index + 1 })}
                  </span>
                </button>
              </div>
            ))}
          </div>
          <button
            ref={addRef}
            type="button"
            className="button"
            onClick={() => {
              focusTarget.current = items.length
              array.push(newItem())
            }}
          >
            <PlusIcon />
            {addLabel}
          </button>
        </div>
      )}
    </FieldArray>
  )
}
