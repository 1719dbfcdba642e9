import { Link } from 'gatsby'
import { useEffect, useRef, useState, type RefObject } from 'react'
import {
  excerptParts,
  fromIndexForm,
  SEARCH_RESULTS_SHOWN,
  toIndexForm,
  type ExcerptPart,
} from '../../domain/search'
import { CloseIcon } from '../icons'
import { loadPagefind, type PagefindResult } from './loadPagefind'
import searchResultsText from '../../domain/i18n/compiled/searchResults'
import { useText } from '../../i18n/useText'
import type { SearchRequest } from './types'
import * as styles from './SiteSearch.module.css'

type Status =
  | { kind: 'searching' }
  | { kind: 'failed' }
  | { kind: 'done'; query: string; results: PagefindResult[] }

interface Shown {
  url: string
  title: string
  excerpt: ExcerptPart[]
}

const describe = (results: PagefindResult[]) =>
  Promise.all(
    results.map(async (result): Promise<Shown> => {
      const { url, meta, excerpt } = await result.data()
      return { url, title: fromIndexForm(meta.title ?? url), excerpt: excerptParts(excerpt) }
    }),
  )

interface SearchResultsProps {
  request: SearchRequest
  open: boolean
  /** Closes the results; `refocus` puts the focus back in the search field. */
  onClose: (refocus: boolean) => void
  /** The search box: a click inside it is not a click outside the results. */
  rootRef: RefObject<HTMLElement>
}

/** The results of the header's search (src/components/search/SiteSearch.tsx), loaded with it. */
export default function SearchResults({ request, open, onClose, rootRef }: SearchResultsProps) {
  const t = useText(searchResultsText)
  const [status, setStatus] = useState<Status>({ kind: 'searching' })
  const [shown, setShown] = useState<Shown[]>([])
  const listRef = useRef<HTMLOListElement>(null)
  const focusFrom = useRef<number | null>(null)

  useEffect(() => {
    // A slower earlier search must not overwrite a later one.
    let current = true
    setStatus({ kind: 'searching' })
    setShown([])
    const search = async () => {
      try {
        const found = await (await loadPagefind()).search(toIndexForm(request.term))
        const results = found?.results ?? []
        const first = await describe(results.slice(0, SEARCH_RESULTS_SHOWN))
        if (!current) return
        setShown(first)
        setStatus({ kind: 'done', query: request.term, results })
      } catch {
        if (current) setStatus({ kind: 'failed' })
      }
    }
    void search()
    return () => {
      current = false
    }
  }, [request])

  // While open: a click outside closes the results, and so does Escape, which puts the focus
  // back in the search field.
  useEffect(() => {
    if (!open) return undefined
    const onOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      onClose(true)
    }
    document.addEventListener('mousedown', onOutside)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('mousedown', onOutside)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, onClose, rootRef])

  // "Show more" takes the focus to the first of the results it added.
  useEffect(() => {
    if (focusFrom.current === null) return
    listRef.current?.querySelectorAll('a')[focusFrom.current]?.focus()
    focusFrom.current = null
  }, [shown])

  const showMore = async () => {
    if (status.kind !== 'done') return
    try {
      const more = await describe(
        status.results.slice(shown.length, shown.length + SEARCH_RESULTS_SHOWN),
      )
      focusFrom.current = shown.length
      setShown([...shown, ...more])
    } catch {
      setStatus({ kind: 'failed' })
    }
  }

  const message =
    status.kind === 'searching'
      ? t('searching')
      : status.kind === 'failed'
        ? t('unavailable')
        : status.results.length > 0
          ? t('found', { count: status.results.length, query: status.query })
          : t('none', { query: status.query })

  return (
    <section className={styles.panel} aria-label={t('results')} hidden={!open}>
      <div className={styles.head}>
        <p role="status" className={styles.status}>
          {message}
        </p>
        <button type="button" className={styles.close} onClick={() => onClose(true)}>
          <CloseIcon />
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </div>
      {shown.length > 0 && (
        <ol ref={listRef} className={styles.list}>
          {shown.map((result) => (
            <li key={result.url}>
              <Link to={result.url} className={styles.title} onClick={() => onClose(false)}>
                {result.title}
              </Link>
              <p className={styles.excerpt}>
                {result.excerpt.map((part, i) =>
                  part.marked ? <mark key={i}>{part.text}</mark> : part.text,
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {status.kind === 'done' && shown.length < status.results.length && (
        <button type="button" className={`button ${styles.more}`} onClick={showMore}>
          {t('more')}
        </button>
      )}
    </section>
  )
}
