import {
  PhotoReportDecision,
  PhotoReportItem,
  PhotoReportList,
  PhotoReportQuery,
} from '../../../../src/domain/api/photoReports'
import { IdParams } from '../../../../src/domain/api/staff'
import { galleryPhotoState, type GalleryPhotoState } from '../../../content/galleryPhoto'
import { apiError } from '../../../errors'
import { createAudit } from '../../../repositories/audit'
import { createPhotoReports, type PhotoReportRow } from './repository'
import { found } from '../common'
import type { Routes } from '../../options'

export const PHOTO_NOT_HIDDEN_MESSAGE =
  'To zdjęcie nie jest jeszcze ukryte w albumie. Najpierw je ukryj, potem oznacz zgłoszenie.'

/**
 * /api/gazda/photo-reports (issue #10), for editors and admins: the takedown requests, newest
 * first, each with whether its photo is hidden now; PATCH …/{id} records the decision. Hiding the
 * photo itself is the gallery editor's PUT …/photos/{name}, so history and publishing stay one path.
 */
export const photoReportStaffRoutes: Routes = async (app, { contentDir }) => {
  const reports = createPhotoReports(app.db)
  const audit = createAudit(app.db)

  /** The photo as content/ has it now; one read per album and photo for a whole list. */
  const withPhoto = async (rows: PhotoReportRow[]): Promise<PhotoReportItem[]> => {
    const states = new Map<string, Promise<GalleryPhotoState | null>>()
    return Promise.all(
      rows.map(async ({ handledByName, ...row }) => {
        const key = `${row.years}/${row.album}/${row.photo}`
        if (!states.has(key)) {
          states.set(key, galleryPhotoState(contentDir, row.years, row.album, row.photo))
        }
        const state = await states.get(key)!
        return {
          ...row,
          createdAt: row.createdAt.toISOString(),
          handledAt: row.handledAt?.toISOString() ?? null,
          handledBy: handledByName ? { name: handledByName } : null,
          albumTitle: state?.albumTitle ?? null,
          photoExists: state !== null,
          photoHidden: state?.hidden ?? false,
        }
      }),
    )
  }

  app.get(
    '/api/gazda/photo-reports',
    { schema: { querystring: PhotoReportQuery, response: { 200: PhotoReportList } } },
    async (request) => {
      const rows = await reports.list(request.query.status, request.query.q)
      await audit(request.staff!.id, 'list', 'photo-report')
      return withPhoto(rows)
    },
  )

  app.patch(
    '/api/gazda/photo-reports/:id',
    {
      schema: {
        params: IdParams,
        body: PhotoReportDecision,
        response: { 200: PhotoReportItem },
      },
    },
    async (request) => {
      const id = Number(request.params.id)
      const report = found(await reports.byId(id))
      if (request.body.status === 'hidden') {
        const state = await galleryPhotoState(contentDir, report.years, report.album, report.photo)
        if (!state?.hidden) throw apiError(409, 'PHOTO_NOT_HIDDEN', PHOTO_NOT_HIDDEN_MESSAGE)
      }
      await reports.setStatus(id, request.body.status, request.staff!.id)
      await audit(request.staff!.id, 'update', 'photo-report', id)
      const [updated] = await withPhoto([(await reports.byId(id))!])
      return updated
    },
  )
}
