// The unsent mail's staff API: /api/gazda/outbox, the list and sending one again.
import type { OutboxList, SendAgainAnswer } from '../../domain/api/outbox'
import type { Query } from '../api'
import { onSuccess, staffApi } from '../query/staffApi'

export const OUTBOX_API = '/api/gazda/outbox'

export const outboxApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<OutboxList, Query>({
      query: (params) => ({ url: OUTBOX_API, params }),
      providesTags: ['Outbox'],
    }),
    sendAgain: build.mutation<SendAgainAnswer, string>({
      query: (id) => ({
        url: `${OUTBOX_API}/${encodeURIComponent(id)}/send-again`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: onSuccess('Outbox'),
    }),
  }),
})

export const { useOutboxQuery, useSendAgainMutation } = outboxApi
