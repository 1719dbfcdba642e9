// The mailing lists' staff API (issue #34): /api/gazda/mailing, injected into the staff API. A
// send or a suppression's change makes the lists, the log and the history stale.
import type {
  MailingLists,
  MessageBody,
  MessagePreview,
  MessageSent,
  SendBody,
  SendLog,
  Suppressions,
  TestSent,
  UnsubscribeRequestBody,
  UnsubscribeRequestDone,
} from '../../domain/api/mailing'
import { onSuccess, staffApi } from '../query/staffApi'

export const MAILING_API = '/api/gazda/mailing'

/** The tag of the mailing lists' data (under the mail's tag: no new tag type for one screen). */
const MAILING = { type: 'Outbox', id: 'mailing' } as const

export const mailingApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    mailingLists: build.query<MailingLists, void>({
      query: () => `${MAILING_API}/lists`,
      providesTags: [MAILING],
    }),
    sendLog: build.query<SendLog, void>({
      query: () => `${MAILING_API}/messages`,
      providesTags: [MAILING],
    }),
    suppressions: build.query<Suppressions, void>({
      query: () => `${MAILING_API}/suppressions`,
      providesTags: [MAILING],
    }),
    addSuppression: build.mutation<void, { email: string }>({
      query: (body) => ({ url: `${MAILING_API}/suppressions`, method: 'POST', body }),
      invalidatesTags: onSuccess(MAILING, 'History', 'Audit'),
    }),
    removeSuppression: build.mutation<void, { email: string }>({
      query: (body) => ({ url: `${MAILING_API}/suppressions`, method: 'DELETE', body }),
      invalidatesTags: onSuccess(MAILING, 'History', 'Audit'),
    }),
    unsubscribeByRequest: build.mutation<UnsubscribeRequestDone, UnsubscribeRequestBody>({
      query: (body) => ({ url: `${MAILING_API}/unsubscribe-requests`, method: 'POST', body }),
      invalidatesTags: onSuccess(MAILING, 'History', 'Audit'),
    }),
    previewMessage: build.mutation<MessagePreview, MessageBody>({
      query: (body) => ({ url: `${MAILING_API}/preview`, method: 'POST', body }),
    }),
    testMessage: build.mutation<TestSent, MessageBody>({
      query: (body) => ({ url: `${MAILING_API}/test`, method: 'POST', body }),
      invalidatesTags: onSuccess('Audit'),
    }),
    sendMessage: build.mutation<MessageSent, SendBody>({
      query: (body) => ({ url: `${MAILING_API}/send`, method: 'POST', body }),
      invalidatesTags: onSuccess(MAILING, 'History', 'Audit'),
    }),
  }),
})

export const {
  useMailingListsQuery,
  useSendLogQuery,
  useSuppressionsQuery,
  useAddSuppressionMutation,
  useRemoveSuppressionMutation,
  useUnsubscribeByRequestMutation,
  usePreviewMessageMutation,
  useTestMessageMutation,
  useSendMessageMutation,
} = mailingApi
