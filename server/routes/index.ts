import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { subscriptionRoutes } from '../subscriptions/routes'
import { authRoutes } from './auth'
import { cspReportRoutes } from './cspReport'
import { enrollmentRoutes } from './enrollments'
import { contentRoutes } from './gazda/content/routes'
import { gazdaEnrollmentRoutes } from './gazda/enrollments/routes'
import { familyDataRoutes } from './gazda/familyData/routes'
import { historyRoutes } from './gazda/history/routes'
import { staffArea } from './gazda'
import { mailingRoutes } from './gazda/mailing/routes'
import { outboxRoutes } from './gazda/outbox/routes'
import { photoReportStaffRoutes } from './gazda/photoReports/routes'
import { publishRoutes } from './gazda/publish/routes'
import { rosterRoutes } from './gazda/rosters/routes'
import { staffAccountRoutes } from './gazda/staff/routes'
import { surveyStaffRoutes } from './gazda/surveys/routes'
import { visitRoutes } from './gazda/visits/routes'
import { healthRoutes } from './health'
import type { RouteOptions, Routes } from './options'
import { photoReportRoutes } from './photoReports'
import { siteAlertRoutes } from './siteAlert'
import { surveyRoutes } from './surveys'
import { trackerRoutes } from './tracker'
import { uploadRoutes } from './uploads'

export type { RouteOptions, Routes }

/** The public API under /api/: pages, forms and the tracker call it without a token. */
export const PUBLIC_ROUTES: Routes[] = [
  cspReportRoutes,
  healthRoutes,
  trackerRoutes,
  authRoutes,
  enrollmentRoutes,
  surveyRoutes,
  subscriptionRoutes,
  siteAlertRoutes,
  uploadRoutes,
  photoReportRoutes,
]

/**
 * The staff API under /api/gazda/, one folder a feature (./gazda/<feature>/: routes.ts and, when
 * it has tables of its own, repository.ts), each behind the staff area's checks (./gazda/index.ts).
 * A feature for admins only says so itself (`app.addHook('onRequest', app.requireAdmin)`).
 */
export const STAFF_ROUTES: Routes[] = [
  gazdaEnrollmentRoutes,
  familyDataRoutes,
  surveyStaffRoutes,
  visitRoutes,
  staffAccountRoutes,
  outboxRoutes,
  contentRoutes,
  historyRoutes,
  publishRoutes,
  photoReportStaffRoutes,
  rosterRoutes,
  mailingRoutes,
]

/** Every route module of the lists above, each in its own encapsulated context. */
export async function registerRoutes(
  app: FastifyInstance,
  options: RouteOptions & { testRoutes?: FastifyPluginAsync },
) {
  const { testRoutes, ...shared } = options
  for (const routes of PUBLIC_ROUTES) await app.register(routes, shared)
  await app.register(staffArea, { ...shared, routes: STAFF_ROUTES, testRoutes })
}
