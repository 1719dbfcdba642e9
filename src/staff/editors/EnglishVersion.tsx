// The content editors' English tab (issue #35): the Polish fields in one tab, the English
// version's (src/domain/content/editing/english.ts) in another, as an accessible tab list
// (role tablist/tab/tabpanel, the arrow keys, Home and End). Both panels stay in the form, the
// hidden one only hidden; after a save refused for a field of the other tab, that tab is shown.
import { useFormikContext, type FormikErrors } from 'formik'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { TextareaField, TextField } from '../../components/form'
import {
  emptyEnglish,
  ENGLISH_KEY,
  type EnglishField,
  type EnglishValues,
} from '../../domain/content/editing/english'
import { ENGLISH_TAB } from './text/english'
import * as styles from '../Staff.module.css'

/** A form's values with an English version beside the Polish ones. */
export type WithEnglish<V> = V & { [ENGLISH_KEY]: EnglishValues }

/** The form's English values from the API's (null: none written). */
export const englishFormValues = (
  fields: readonly EnglishField[],
  english: EnglishValues | null | undefined,
): EnglishValues => ({ ...emptyEnglish(fields), ...(english ?? {}) })

/** Whether any English field has text. */
export const hasEnglishText = (english: EnglishValues | undefined) =>
  Object.values(english ?? {}).some((value) => value.trim() !== '')

const TABS = ['pl', 'en'] as const
type Tab = (typeof TABS)[number]

/**
 * The Polish fields (`children`) and the English version's (`fields`) in two tabs. The English
 * tab's name says whether a version is written ("jest"/"brak") and whether it has errors.
 */
export function LanguageTabs({
  fields,
  children,
}: {
  fields: readonly EnglishField[]
  children: ReactNode
}) {
  const id = useId()
  const { values, errors, submitCount, status } = useFormikContext<WithEnglish<object>>()
  const [selected, setSelected] = useState<Tab>('pl')
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ pl: null, en: null })
  const englishErrors = Boolean(errors[ENGLISH_KEY])
  const polishErrors = Object.keys(errors as FormikErrors<object>).some(
    (key) => key !== ENGLISH_KEY,
  )

  // A refused save shows the tab whose fields are in error, so that the first error can be focused.
  const seen = useRef({ submitCount, status })
  useEffect(() => {
    if (seen.current.submitCount === submitCount && seen.current.status === status) return
    seen.current = { submitCount, status }
    if (selected === 'pl' && englishErrors && !polishErrors) setSelected('en')
    if (selected === 'en' && polishErrors && !englishErrors) setSelected('pl')
  }, [submitCount, status, englishErrors, polishErrors, selected])

  const choose = (tab: Tab) => {
    setSelected(tab)
    tabs.current[tab]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(selected)
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    choose(next)
  }

  const written = hasEnglishText(values[ENGLISH_KEY])
  const names: Record<Tab, ReactNode> = {
    pl: ENGLISH_TAB.polish,
    en: (
      <>
        {ENGLISH_TAB.english}{' '}
        <span className={styles.muted}>
          ({written ? ENGLISH_TAB.hasEnglish : ENGLISH_TAB.noEnglish}
          {englishErrors && `, ${ENGLISH_TAB.hasErrors}`})
        </span>
      </>
    ),
  }
  const panels: Record<Tab, ReactNode> = { pl: children, en: <EnglishFields fields={fields} /> }
  return (
    <div className={styles.languageTabs}>
      <div role="tablist" aria-label={ENGLISH_TAB.tabs} className={styles.tabList}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={selected === tab}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={selected === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab)}
            onKeyDown={onKeyDown}
          >
            {names[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          hidden={selected !== tab}
          tabIndex={0}
          className={styles.tabPanel}
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  )
}

/** The English version's fields, each labelled with the Polish field it translates. */
export function EnglishFields({ fields }: { fields: readonly EnglishField[] }) {
  return (
    <>
      <p className={styles.muted}>{ENGLISH_TAB.note}</p>
      {fields.map((field) =>
        field.markdown ? (
          <TextareaField
            key={field.name}
            name={`${ENGLISH_KEY}.${field.name}`}
            label={ENGLISH_TAB.label(field.label)}
            hint={ENGLISH_TAB.bodyHint}
            rows={12}
          />
        ) : (
          <TextField
            key={field.name}
            name={`${ENGLISH_KEY}.${field.name}`}
            label={ENGLISH_TAB.label(field.label)}
          />
        ),
      )}
      <p className={styles.muted}>{ENGLISH_TAB.otherFields}</p>
    </>
  )
}
