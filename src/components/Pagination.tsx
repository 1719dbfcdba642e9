import { Link } from 'gatsby'
import contentText from '../domain/i18n/compiled/content'
import { useText } from '../i18n/useText'
import * as styles from './Pagination.module.css'

interface PaginationProps {
  page: number
  pageCount: number
  pathOf: (page: number) => string
  label: string
}

/** Numbered pages with previous and next, the current one marked for assistive technology. */
export function Pagination({ page, pageCount, pathOf, label }: PaginationProps) {
  const t = useText(contentText)
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 && (
        <Link to={pathOf(page - 1)} rel="prev" className={styles.step}>
          {t('newer')}
        </Link>
      )}
      <ul className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={pathOf(n)}
              className={styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pageNumber', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <Link to={pathOf(page + 1)} rel="next" className={styles.step}>
          {t('older')}
        </Link>
      )}
    </nav>
  )
}
