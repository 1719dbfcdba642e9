// The staff API's records: enrolments (with a family's data), surveys, visits, history and audit,
// accounts, the outbox and the photo reports. A change invalidates the lists it makes stale.
import type { AccountChanges, NewAccount } from '../../domain/staffAccounts'
import type { PhotoReportStatus } from '../../domain/photoReport'
import type { OutboxList, SendAgainAnswer } from '../../domain/api/outbox'
import { isStaffError, type Query } from '../api'
import type { EnrollmentConflict } from '../../domain/api/enrollments'
import { currentEnrollmentYear } from '../enrollments/filters'
import type {
  AuditEntry,
  EnrollmentRecord,
  StatusChanged,
  EnrollmentStatus,
  HistoryEntry,
  Paged,
  StaffAccount,
  SurveyRecord,
  Visits,
} from '../types'
import { downloaded } from './download'
import { LIST, onSuccess, staffApi } from './staffApi'

export const ENROLLMENTS_API = '/api/gazda/enrollments'
export const SURVEYS_API = '/api/gazda/surveys'
export const ACCOUNTS_API = '/api/gazda/staff'
export const OUTBOX_API = '/api/gazda/outbox'
export const PHOTO_REPORTS_API = '/api/gazda/photo-reports'

/** The API's largest page; the survey summary reads every page of answers. */
const SUMMARY_PAGE_SIZE = 100
const SUMMARY_MAX_PAGES = 50

/** GET /api/gazda/photo-reports (server/routes/gazda/photoReports.ts). */
export interface PhotoReportItem {
  id: number
  createdAt: string
  years: string
  album: string
  photo: string
  reason: string
  email: string | null
  status: PhotoReportStatus
  handledAt: string | null
  handledBy: { name: string } | null
  albumTitle: string | null
  photoExists: boolean
  photoHidden: boolean
}

const enrollmentList = { type: 'Enrollment', id: LIST } as const

