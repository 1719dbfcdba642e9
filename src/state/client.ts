// The client state (issue #20): login, the tracker queue and the form drafts, injected into the
// store (./store.ts) when this code loads (after hydration in the browser, ./loader.ts) and read
// back from the browser's storage (./persist.ts). Tests start it on a store of their own.
import { browserHost, createTrackerApi, type TrackerApi, type TrackerEnv } from './api'
import { authSlice } from './authSlice'
import { draftsSlice } from './draftsSlice'
import {
  browserLocalStorage,
  browserSessionStorage,
  persistedStateRead,
  readPersisted,
  safeStorage,
  writeDrafts,
  writeRoot,
  type StorageSource,
} from './persist'
import { injectMiddleware, rootReducer, storeServices, type AppStore } from './store'
import { createTrackerListener } from './trackerListener'
import { trackerSlice } from './trackerSlice'

export interface ClientStateOptions {
  /** Keep state in Web Storage; by default only where there is a window (not in `gatsby build`). */
  persist?: boolean
  /** Where localStorage and sessionStorage come from; the browser's by default. */
  storage?: { local?: StorageSource; session?: StorageSource }
  /** The tracker's API client; createTrackerApi(GATSBY_API_URL) by default. */
  api?: TrackerApi
  now?: () => Date
  host?: () => string
}

/** The client state's slices, in the one root reducer (once: injecting again does nothing). */
export const clientReducer = rootReducer.inject(authSlice).inject(trackerSlice).inject(draftsSlice)

/**
 * Adds the client state to `store`: the slices, the tracker's listener and what the last page
 * load kept. Once this returns the state is back (storage answers at once).
 */
export function startClientState(store: AppStore, options: ClientStateOptions = {}) {
  const env: TrackerEnv = {
    api: options.api ?? createTrackerApi(),
    now: options.now ?? (() => new Date()),
    host: options.host ?? browserHost,
  }
  storeServices(store).tracker = env
  injectMiddleware(store, createTrackerListener(env).middleware)
  if (!(options.persist ?? typeof window !== 'undefined')) {
    store.dispatch(persistedStateRead({}))
    return
  }
  const local = safeStorage(options.storage?.local ?? browserLocalStorage, 'localStorage')
  const session = safeStorage(options.storage?.session ?? browserSessionStorage, 'sessionStorage')
  store.dispatch(persistedStateRead(readPersisted(local, session)))
  // Written at once and on each change: the page may be closed at any moment.
  const read = () => store.getState() as ReturnType<typeof clientReducer>
  let written = read()
  writeRoot(local, written.auth, written.tracker)
  store.subscribe(() => {
    const state = read()
    if (state.auth !== written.auth || state.tracker !== written.tracker) {
      writeRoot(local, state.auth, state.tracker)
    }
    if (state.drafts !== written.drafts) writeDrafts(session, state.drafts)
    written = state
  })
}
