// The class lists' staff API (issue #31): /api/gazda/rosters, injected into the staff API beside
// the enrolments' endpoints (../enrollments/api.ts). A capacity's change makes the list and the
// history stale.
import type { CapacityChanged, Roster, RosterList, RosterSheet } from '../../domain/api/rosters'
import { downloaded } from '../query/download'
import { ENROLLMENTS_API, ifMatch } from '../enrollments/api'
import { onSuccess, staffApi } from '../query/staffApi'

export const ROSTERS_API = '/api/gazda/rosters'

export const rosterApiPath = (level: string, shiftId: number) =>
  `${ROSTERS_API}/${encodeURIComponent(level)}/${shiftId}`

/** The tag of every class's data: the list's counts and each class's children. */
const ROSTERS = { type: 'Enrollment', id: 'rosters' } as const

export const rostersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    rosters: build.query<RosterList, void>({
      query: () => ROSTERS_API,
      providesTags: [ROSTERS],
    }),
    roster: build.query<Roster, { level: string; shiftId: number }>({
      query: ({ level, shiftId }) => rosterApiPath(level, shiftId),
      providesTags: [ROSTERS],
    }),
    /** Every class of `classes` with its children, one after another: the "all classes" print. */
    allRosters: build.query<Roster[], { level: string; shiftId: number }[]>({
      async queryFn(classes, _api, _extra, baseQuery) {
        const rosters: Roster[] = []
        for (const { level, shiftId } of classes) {
          const answer = await baseQuery({ url: rosterApiPath(level, shiftId) })
          if (answer.error) return { error: answer.error }
          rosters.push(answer.data as Roster)
        }
        return { data: rosters }
      },
      keepUnusedDataFor: 0,
    }),
    setCapacity: build.mutation<
      CapacityChanged,
      { level: string; shiftId: number; capacity: number }
    >({
      query: ({ level, shiftId, capacity }) => ({
        url: `${rosterApiPath(level, shiftId)}/capacity`,
        method: 'PUT',
        body: { capacity },
      }),
      invalidatesTags: onSuccess(ROSTERS, 'History', 'Audit'),
    }),
    /** The audit log's note of a printed sheet, sent before the browser's print dialog opens. */
    rosterPrinted: build.mutation<void, { level: string; shiftId: number; sheet: RosterSheet }>({
      query: ({ level, shiftId, sheet }) => ({
        url: `${rosterApiPath(level, shiftId)}/printed`,
        method: 'POST',
        body: { sheet },
      }),
    }),
    /**
     * A child moved to another class (helper route of the enrolment: PATCH …/students/{id} with
     * its level and shift), made on the record's version as it is read now (If-Match): a change
     * someone made meanwhile is never overwritten, the move then answers 409.
     */
    moveChild: build.mutation<
      null,
      { enrollmentId: number; studentId: number; level: string; shiftId: number }
    >({
      async queryFn({ enrollmentId, studentId, level, shiftId }, _api, _extra, baseQuery) {
        const record = await baseQuery({ url: `${ENROLLMENTS_API}/${enrollmentId}` })
        if (record.error) return { error: record.error }
        const { version } = record.data as { version: number }
        const moved = await baseQuery({
          url: `${ENROLLMENTS_API}/${enrollmentId}/students/${studentId}`,
          method: 'PATCH',
          body: { level, buildingId: shiftId },
          headers: ifMatch(version),
        })
        return moved.error ? { error: moved.error } : { data: null }
      },
      invalidatesTags: (_answer, error, { enrollmentId }) =>
        error ? [] : [ROSTERS, { type: 'Enrollment', id: enrollmentId }, 'History', 'Audit'],
    }),
    exportRoster: build.mutation<null, { level: string; shiftId: number; fileName: string }>({
      queryFn: ({ level, shiftId, fileName }, _api, _extra, baseQuery) =>
        downloaded(baseQuery, { url: `${rosterApiPath(level, shiftId)}.csv` }, fileName),
    }),
  }),
})

export const {
  useAllRostersQuery,
  useRostersQuery,
  useRosterQuery,
  useSetCapacityMutation,
  useRosterPrintedMutation,
  useExportRosterMutation,
  useMoveChildMutation,
} = rostersApi
