import { Link } from 'gatsby'
import { ArrowLeftIcon } from './icons'
import * as styles from './PageTitle.module.css'

/** The page title with the optional back link of SPEC.md §2 "Page layout". */
export function PageTitle({ title, previous }: { title: string; previous?: string }) {
  return (
    <div className={styles.wrapper}>
      {previous && (
        <Link to={previous} className={styles.back} data-pagefind-ignore="all">
          <ArrowLeftIcon />
          Wróć
        </Link>
      )}
      <h1 className={styles.title}>{title}</h1>
    </div>
  )
}
