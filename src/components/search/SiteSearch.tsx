import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react'
import type { MenuGroup } from '../../domain/menu'
import { loadPagefind } from './loadPagefind'
import { NoScriptSearch, SEARCH_FORM_MARK } from './NoScriptSearch'
import searchText from '../../domain/i18n/compiled/search'
import { useText } from '../../i18n/useText'
import type { SearchRequest } from './types'
import * as styles from './SiteSearch.module.css'

const loadResults = () => import(/* webpackChunkName: "site-search" */ './SearchResults')
const SearchResults = lazy(loadResults)

// Issue #10: nothing of the search comes with the page. Pagefind and the results' code are
// loaded when the visitor first types (so that they are there by Enter), or searches.
const warmUp = () => {
  loadPagefind().catch(() => undefined)
  loadResults().catch(() => undefined)
}

/**
 * The header's site search: a field, a button and, once searched, the results below them; without
 * JavaScript, a note with the menu's main pages instead.
 */
export function SiteSearch({ menu }: { menu: readonly MenuGroup[] }) {
  const t = useText(searchText)
  const [query, setQuery] = useState('')
  const [request, setRequest] = useState<SearchRequest | null>(null)
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  const close = useCallback((refocus: boolean) => {
    setOpen(false)
    if (refocus) inputRef.current?.focus()
  }, [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const term = query.trim()
    if (!term) return
    setRequest((was) => ({ term, id: (was?.id ?? 0) + 1 }))
    setOpen(true)
  }

  return (
    <div ref={rootRef} className={styles.search}>
      <NoScriptSearch menu={menu} />
      <form role="search" className={styles.form} onSubmit={onSubmit} {...SEARCH_FORM_MARK}>
        <label htmlFor="site-search" className="visually-hidden">
          {t('label')}
        </label>
        <input
          ref={inputRef}
          id="site-search"
          type="search"
          className={styles.input}
          value={query}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value)
            warmUp()
          }}
        />
        <button type="submit" className={styles.button}>
          {t('button')}
        </button>
      </form>
      {request && (
        <Suspense fallback={null}>
          <SearchResults request={request} open={open} onClose={close} rootRef={rootRef} />
        </Suspense>
      )}
    </div>
  )
}
