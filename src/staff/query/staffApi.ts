// The staff area's data (issue: the staff app on RTK Query): one createApi over one base query,
// in the site's one store (./store.ts), with react-redux's own hooks. Each feature folder of
// src/staff/ injects its endpoints in its `api.ts`. Tags say which lists a change makes stale.
import { createApi } from '@reduxjs/toolkit/query/react'
import { staffBaseQuery } from './baseQuery'

export const STAFF_TAGS = [
  'Enrollment',
  'Survey',
  'Account',
  'Outbox',
  'PhotoReport',
  'History',
  'Audit',
  'Content',
  'Album',
] as const

export type StaffTag = (typeof STAFF_TAGS)[number]

/** A list's tag: what a change to any of its records makes stale. */
export const LIST = 'LIST'

/** Tags to invalidate when the change went through; a refused change leaves the lists alone. */
export const onSuccess =
  (...tags: (StaffTag | { type: StaffTag; id: string | number })[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags

export const staffApi = createApi({
  reducerPath: 'staffApi',
  baseQuery: staffBaseQuery,
  tagTypes: STAFF_TAGS,
  // Each screen asks the server again when it opens (another person may have changed the data);
  // what is cached is shown meanwhile.
  refetchOnMountOrArgChange: true,
  endpoints: (build) => ({
    /** The token is revoked on the server (signing out); the answer says nothing more. */
    logOut: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST', body: {} }),
    }),
  }),
})
