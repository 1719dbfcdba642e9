// The site's one Redux store (reduxjs/redux-templates: a factory, so each test gets a fresh one).
// Its code loads after hydration (./loader.ts); until then the root's Provider holds an empty
// store (./emptyStore.ts). The slices and middleware are injected when the code that uses them
// loads (RTK's combineSlices and createDynamicMiddleware): the client state (login, tracker,
// drafts: ./client.ts) with this file, the staff area's API (src/staff/query/store.ts) when the
// staff area opens.
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
} from '@reduxjs/toolkit'
import type { TrackerEnv } from './api'

/** The slices injected after the store is made; each slice's module adds its own entry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>

/**
 * What the store's thunks and base queries use from outside (the thunk's extra argument), one
 * object per store, filled in by the code that needs it when that code loads.
 */
export interface StoreServices {
  tracker?: TrackerEnv
  /** The staff API's transport, bound to the session (src/staff/query/baseQuery.ts). */
  staff?: unknown
}

const services = new WeakMap<object, StoreServices>()
const dynamicMiddleware = new WeakMap<object, ReturnType<typeof createDynamicMiddleware>>()

export function makeStore(preloadedState?: Partial<RootState>) {
  const extra: StoreServices = {}
  const dynamic = createDynamicMiddleware()
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(dynamic.middleware),
  })
  services.set(store, extra)
  dynamicMiddleware.set(store, dynamic)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

/** The store's services object (its thunks' extra argument). */
export const storeServices = (store: AppStore): StoreServices => services.get(store)!

/** Adds middleware to this store (once each: adding the same function again does nothing). */
export function injectMiddleware(store: AppStore, ...middleware: Middleware[]) {
  dynamicMiddleware.get(store)!.addMiddleware(...(middleware as never[]))
}

let browser: AppStore | undefined

/** The browser's one store, for the whole visit (a server render has the empty one). */
export const browserStore = (): AppStore => (browser ??= makeStore())
