// The browser's one store and the tracker's hooks into the page: navigation, outbound clicks on
// links marked data-track-external, and a flush when the page is hidden or closed.
import { isTokenValid } from '../domain/token'
import { externalClickEvent, routeEvent } from '../domain/trackerQueue'
import { setActive } from './authSlice'
import { makeStore, type AppStore } from './store'
import { flushTracker, track, trackerStarted } from './trackerSlice'

let instance: ReturnType<typeof makeStore> | undefined
let markRehydrated: () => void = () => undefined
/** Resolves once the persisted state is back: no event may be queued before it. */
const rehydrated = new Promise<void>((resolve) => (markRehydrated = resolve))

export function browserStore() {
  instance ??= makeStore({
    onRehydrated: (store: AppStore) => {
      markRehydrated()
      store.dispatch(trackerStarted())
    },
  })
  return instance
}

const whenReady = (run: (store: AppStore) => void) => {
  const { store } = browserStore()
  void rehydrated.then(() => run(store))
}

/** SPEC.md §4 "Tracking on navigation": every navigation is an event from the old path to the new. */
export function trackNavigation(from: string, to: string) {
  whenReady((store) => store.dispatch(track(routeEvent(from, to))))
}

/**
 * SPEC.md §4 "Access to /gazda/": on a path containing /gazda/ with no valid token, the user
 * becomes inactive and is sent to /gazda/ (the login page) unless already there. Returns where
 * to go, or undefined to go on.
 */
export function staffAreaRedirect(
  pathname: string,
  user: { jwt?: string } | null,
  nowMs: number,
): { inactive: boolean; to?: string } {
  if (!pathname.includes('/gazda/') || isTokenValid(user, nowMs)) return { inactive: false }
  return { inactive: true, to: pathname === '/gazda/' ? undefined : '/gazda/' }
}

/** The guard on every navigation, once the persisted login is back. */
export function guardStaffArea(pathname: string, go: (to: string) => void) {
  if (!pathname.includes('/gazda/')) return
  whenReady((store) => {
    const { inactive, to } = staffAreaRedirect(pathname, store.getState().auth.user, Date.now())
    if (inactive) store.dispatch(setActive(false))
    if (to) go(to)
  })
}

export function startPageTracking(doc: Document = document) {
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-track-external]')
      const target = link?.getAttribute('data-track-external')
      if (target) whenReady((store) => store.dispatch(track(externalClickEvent(target))))
    },
    true,
  )
  const flush = () => {
    const { store, persistor } = browserStore()
    store.dispatch(flushTracker())
    // Writes the queue now, not after redux-persist's debounce: the page may be gone by then.
    void persistor.flush()
  }
  window.addEventListener('pagehide', flush)
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush()
  })
}
