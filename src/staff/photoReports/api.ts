// The photo reports' staff API: /api/gazda/photo-reports (server/routes/gazda/photoReports/),
// the list and a request's status.
import type { PhotoReportStatus } from '../../domain/photoReport'
import { staffApi } from '../query/staffApi'

export const PHOTO_REPORTS_API = '/api/gazda/photo-reports'

/** GET /api/gazda/photo-reports (server/routes/gazda/photoReports/). */
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

export const photoReportsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { usePhotoReportsQuery, useSetPhotoReportStatusMutation } = photoReportsApi
