import type { FastifyPluginAsync } from 'fastify'
import { gazdaEnrollmentRoutes } from './enrollments'
import { gazdaOtherRoutes } from './others'

/**
 * The staff area's data (SPEC.md §7 "/gazda/_kind.json and /gazda/_kind/_id.json" as
 * /api/gazda/{kind} and /api/gazda/{kind}/{id}): every route needs a valid staff token.
 */
export const gazdaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate)
  await app.register(gazdaEnrollmentRoutes)
  await app.register(gazdaOtherRoutes)
}
