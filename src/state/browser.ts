// What the page hands the client state: navigations, outbound clicks and a flush when the page is
// hidden or closed. Loaded after hydration, as its own chunk (./loader.ts), with the client state.
import { isTokenValid } from '../domain/token'
import { externalClickEvent, routeEvent } from '../domain/trackerQueue'
import { setActive } from './authSlice'
import { startClientState } from './client'
import { browserStore, type AppStore } from './store'
import { flushTracker, track, trackerStarted } from './trackerSlice'

let started: AppStore | undefined

/** The browser's store with the client state in it, started once per visit. */
export function startedStore(options: { due?: boolean } = {}): AppStore {
  if (!started) {
    started = browserStore()
    startClientState(started)
    started.dispatch(trackerStarted(options))
  }
  return started
}

/** SPEC.md §4 "Tracking on navigation": every navigation is an event from the old path to the new. */
export function trackNavigation(from: string, to: string) {
  startedStore().dispatch(track(routeEvent(from, to)))
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

/** The guard on every navigation, with the persisted login back. */
export function guardStaffArea(pathname: string, go: (to: string) => void) {
  if (!pathname.includes('/gazda/')) return
  const store = startedStore()
  const { inactive, to } = staffAreaRedirect(
    pathname,
    store.getState().auth?.user ?? null,
    Date.now(),
  )
  if (inactive) store.dispatch(setActive(false))
  if (to) go(to)
}

/** An outbound click on a link marked data-track-external (SPEC.md §4). */
export function trackExternalClick(target: string) {
  startedStore().dispatch(track(externalClickEvent(target)))
}

/** Sends the queue now, the page being hidden or closed (the queue is already in storage). */
export function flushTracking() {
  startedStore().dispatch(flushTracker())
}