/** The version the screen has, as the record's ETag says it (`"{version}"`). */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` })

/** A 409's body: someone else changed the enrolment since the screen's version. */
export function conflictOf(error: unknown): EnrollmentConflict | null {
  if (!isStaffError(error) || error.status !== 409) return null
  const body = error.problem.body as Partial<EnrollmentConflict> | undefined
  if (body?.code !== 'ENROLLMENT_CHANGED' || !body.current) return null
  return { ...body, changes: body.changes ?? [] } as EnrollmentConflict
}

/**
 * A change's answer, or null when refused; a 409's record as it now is goes to `showCurrent`
 * first (the screen shows the other person's change; nothing of theirs is replaced).
 */
async function answered<T>(
  fulfilled: Promise<{ data: T }>,
  showCurrent: (current: EnrollmentRecord) => void,
): Promise<T | null> {
  try {
    return (await fulfilled).data
  } catch (caught) {
    const conflict = conflictOf((caught as { error?: unknown } | null)?.error)
    if (conflict) showCurrent(conflict.current)
    return null
  }
}

export const recordsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** The year the newest enrolment is for: the list opens on it. */
    currentEnrollmentYear: build.query<string, void>({
      query: () => ({ url: ENROLLMENTS_API, params: { pageSize: 1 } }),
      transformResponse: (page: Paged<EnrollmentRecord>) => currentEnrollmentYear(page.items),
      providesTags: [enrollmentList],
    }),
    enrollments: build.query<Paged<EnrollmentRecord>, Query>({
      query: (params) => ({ url: ENROLLMENTS_API, params }),
      providesTags: [enrollmentList],
    }),
    enrollment: build.query<EnrollmentRecord, number>({
      query: (id) => `${ENROLLMENTS_API}/${id}`,
      providesTags: (_record, _error, id) => [{ type: 'Enrollment', id }],
    }),
    /**
     * Every child of the family gets the status (PATCH {status}), made on the version the screen
     * has (If-Match): the record shows the answer at once and is then read again; a 409 puts the
     * record as it now is on the screen (conflictOf says what changed, and who changed it).
     */
    changeEnrollmentStatus: build.mutation<
      Partial<StatusChanged>,
      { id: number; status: EnrollmentStatus; version: number; by: string | null }
    >({
      query: ({ id, status, version }) => ({
        url: `${ENROLLMENTS_API}/${id}`,
        method: 'PATCH',
        body: { status },
        headers: ifMatch(version),
      }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [enrollmentList, { type: 'Enrollment', id }, 'History', 'Audit'],
      async onQueryStarted({ id, status, by }, { dispatch, queryFulfilled }) {
        const answer = await answered(queryFulfilled, (current) =>
          dispatch(recordsApi.util.upsertQueryData('enrollment', id, current)),
        )
        if (!answer) return
        dispatch(
          recordsApi.util.updateQueryData('enrollment', id, (record) => {
            record.status = status
            for (const student of record.students) student.status = status
            record.statusChangedAt = answer.statusChangedAt ?? new Date().toISOString()
            record.statusChangedByName = answer.statusChangedByName ?? by
            if (typeof answer.version === 'number') record.version = answer.version
          }),
        )
      },
    }),
    /** One child's own status (PATCH …/students/{studentId}, If-Match): answers the record. */
    changeStudentStatus: build.mutation<
      EnrollmentRecord,
      { id: number; studentId: number; status: EnrollmentStatus; version: number }
    >({
      query: ({ id, studentId, status, version }) => ({
        url: `${ENROLLMENTS_API}/${id}/students/${studentId}`,
        method: 'PATCH',
        body: { status },
        headers: ifMatch(version),
      }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [enrollmentList, { type: 'Enrollment', id }, 'History', 'Audit'],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const record = await answered(queryFulfilled, (current) =>
          dispatch(recordsApi.util.upsertQueryData('enrollment', id, current)),
        )
        if (record) dispatch(recordsApi.util.upsertQueryData('enrollment', id, record))
      },
    }),
    /** An office note (POST …/notes, If-Match): answers the record, the note in it. */
    addEnrollmentNote: build.mutation<
      EnrollmentRecord,
      { id: number; text: string; version: number }
    >({
      query: ({ id, text, version }) => ({
        url: `${ENROLLMENTS_API}/${id}/notes`,
        method: 'POST',
        body: { text },
        headers: ifMatch(version),
      }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Enrollment', id }, 'History', 'Audit'],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const record = await answered(queryFulfilled, (current) =>
          dispatch(recordsApi.util.upsertQueryData('enrollment', id, current)),
        )
        if (record) dispatch(recordsApi.util.upsertQueryData('enrollment', id, record))
      },
    }),
    exportEnrollments: build.mutation<null, { params: Query; fileName: string }>({
      queryFn: ({ params, fileName }, _api, _extra, baseQuery) =>
        downloaded(baseQuery, { url: `${ENROLLMENTS_API}.csv`, params }, fileName),
    }),
    /** Issue #8: a family's data, all of it, as a JSON file. */
    exportFamilyData: build.mutation<null, { id: number; fileName: string }>({
      queryFn: ({ id, fileName }, _api, _extra, baseQuery) =>
        downloaded(baseQuery, { url: `${ENROLLMENTS_API}/${id}/export` }, fileName),
    }),
    deleteFamilyData: build.mutation<void, number>({
      query: (id) => ({ url: `${ENROLLMENTS_API}/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(enrollmentList, 'Survey', 'Audit'),
    }),

    /** Issue #33: the answers (those a search finds) as CSV. */
    exportSurveys: build.mutation<null, { params: Query; fileName: string }>({
      queryFn: ({ params, fileName }, _api, _extra, baseQuery) =>
        downloaded(baseQuery, { url: `${SURVEYS_API}.csv`, params }, fileName),
    }),
    surveys: build.query<Paged<SurveyRecord>, Query>({
      query: (params) => ({ url: SURVEYS_API, params }),
      providesTags: ['Survey'],
    }),
    /** Every answer, page after page, for the summary's charts. */
    allSurveyAnswers: build.query<SurveyRecord[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const items: SurveyRecord[] = []
        for (let page = 1; page <= SUMMARY_MAX_PAGES; page += 1) {
          const params = { page, pageSize: SUMMARY_PAGE_SIZE }
          const batch = await baseQuery({ url: SURVEYS_API, params })
          if (batch.error) return { error: batch.error }
          const { items: more, total } = batch.data as Paged<SurveyRecord>
          items.push(...more)
          if (items.length >= total || more.length === 0) break
        }
        return { data: items }
      },
      providesTags: ['Survey'],
    }),
    survey: build.query<SurveyRecord, number>({
      query: (id) => `${SURVEYS_API}/${id}`,
      providesTags: ['Survey'],
    }),

    visits: build.query<Visits, string>({
      query: (since) => ({ url: '/api/gazda/visits', params: { since } }),
    }),
    history: build.query<Paged<HistoryEntry>, Query>({
      query: (params) => ({ url: '/api/gazda/history', params }),
      providesTags: ['History'],
    }),
    audit: build.query<Paged<AuditEntry>, Query>({
      query: (params) => ({ url: '/api/gazda/audit', params }),
      providesTags: ['Audit'],
    }),

    accounts: build.query<StaffAccount[], void>({
      query: () => ACCOUNTS_API,
      providesTags: ['Account'],
    }),
    addAccount: build.mutation<StaffAccount, NewAccount>({
      query: (body) => ({ url: ACCOUNTS_API, method: 'POST', body }),
      invalidatesTags: onSuccess('Account', 'Audit'),
    }),
    changeAccount: build.mutation<unknown, { id: number; changes: AccountChanges }>({
      query: ({ id, changes }) => ({
        url: `${ACCOUNTS_API}/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: onSuccess('Account', 'Audit'),
    }),

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

    photoReports: build.query<PhotoReportItem[], { status: string; q: string }>({
      query: (params) => ({ url: PHOTO_REPORTS_API, params }),
      providesTags: ['PhotoReport'],
    }),
    /** Refused or not, the list is loaded again: it shows each request as it now is. */
    setPhotoReportStatus: build.mutation<unknown, { id: number; status: PhotoReportStatus }>({
      query: ({ id, status }) => ({
        url: `${PHOTO_REPORTS_API}/${id}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['PhotoReport'],
    }),
  }),
})

export const {
  useCurrentEnrollmentYearQuery,
  useEnrollmentsQuery,
  useEnrollmentQuery,
  useChangeEnrollmentStatusMutation,
  useChangeStudentStatusMutation,
  useAddEnrollmentNoteMutation,
  useExportEnrollmentsMutation,
  useExportSurveysMutation,
  useExportFamilyDataMutation,
  useDeleteFamilyDataMutation,
  useSurveysQuery,
  useAllSurveyAnswersQuery,
  useSurveyQuery,
  useVisitsQuery,
  useHistoryQuery,
  useAuditQuery,
  useAccountsQuery,
  useAddAccountMutation,
  useChangeAccountMutation,
  useOutboxQuery,
  useSendAgainMutation,
  usePhotoReportsQuery,
  useSetPhotoReportStatusMutation,
} = recordsApi
