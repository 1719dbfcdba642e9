import { PublishStatus } from '../../../../src/domain/api/publish'
import { DISABLED_STATUS } from '../../../publish/publisher'
import type { Routes } from '../../options'

/**
 * GET /api/gazda/publish: where the site's rebuild stands (any staff). POST asks for a build now,
 * e.g. again after a failed one; saves ask for one themselves.
 */
export const publishRoutes: Routes = async (app) => {
  app.get(
    '/api/gazda/publish',
    { schema: { response: { 200: PublishStatus } } },
    async () => app.publisher?.status() ?? DISABLED_STATUS,
  )

  // An editor's "publish now" counts against their minimum interval too (issue #17).
  app.post(
    '/api/gazda/publish',
    { schema: { response: { 202: PublishStatus } } },
    async (request, reply) => {
      app.publisher?.enqueue(request.staff)
      return reply.code(202).send(app.publisher?.status() ?? DISABLED_STATUS)
    },
  )
}
