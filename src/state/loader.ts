// Issue #20: the client state's slices, its storage and the tracker (./browser.ts) are not needed
// to read a page, so they are not in a page's first scripts: the browser loads them as their own
// chunk and injects them into the store the page already has (./store.ts). Issue #36: nor are they
// loaded on every page any more, but when a page needs the store (a form's draft, the staff area,
// a staff member's login that shows the edit links) or when the tracker's first send is due;
// until then ./earlyTracker.ts keeps the tracker's queue in the same storage, which the store
// reads back when it loads. Once loaded, everything goes to the store.
import { isTokenValid } from '../domain/token'
import { externalClickEvent, routeEvent } from '../domain/trackerQueue'
import type * as Browser from './browser'
import { createEarlyTracker, type EarlyTracker } from './earlyTracker'
import { browserLocalStorage, readRoot, safeStorage } from './storage'

type BrowserState = typeof Browser

let loading: Promise<BrowserState> | undefined
let loaded: BrowserState | undefined
let early: EarlyTracker | undefined
const waiting: ((state: BrowserState) => void)[] = []

/** The tracker of the page before the store loads (made at the first use, in the browser). */
function earlyTracker(): EarlyTracker {
  early ??= createEarlyTracker({
    due: () => void loadClientState({ due: true }).catch(() => undefined),
  })
  return early
}

/**
 * The client state's code, loaded and started once (again on a later call if loading failed),
 * after the session the early tracker asked for has come, so that the store does not ask again.
 */
export function loadClientState(options: { due?: boolean } = {}): Promise<BrowserState> {
  loading ??= (early?.start() ?? Promise.resolve())
    .then(() => import(/* webpackChunkName: "client-state" */ './browser'))
    .then(
      (module) => {
        early?.stop()
        module.startedStore(options)
        loaded = module
        for (const run of waiting.splice(0)) run(module)
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
  return loading
}

/** Runs `run` with the client state once it has loaded, whoever asked for it. */
export function whenClientStateLoads(run: (state: BrowserState) => void): () => void {
  if (loaded) {
    run(loaded)
    return () => undefined
  }
  waiting.push(run)
  return () => {
    const index = waiting.indexOf(run)
    if (index >= 0) waiting.splice(index, 1)
  }
}

/**
 * Whether the page needs the store at once: a staff member is logged in (the menu shows the edit
 * links), or the page is in the staff area. A form asks for it itself (src/forms/useDraft.ts).
 */
export function clientStateNeeded(
  pathname: string,
  local = safeStorage(browserLocalStorage, 'localStorage'),
) {
  return pathname.includes('/gazda/') || isTokenValid(readRoot(local).auth?.user, Date.now())
}

const once = (run: (state: BrowserState) => void) => void loadClientState().then(run)

/**
 * SPEC.md §4 "Tracking on navigation": every navigation is an event from the old path to the new;
 * the first one also asks for a session when none was kept.
 */
export function trackNavigation(from: string, to: string) {
  if (loaded) return loaded.trackNavigation(from, to)
  const tracker = earlyTracker()
  void tracker.start()
  tracker.track(routeEvent(from, to))
}

/** SPEC.md §4 "Access to /gazda/": the guard, once the persisted login is back. */
export function guardStaffArea(pathname: string, go: (to: string) => void) {
  if (pathname.includes('/gazda/')) once((state) => state.guardStaffArea(pathname, go))
}

/**
 * Outbound clicks on links marked data-track-external, and a flush of the queue when the page is
 * hidden or closed.
 */
export function startPageTracking(doc: Document = document) {
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-track-external]')
      const target = link?.getAttribute('data-track-external')
      if (!target) return
      if (loaded) loaded.trackExternalClick(target)
      else earlyTracker().track(externalClickEvent(target))
    },
    true,
  )
  const flush = () => (loaded ? loaded.flushTracking() : early?.flush())
  window.addEventListener('pagehide', flush)
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush()
  })
}
