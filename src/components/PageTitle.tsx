import { Link } from 'gatsby'
import layoutText from '../domain/i18n/compiled/layout'
import { useLocalPath, useText } from '../i18n/useText'
import { ArrowLeftIcon } from './icons'
import * as styles from './PageTitle.module.css'

/** The page title with the optional back link of SPEC.md §2 "Page layout". */
export function PageTitle({
  title,
  previous,
  lang,
}: {
  title: string
  previous?: string
  /** The title's language, where it differs from the page's (issue #35). */
  lang?: string
}) {
  const t = useText(layoutText)
  const local = useLocalPath()
  return (
    <div className={styles.wrapper}>
      {previous && (
        <Link to={local(previous)} className={styles.back} data-pagefind-ignore="all">
          <ArrowLeftIcon />
          {t('back')}
        </Link>
      )}
      <h1 className={styles.title} lang={lang}>
        {title}
      </h1>
    </div>
  )
}
