// The history of changes and the audit log: /api/gazda/history and /api/gazda/audit, read only.
import type { Query } from '../api'
import { staffApi } from '../query/staffApi'
import type { AuditEntry, HistoryEntry, Paged } from '../types'

export const historyApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    history: build.query<Paged<HistoryEntry>, Query>({
      query: (params) => ({ url: '/api/gazda/history', params }),
      providesTags: ['History'],
    }),
    audit: build.query<Paged<AuditEntry>, Query>({
      query: (params) => ({ url: '/api/gazda/audit', params }),
      providesTags: ['Audit'],
    }),
  }),
})

export const { useHistoryQuery, useAuditQuery } = historyApi
