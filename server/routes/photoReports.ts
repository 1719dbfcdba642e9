import { formErrorAnswer, hasFormErrors } from '../../src/domain/formErrors'
import formsText from '../../src/domain/i18n/compiled/forms'
import photoReportText from '../../src/domain/i18n/compiled/photoReport'
import { photoReportErrors, photoReportValue } from '../../src/domain/photoReport'
import { PHOTO_NAME } from '../../src/domain/api/gallery'
import { PhotoReportCreated, PhotoReportRequest } from '../../src/domain/api/photoReports'
import { galleryPhotoState } from '../content/galleryPhoto'
import { apiError } from '../errors'
import { DEFAULT_WRITE_LIMITS } from '../limits/config'
import { WRITE_RULES } from '../limits/rules'
import { mailAfterAnswer } from '../mail'
import { photoReportNotice } from '../photoReportMail'
import { requestLanguage } from '../requestLanguage'
import { createPhotoReports } from './gazda/photoReports/repository'
import type { Routes } from './options'

export const PHOTO_REPORTS_PATH = '/api/photo-reports'
export const PHOTO_REPORTS_PER_HOUR = DEFAULT_WRITE_LIMITS.photoReports.perAddress
export const TOO_MANY_REPORTS_MESSAGE = WRITE_RULES.photoReports.message
export const PHOTO_NOT_FOUND_MESSAGE = photoReportText.in('pl')('notFound')

/**
 * POST /api/photo-reports (issue #10): a visitor asks for a gallery photo shown on the site to be
 * taken down. Stored before the answer, then the office gets a notice; limited per address.
 */
export const photoReportRoutes: Routes = async (app, { config }) => {
  const reports = createPhotoReports(app.db)
  const mail = mailAfterAnswer(app)

  app.post(
    PHOTO_REPORTS_PATH,
    {
      onRequest: app.writeLimit('photoReports'),
      schema: { body: PhotoReportRequest, response: { 201: PhotoReportCreated } },
    },
    async (request, reply) => {
      // The album page's language (Accept-Language, issue #35) words the refusals.
      const language = requestLanguage(request)
      const { years, album, photo, reason, email = '' } = request.body
      const errors = photoReportErrors({ reason, email }, language)
      const value = photoReportValue({ reason, email })
      if (hasFormErrors(errors) || !value) {
        throw apiError(
          400,
          'INVALID_FORM',
          formsText.in(language)('invalidAnswer'),
          formErrorAnswer(errors),
        )
      }
      // Only a photo the site shows now: its album and file in content/, not in `hidden`.
      const state = PHOTO_NAME.test(photo)
        ? await galleryPhotoState(config.contentDir, years, album, photo)
        : null
      if (!state || state.hidden) {
        throw apiError(404, 'PHOTO_NOT_FOUND', photoReportText.in(language)('notFound'))
      }
      const id = await reports.add({ years, album, photo, ...value })
      // The photo is named; the reason and the reporter's address are not logged.
      request.log.info({ event: 'photo-report', id }, 'photo report stored')
      const notice = photoReportNotice(config.officeEmail, id, {
        years,
        album,
        photo,
        albumTitle: state.albumTitle,
      })
      mail(notice, 'photo-report-notice')
      return reply.code(201).send({ id })
    },
  )
}
