// The staff API's one base query: the transport (../api.ts) adds the token and reports a 401 to the
// session; a refusal is kept in the store as plain data ({status, problem}), as RTK Query wants.
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { StoreServices } from '../../state/store'
import { StaffApiError, type StaffApi, type StaffError, type StaffRequest } from '../api'

/** The store's `staff` service (src/state/store.ts StoreServices): the session's transport. */
export interface StaffEnv {
  client: StaffApi
}

export const staffBaseQuery: BaseQueryFn<string | StaffRequest, unknown, StaffError> = async (
  args,
  { extra },
) => {
  const request = typeof args === 'string' ? { url: args } : args
  try {
    // A 204 answers nothing; RTK Query wants a value (null) for a call that went through.
    const { client } = (extra as StoreServices).staff as StaffEnv
    return { data: (await client.request(request)) ?? null }
  } catch (caught) {
    if (!(caught instanceof StaffApiError)) throw caught
    return { error: { status: caught.status, problem: caught.problem } }
  }
}
