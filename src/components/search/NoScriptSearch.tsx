import searchText from '../../domain/i18n/compiled/search'
import { menuLabel, type MenuGroup } from '../../domain/menu'
import { useLanguage, useLocalPath, useText } from '../../i18n/useText'
import * as styles from './SiteSearch.module.css'

// Issue #33: without JavaScript the search cannot run (Pagefind is a script), and its form sent
// the visitor to "/?" with nothing found. Without JavaScript the form is hidden and this note
// says why and leads to the menu's main pages instead. A <noscript>: nothing of it exists for a
// browser that runs the page's code, so it never shows while the page hydrates. It comes before
// the form: a <style> in <body> may only style what follows it (the Nu HTML Checker).
const HIDE_FORM_CSS = 'form[data-site-search]{display:none!important}'

/** The form's mark for the style above: CSS modules rename the classes. */
export const SEARCH_FORM_MARK = { 'data-site-search': '' }

export function NoScriptSearch({ menu }: { menu: readonly MenuGroup[] }) {
  const t = useText(searchText)
  const language = useLanguage()
  const local = useLocalPath()
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: HIDE_FORM_CSS }} />
      <div role="note" className={styles.noScript}>
        <p>{t('needsScript')}</p>
        <ul>
          {menu.map((group) => (
            <li key={group.id}>
              <a href={local(group.to)}>{menuLabel(group, language)}</a>
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  )
}
