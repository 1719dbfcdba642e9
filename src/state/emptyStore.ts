// The store as the server's render and the browser's first render see it, before the store's code
// has loaded (after hydration, ./loader.ts): an empty state that never changes. The root's one
// Provider holds it until then (src/wrap-root-element.tsx), so no page's first scripts carry Redux
// Toolkit, and the server's HTML and the first client render are the same.
import type { AppStore } from './store'

const EMPTY = Object.freeze({})

export const emptyStore = {
  getState: () => EMPTY,
  subscribe: () => () => undefined,
  // Nothing reads it yet: the components that write (drafts, staff) wait for the real store.
  dispatch: (action: unknown) => action,
  replaceReducer: () => undefined,
} as unknown as AppStore
