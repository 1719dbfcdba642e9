// The visit statistics' staff API: /api/gazda/visits, since a day.
import { staffApi } from '../query/staffApi'
import type { Visits } from '../types'

export const visitsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    visits: build.query<Visits, string>({
      query: (since) => ({ url: '/api/gazda/visits', params: { since } }),
    }),
  }),
})

export const { useVisitsQuery } = visitsApi
