import { LocationContext } from '@gatsbyjs/reach-router'
import { useContext, type ReactNode } from 'react'
import { MENU, type MenuGroupId } from '../domain/menu'
import { useLanguage, useText } from '../i18n/useText'
import layoutText from '../domain/i18n/compiled/layout'
import { sourcePath, type Language } from '../domain/i18n/languages'
import { routes } from '../domain/routes'
import { useSiteSettings } from '../hooks/useSiteSettings'
import { AlertBanner } from './AlertBanner'
import { Footer } from './Footer'
import { Header } from './Header'
import { LanguageSwitch } from './LanguageSwitch'
import { PageTitle } from './PageTitle'

export interface LayoutProps {
  title: string
  /** The back link's target, if the page has one. */
  previous?: string
  /** The current menu section and item (SPEC.md §2 "Page layout"). */
  menu?: MenuGroupId
  submenu?: string
  children?: ReactNode
  /** Whether the banner follows the alerts as saved (issue #20); the staff area's pages do not. */
  liveAlerts?: boolean
  /**
   * The language the title and the content are written in (issue #35). On an English page whose
   * content is Polish, both are marked `lang="pl"` under a short English note; a template that
   * gives English text says 'en' and marks its own Polish parts.
   */
  contentLanguage?: Language
  /**
   * The title's language where it differs from the content's: a list page's Polish section title
   * above English headings and labels.
   */
  titleLanguage?: Language
}

export const MAIN_CONTENT_ID = 'tresc'

export function Layout({
  title,
  previous,
  menu,
  submenu,
  children,
  liveAlerts = true,
  contentLanguage = 'pl',
  titleLanguage = contentLanguage,
}: LayoutProps) {
  const settings = useSiteSettings()
  const t = useText(layoutText)
  const current = { menu, submenu }
  const language = useLanguage()
  // Gatsby renders every page inside its location provider; a test may not.
  const path = useContext(LocationContext)?.location?.pathname ?? '/'
  const staffArea = sourcePath(path).startsWith(routes.staff())
  const foreign = contentLanguage !== language
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipLink')}
      </a>
      {!staffArea && <LanguageSwitch path={path} />}
      <Header siteName={settings.siteName} menu={MENU} current={current} />
      <AlertBanner
        alert={settings.alert}
        scheduled={settings.scheduledAlerts}
        builtAt={settings.builtAt}
        live={liveAlerts}
      />
      {/* Only the main content goes into the site search's index (gatsby/post-build/search-index.ts). */}
      <main id={MAIN_CONTENT_ID} className="container" tabIndex={-1} data-pagefind-body>
        <PageTitle
          title={title}
          previous={previous}
          lang={titleLanguage !== language ? titleLanguage : undefined}
        />
        {foreign ? (
          <>
            <p className="content-language-note">{t('polishOnly')}</p>
            <div lang={contentLanguage}>{children}</div>
          </>
        ) : (
          children
        )}
      </main>
      <Footer menu={MENU} current={current} settings={settings} year={new Date().getFullYear()} />
    </>
  )
}
