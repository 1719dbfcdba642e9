import { Link } from 'gatsby'
import paginationText from '../domain/i18n/compiled/pagination'
import { useLocalPath, useText } from '../i18n/useText'
import * as styles from './Pagination.module.css'

interface PaginationProps {
  page: number
  pageCount: number
  pathOf: (page: number) => string
  label: string
}

/** Numbered pages with previous and next, the current one marked for assistive technology. */
export function Pagination({ page, pageCount, pathOf, label }: PaginationProps) {
  const t = useText(paginationText)
  const local = useLocalPath()
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 && (
        <Link to={local(pathOf(page - 1))} rel="prev" className={styles.step}>
          {t('newer')}
        </Link>
      )}
      <ul className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={local(pathOf(n))}
              className={styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('page', { n })}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <Link to={local(pathOf(page + 1))} rel="next" className={styles.step}>
          {t('older')}
        </Link>
      )}
    </nav>
  )
}
