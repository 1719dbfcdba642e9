import type { ReactNode } from 'react'
import { MENU, type MenuGroupId } from '../domain/menu'
import { useSiteSettings } from '../hooks/useSiteSettings'
import { AlertBanner } from './AlertBanner'
import { Footer } from './Footer'
import { Header } from './Header'
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
}

export const MAIN_CONTENT_ID = 'tresc'

export function Layout({
  title,
  previous,
  menu,
  submenu,
  children,
  liveAlerts = true,
}: LayoutProps) {
  const settings = useSiteSettings()
  const current = { menu, submenu }
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Przejdź do treści
      </a>
      <Header siteName={settings.siteName} menu={MENU} current={current} />
      <AlertBanner
        alert={settings.alert}
        scheduled={settings.scheduledAlerts}
        builtAt={settings.builtAt}
        live={liveAlerts}
      />
      {/* Only the main content goes into the site search's index (gatsby/post-build/search-index.ts). */}
      <main id={MAIN_CONTENT_ID} className="container" tabIndex={-1} data-pagefind-body>
        <PageTitle title={title} previous={previous} />
        {children}
      </main>
      <Footer menu={MENU} current={current} settings={settings} year={new Date().getFullYear()} />
    </>
  )
}
