// The browser's one store and what the page hands the tracker: navigations, outbound clicks and a
// flush when the page is hidden or closed. Loaded after hydration, as its own chunk (./loader.ts).
import { isTokenValid } from '../domain/token'
import { externalClickEvent, routeEvent } from '../domain/trackerQueue'
import { setActive } from './authSlice'
import { clientStateOf, type ClientState } from './clientState'
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

let client: ClientState | undefined

/** The browser store's client state, for ClientStateContext (one object for the whole visit). */
export function browserClientState(): ClientState {
  client ??= clientStateOf(browserStore().store)
  return client
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

/** An outbound click on a link marked data-track-external (SPEC.md §4). */
export function trackExternalClick(target: string) {
  whenReady((store) => store.dispatch(track(externalClickEvent(target))))
}

/** Sends the queue now, the page being hidden or closed. */
export function flushTracking() {
  const { store, persistor } = browserStore()
  store.dispatch(flushTracker())
  // Writes the queue now, not after redux-persist's debounce: the page may be gone by then.
  void persistor.flush()
}
