// Issue #20: the client state's slices, its storage and the tracker (./browser.ts) are not needed
// to read a page, so they are not in a page's first scripts: the browser loads them as their own
// chunk once the page has hydrated (the root's effect and Gatsby's first onRouteUpdate both come
// after it) and injects them into the store the page already has (./store.ts). What the page reports before they are there (the first page view, an outbound
// click) is handed over in order once they are.
import type * as Browser from './browser'

type BrowserState = typeof Browser

let loading: Promise<BrowserState> | undefined
let loaded: BrowserState | undefined

/** The client state's code, loaded and started once (again on a later call if loading failed). */
export function loadClientState(): Promise<BrowserState> {
  loading ??= import(/* webpackChunkName: "client-state" */ './browser').then(
    (module) => {
      module.startedStore()
      return (loaded = module)
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const once = (run: (state: BrowserState) => void) => void loadClientState().then(run)

/** SPEC.md §4 "Tracking on navigation": every navigation is an event from the old path to the new. */
export function trackNavigation(from: string, to: string) {
  once((state) => state.trackNavigation(from, to))
}

/** SPEC.md §4 "Access to /gazda/": the guard, once the persisted login is back. */
export function guardStaffArea(pathname: string, go: (to: string) => void) {
  if (pathname.includes('/gazda/')) once((state) => state.guardStaffArea(pathname, go))
}

/**
 * Outbound clicks on links marked data-track-external, and a flush of the queue when the page is
 * hidden or closed (before the tracker is loaded there is nothing queued to send).
 */
export function startPageTracking(doc: Document = document) {
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-track-external]')
      const target = link?.getAttribute('data-track-external')
      if (target) once((state) => state.trackExternalClick(target))
    },
    true,
  )
  const flush = () => loaded?.flushTracking()
  window.addEventListener('pagehide', flush)
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush()
  })
}
