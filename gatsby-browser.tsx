import { navigate, type GatsbyBrowser } from 'gatsby'
import { startTransition, type ReactElement } from 'react'
import type { Renderer } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { guardStaffArea, startPageTracking, trackNavigation } from './src/state/loader'
import { LanguageProvider } from './src/i18n/LanguageProvider'
import { languageOfPath } from './src/domain/i18n/languages'
import { RootProviders } from './src/wrap-root-element'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
)

// Issue #35: the page's language, from its path (a not-found page under /en/ is English too), for
// every text on it.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <LanguageProvider
    key={languageOfPath(props.location.pathname)}
    lang={languageOfPath(props.location.pathname)}
  >
    {element}
  </LanguageProvider>
)

/**
 * Hydration as a transition (issue #9): React then works through the page in slices of a few
 * milliseconds and lets the browser answer a tap or paint between them, instead of one task of
 * 50–100 ms on a phone (Lighthouse's total blocking time). The page is already readable: it is
 * the server's HTML. A page without server HTML (none is built so today) is rendered, as Gatsby
 * does.
 */
function hydrateAsTransition(element: ReactElement, container: Element) {
  const rendered = document.getElementById('gatsby-focus-wrapper')?.children.length
  startTransition(() => {
    if (rendered) hydrateRoot(container, element)
    else createRoot(container).render(element)
  })
}

// Gatsby's type is React 17's render(); Gatsby only calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateAsTransition as unknown as Renderer

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  startPageTracking()
}

// Marks the page as interactive once React has hydrated it (browser tests wait for this).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true'
}

// `<html lang>` follows a move to a page of the other language (issue #35).
// The guard is a convenience for staff; the API is what protects the data (SPEC.md §6).
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  document.documentElement.lang = languageOfPath(location.pathname)
  trackNavigation(prevLocation?.pathname ?? '', location.pathname)
  guardStaffArea(location.pathname, (to) => void navigate(to, { replace: true }))
}
