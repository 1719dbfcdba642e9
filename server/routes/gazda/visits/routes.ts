import { Visits, VisitsDayParams, VisitsQuery } from '../../../../src/domain/api/visits'
import { schoolDay } from '../../../time'
import type { Routes } from '../../options'
import { visitsBetween } from './repository'

const daysAgo = (n: number) => schoolDay(new Date(Date.now() - n * 86_400_000))

/** /api/gazda/visits: the site's visits, for admins: since a day (30 days back by default), or one day. */
export const visitRoutes: Routes = async (app) => {
  app.addHook('onRequest', app.requireAdmin)

  app.get(
    '/api/gazda/visits',
    { schema: { querystring: VisitsQuery, response: { 200: Visits } } },
    async (request) => visitsBetween(app.db, request.query.since ?? daysAgo(30)),
  )

  app.get(
    '/api/gazda/visits/:id',
    { schema: { params: VisitsDayParams, response: { 200: Visits } } },
    async (request) => visitsBetween(app.db, request.params.id, request.params.id),
  )
}
