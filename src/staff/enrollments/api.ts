// The enrolments' staff API: /api/gazda/enrollments (a family's record, its statuses and notes, the
// CSV, a family's data). A change is made on the version the screen has; a 409 shows the record
// as it now is. A change invalidates the lists it makes stale.
import type { EnrollmentConflict } from '../../domain/api/enrollments'
import { isStaffError, type Query } from '../api'
import { downloaded } from '../query/download'
import { LIST, onSuccess, staffApi } from '../query/staffApi'
import type { EnrollmentRecord, EnrollmentStatus, Paged, StatusChanged } from '../types'
import { currentEnrollmentYear } from './filters'

export const ENROLLMENTS_API = '/api/gazda/enrollments'

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

export const enrollmentsApi = staffApi.injectEndpoints({
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
          dispatch(enrollmentsApi.util.upsertQueryData('enrollment', id, current)),
        )
        if (!answer) return
        dispatch(
          enrollmentsApi.util.updateQueryData('enrollment', id, (record) => {
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
          dispatch(enrollmentsApi.util.upsertQueryData('enrollment', id, current)),
        )
        if (record) dispatch(enrollmentsApi.util.upsertQueryData('enrollment', id, record))
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
          dispatch(enrollmentsApi.util.upsertQueryData('enrollment', id, current)),
        )
        if (record) dispatch(enrollmentsApi.util.upsertQueryData('enrollment', id, record))
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
  useExportFamilyDataMutation,
  useDeleteFamilyDataMutation,
} = enrollmentsApi
