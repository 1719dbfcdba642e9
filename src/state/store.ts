// The store (reduxjs/redux-templates: a factory, so each test and each server render gets a fresh
// one). gatsby-browser and gatsby-ssr share one wrapRootElement over it.
import { configureStore } from '@reduxjs/toolkit'
import { persistStore, type Persistor } from 'redux-persist'
import { browserHost, createTrackerApi, type TrackerApi, type TrackerEnv } from './api'
import {
  browserLocalStorage,
  browserSessionStorage,
  createRootReducer,
  noopStorage,
  PERSIST_ACTIONS,
  safeStorage,
  type RootState,
  type StorageSource,
} from './persist'
import { createTrackerListener } from './trackerListener'

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>
  /** Keep state in Web Storage; by default only where there is a window (not in `gatsby build`). */
  persist?: boolean
  /** Where localStorage and sessionStorage come from; the browser's by default. */
  storage?: { local?: StorageSource; session?: StorageSource }
  /** The tracker's API client; createTrackerApi(GATSBY_API_URL) by default. */
  api?: TrackerApi
  now?: () => Date
  host?: () => string
  /** Called once the persisted state is back (or, without persistence, at once). */
  onRehydrated?: (store: AppStore) => void
}

export function makeStore(options: MakeStoreOptions = {}) {
  const persist = options.persist ?? typeof window !== 'undefined'
  const env: TrackerEnv = {
    api: options.api ?? createTrackerApi(),
    now: options.now ?? (() => new Date()),
    host: options.host ?? browserHost,
  }
  const reducer = createRootReducer(
    persist
      ? {
          local: safeStorage(options.storage?.local ?? browserLocalStorage, 'localStorage'),
          session: safeStorage(options.storage?.session ?? browserSessionStorage, 'sessionStorage'),
        }
      : { local: noopStorage, session: noopStorage },
  )
  const tracker = createTrackerListener(env)
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: env },
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      }).prepend(tracker.middleware),
  })
  const persistor: Persistor = persistStore(store, null, () => options.onRehydrated?.(store))
  return { store, persistor }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type AppDispatch = AppStore['dispatch']
export type { RootState }
