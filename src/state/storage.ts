// Keeping the client state between page loads (SPEC.md §4 "Session", §9 "library default" key), in
// the format redux-persist wrote before us, so a returning visitor keeps what was stored: auth and
// tracker in localStorage under `persist:root`, form drafts in sessionStorage under
// `persist:drafts`; each field is JSON inside the key's JSON, beside `_persist`. Storage is touched
// only when asked and never throws: a browser may refuse it (private mode, disabled, quota). No
// Redux here: ./earlyTracker.ts keeps the tracker's queue with it before the store has loaded.
import type { AuthState } from './authSlice'
import type { DraftsState } from './draftActions'
import type { TrackerState } from './trackerSlice'

export const ROOT_KEY = 'persist:root'
export const DRAFTS_KEY = 'persist:drafts'
/** redux-persist's own field, kept so that an older page in another tab still reads the key. */
const PERSIST_FIELD = JSON.stringify({ version: -1, rehydrated: true })

/** What was kept; a slice missing here keeps its initial state. */
export interface PersistedState {
  auth?: AuthState
  tracker?: TrackerState
  drafts?: DraftsState
}

/** Where a Web Storage comes from; called at each use, so nothing is touched before it is needed. */
export type StorageSource = () => Storage | null | undefined

export const browserLocalStorage: StorageSource = () =>
  typeof window === 'undefined' ? undefined : window.localStorage
export const browserSessionStorage: StorageSource = () =>
  typeof window === 'undefined' ? undefined : window.sessionStorage

/** A Web Storage whose errors are swallowed, with one warning: the site works on without it. */
export function safeStorage(source: StorageSource, name: string) {
  let warned = false
  function run<T>(operation: (storage: Storage) => T, fallback: T): T {
    try {
      const storage = source()
      return storage ? operation(storage) : fallback
    } catch (error) {
      if (!warned) {
        warned = true
        console.warn(`${name} is unavailable; the page works on without keeping its state.`, error)
      }
      return fallback
    }
  }
  return {
    read: (key: string) => run((storage) => storage.getItem(key), null),
    write: (key: string, value: string) => run((storage) => storage.setItem(key, value), undefined),
  }
}

export type SafeStorage = ReturnType<typeof safeStorage>

/** A key's fields, each parsed; a field that is not JSON is left out. */
function readFields(storage: SafeStorage, key: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  try {
    const raw = storage.read(key)
    const outer: unknown = raw ? JSON.parse(raw) : null
    if (!outer || typeof outer !== 'object') return fields
    for (const [name, value] of Object.entries(outer as Record<string, unknown>)) {
      if (name === '_persist' || typeof value !== 'string') continue
      try {
        fields[name] = JSON.parse(value)
      } catch {
        // A field broken by hand is forgotten; the others are kept.
      }
    }
  } catch {
    // Not JSON at all: nothing was kept.
  }
  return fields
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The login and the tracker's queue kept in local storage. */
export function readRoot(local: SafeStorage): Pick<PersistedState, 'auth' | 'tracker'> {
  const root = readFields(local, ROOT_KEY)
  const read: PersistedState = {}
  if (isObject(root.auth)) read.auth = root.auth as unknown as AuthState
  if (isObject(root.tracker) && Array.isArray(root.tracker.tracks)) {
    read.tracker = root.tracker as unknown as TrackerState
  }
  return read
}

/** The form drafts kept in the tab's session storage. */
export function readDrafts(session: SafeStorage): DraftsState | undefined {
  const drafts = readFields(session, DRAFTS_KEY)
  return isObject(drafts.forms) ? ({ forms: drafts.forms } as DraftsState) : undefined
}

export function readPersisted(local: SafeStorage, session: SafeStorage): PersistedState {
  const read: PersistedState = readRoot(local)
  const drafts = readDrafts(session)
  if (drafts) read.drafts = drafts
  return read
}

const keyValue = (fields: Record<string, unknown>) =>
  JSON.stringify({
    ...Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)]),
    ),
    _persist: PERSIST_FIELD,
  })

export const writeRoot = (local: SafeStorage, auth: AuthState, tracker: TrackerState) =>
  local.write(ROOT_KEY, keyValue({ auth, tracker }))

/**
 * The tracker's queue written back before the store has loaded (./earlyTracker.ts), beside the
 * login as it was read (none when none was kept).
 */
export const writeTracker = (local: SafeStorage, tracker: TrackerState, auth?: AuthState) =>
  local.write(ROOT_KEY, keyValue(auth ? { auth, tracker } : { tracker }))

export const writeDrafts = (session: SafeStorage, drafts: DraftsState) =>
  session.write(DRAFTS_KEY, keyValue({ forms: drafts.forms }))
