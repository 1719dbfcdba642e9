import { LocationContext } from '@gatsbyjs/reach-router'
import { Link } from 'gatsby'
import { useContext, useEffect, useState } from 'react'
import layoutText from '../domain/i18n/compiled/layout'
import {
  pathIn,
  prefersEnglish,
  SUGGESTION_DISMISSED_KEY,
  type Language,
} from '../domain/i18n/languages'
import { useLanguage, useText } from '../i18n/useText'
import * as styles from './LanguageSwitch.module.css'

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(SUGGESTION_DISMISSED_KEY) === '1'
  } catch {
    return false // storage refused: the suggestion shows, and its button still hides it
  }
}

/**
 * The same page in the other language (issue #35), keeping its query (`?klasa=` of the homework
 * list) and hash. The server's HTML links to the page alone, as it knows no query; the browser
 * adds the query once the page is alive, so both first renders match. No redirect, ever: a
 * parent chooses. A browser that reads English gets, on a Polish page, one short suggestion in the
 * bar's own line (the bar is as tall either way: nothing moves), until it is dismissed.
 */
export function LanguageSwitch({ path }: { path: string }) {
  const language = useLanguage()
  const other: Language = language === 'pl' ? 'en' : 'pl'
  const location = useContext(LocationContext)?.location
  const [rest, setRest] = useState('')
  const [suggest, setSuggest] = useState(false)
  useEffect(() => {
    setRest(`${location?.search ?? ''}${location?.hash ?? ''}`)
  }, [location?.search, location?.hash])
  useEffect(() => {
    setSuggest(language === 'pl' && prefersEnglish(navigator.languages ?? []) && !dismissed())
  }, [language])
  const t = useText(layoutText)
  const english = layoutText.in('en')
  const dismiss = () => {
    setSuggest(false)
    try {
      window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1')
    } catch {
      // remembered for this page only
    }
  }
  return (
    // A landmark of its own (axe-core's "region"), outside the header: the header is as tall on
    // every page, the staff area's (no switch there) included.
    <nav className={styles.bar} aria-label={t('languageNav')}>
      <div className={`container ${styles.inner}`}>
        {suggest && (
          <p className={styles.suggestion} lang="en" role="note">
            {english('suggestion')}
          </p>
        )}
        <Link
          to={`${pathIn(path, other)}${rest}`}
          hrefLang={other}
          lang={other}
          className={styles.link}
        >
          {t('switchTo')}
        </Link>
        {suggest && (
          <button type="button" className={styles.dismiss} lang="en" onClick={dismiss}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{english('dismissSuggestion')}</span>
          </button>
        )}
      </div>
    </nav>
  )
}
