// The staff API in the site's one store: its slice is injected when the staff app's code loads
// (this module), its middleware into each store the staff session runs on. The transport it calls
// through is the store's `staff` service (./baseQuery.ts), set by the session.
import { injectMiddleware, rootReducer, storeServices, type AppStore } from '../../state/store'
import type { StaffEnv } from './baseQuery'
import { staffApi } from './staffApi'

declare module '../../state/store' {
  interface LazyLoadedSlices {
    [staffApi.reducerPath]: ReturnType<typeof staffApi.reducer>
  }
}

rootReducer.inject(staffApi)

/**
 * Binds the staff API of `store` to a session's transport. Another account's session starts from
 * an empty cache: what one user's session cached is never shown to the next.
 */
export function startStaffApi(store: AppStore, env: StaffEnv) {
  injectMiddleware(store, staffApi.middleware)
  const services = storeServices(store)
  const previous = services.staff as StaffEnv | undefined
  services.staff = env
  if (previous && previous.account !== env.account) store.dispatch(staffApi.util.resetApiState())
}
