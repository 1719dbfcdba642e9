// redux-persist (SPEC.md §4 "Session", §9 "library default" key): auth and tracker in
// localStorage under `persist:root`; form drafts in sessionStorage under `persist:drafts`.
// Storage is touched lazily and never throws: `gatsby build` has no window (DESIGN.md "Gatsby
// facts"), and a browser may refuse storage (private mode, disabled, quota exceeded).
import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  type Storage as PersistStorage,
} from 'redux-persist'
import { authSlice } from './authSlice'
import { draftsSlice } from './draftsSlice'
import { trackerSlice } from './trackerSlice'

/** RTK usage guide, "Use with Redux-Persist": redux-persist's actions carry functions. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER]

/** Where a Web Storage comes from; called at each use, so nothing is touched before it is needed. */
export type StorageSource = () => Storage | null | undefined

export const browserLocalStorage: StorageSource = () =>
  typeof window === 'undefined' ? undefined : window.localStorage
export const browserSessionStorage: StorageSource = () =>
  typeof window === 'undefined' ? undefined : window.sessionStorage

export const noopStorage: PersistStorage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
}

/**
 * A redux-persist storage over a Web Storage that swallows its errors, warning once: the site
 * works on without keeping state rather than failing a dispatch or a render.
 */
export function safeStorage(source: StorageSource, name: string): PersistStorage {
  let warned = false
  function run<T>(operation: (storage: Storage) => T, fallback: T): Promise<T> {
    try {
      const storage = source()
      return Promise.resolve(storage ? operation(storage) : fallback)
    } catch (error) {
      if (!warned) {
        warned = true
        console.warn(`${name} is unavailable; the page works on without keeping its state.`, error)
      }
      return Promise.resolve(fallback)
    }
  }
  return {
    getItem: (key: string) => run((storage) => storage.getItem(key), null),
    setItem: (key: string, value: string) =>
      run((storage) => storage.setItem(key, value), undefined),
    removeItem: (key: string) => run((storage) => storage.removeItem(key), undefined),
  }
}

export interface Storages {
  local: PersistStorage
  session: PersistStorage
}

export function createRootReducer({ local, session }: Storages) {
  // timeout 0: these storages answer at once, and redux-persist's 5 s guard timer, never cleared,
  // would only keep a server render or a test process waiting.
  const drafts = persistReducer(
    { key: 'drafts', storage: session, timeout: 0 },
    draftsSlice.reducer,
  )
  const root = combineReducers({
    auth: authSlice.reducer,
    tracker: trackerSlice.reducer,
    drafts,
  })
  const persisted = persistReducer(
    { key: 'root', storage: local, whitelist: ['auth', 'tracker'], timeout: 0 },
    root,
  )
  // redux-persist's types predate Redux 5's preloaded-state parameter; like combineReducers, the
  // reducer takes a partial state (tests and server renders preload only what they need).
  type State = ReturnType<typeof persisted>
  return persisted as Reducer<State, UnknownAction, Partial<State>>
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>
