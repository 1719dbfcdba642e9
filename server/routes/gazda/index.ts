import type { FastifyPluginAsync } from 'fastify'
import { contentRoutes, type ContentRoutesOptions } from './content'
import { gazdaEnrollmentRoutes } from './enrollments'
import { familyDataRoutes } from './familyData'
import { historyRoutes } from './history'
import { photoReportStaffRoutes } from './photoReports'
import { gazdaOtherRoutes } from './others'
import { outboxRoutes } from './outbox'
import { publishRoutes } from './publish'
import { staffAccountRoutes } from './staff'

/**
 * The staff area's data (SPEC.md §7 "/gazda/_kind.json and /gazda/_kind/_id.json" as
 * /api/gazda/{kind} and /api/gazda/{kind}/{id}): every route needs a valid staff token, checked
 * before the body is read. Enrolments, survey answers, visits and the outbox are for admins only;
 * editors change the content (issue #7).
 */
export const gazdaRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', app.authenticate)
  await app.register(async (admin) => {
    admin.addHook('onRequest', app.requireAdmin)
    await admin.register(gazdaEnrollmentRoutes, { contentDir: options.contentDir })
    await admin.register(familyDataRoutes)
    await admin.register(gazdaOtherRoutes)
    await admin.register(staffAccountRoutes)
    await admin.register(outboxRoutes)
  })
  await app.register(contentRoutes, options)
  await app.register(historyRoutes, { contentDir: options.contentDir })
  await app.register(publishRoutes)
  await app.register(photoReportStaffRoutes, { contentDir: options.contentDir })
}
