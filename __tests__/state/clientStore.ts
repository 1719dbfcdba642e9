// A store with the client state started in it, as a page has once its client state has loaded.
import { startClientState, type ClientStateOptions } from '../../src/state/client'
import { makeStore, type RootState } from '../../src/state/store'

export type ClientStoreOptions = ClientStateOptions & { preloadedState?: Partial<RootState> }

export function makeClientStore({ preloadedState, ...options }: ClientStoreOptions = {}) {
  const store = makeStore(preloadedState)
  startClientState(store, options)
  return store
}
