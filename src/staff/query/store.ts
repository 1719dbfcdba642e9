// The staff API in the site's one store: its slice is injected when the staff app's code loads
// (this module), its middleware into each store the staff session runs on. The transport it calls
// through is the store's `staff` service (./baseQuery.ts), set by the session.
import type { Middleware } from '@reduxjs/toolkit'
import {
  injectMiddleware,
  rootReducer,
  storeServices,
  type AppStore,
  type RootState,
} from '../../state/store'
import type { StaffEnv } from './baseQuery'
import { staffApi } from './staffApi'

declare module '../../state/store' {
  interface LazyLoadedSlices {
    [staffApi.reducerPath]: ReturnType<typeof staffApi.reducer>
  }
}

rootReducer.inject(staffApi)

const accountOf = (state: RootState) => state.auth?.user?.email ?? null

/**
 * Another account's session starts from an empty cache: what one user's session cached is never
 * shown to the next. The store empties it on the action that changes the account (a login, a
 * logout), not a component while it renders.
 */
const emptyOnAccountChange: Middleware<object, RootState> = (api) => (next) => (action) => {
  const before = accountOf(api.getState())
  const result = next(action)
  if (accountOf(api.getState()) !== before) api.dispatch(staffApi.util.resetApiState())
  return result
}

/** Binds the staff API of `store` to a session's transport. */
export function startStaffApi(store: AppStore, env: StaffEnv) {
  injectMiddleware(store, staffApi.middleware, emptyOnAccountChange as Middleware)
  storeServices(store).staff = env
}
