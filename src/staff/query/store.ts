// The staff app's store (one per mounted app, so each login and each test starts empty): RTK
// Query's cache of the staff API, and nothing else.
import { configureStore } from '@reduxjs/toolkit'
import type { StaffEnv } from './baseQuery'
import { staffApi } from './staffApi'

export function makeStaffStore(env: StaffEnv) {
  return configureStore({
    reducer: { [staffApi.reducerPath]: staffApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: env } }).concat(staffApi.middleware),
  })
}

export type StaffStore = ReturnType<typeof makeStaffStore>
