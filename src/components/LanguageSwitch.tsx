import { LocationContext } from '@gatsbyjs/reach-router'
import { Link } from 'gatsby'
import { useContext, useEffect, useState } from 'react'
import { useLanguage, useText } from '../i18n/useText'
import layoutText from '../domain/i18n/compiled/layout'
import { pathIn, type Language } from '../domain/i18n/languages'
import * as styles from './LanguageSwitch.module.css'

/**
 * The same page in the other language (issue #35), keeping its query (`?klasa=` of the homework
 * list) and hash. The server's HTML links to the page alone, as it knows no query; the browser
 * adds the query once the page is alive, so both first renders match. No redirect, ever: a
 * parent chooses.
 */
export function LanguageSwitch({ path }: { path: string }) {
  const language = useLanguage()
  const other: Language = language === 'pl' ? 'en' : 'pl'
  const location = useContext(LocationContext)?.location
  const [rest, setRest] = useState('')
  useEffect(() => {
    setRest(`${location?.search ?? ''}${location?.hash ?? ''}`)
  }, [location?.search, location?.hash])
  const t = useText(layoutText)
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <Link
          to={`${pathIn(path, other)}${rest}`}
          hrefLang={other}
          lang={other}
          className={styles.link}
        >
          {t('switchTo')}
        </Link>
      </div>
    </div>
  )
}
