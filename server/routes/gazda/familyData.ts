import type { FastifyPluginAsync } from 'fastify'
import { createAudit } from '../../repositories/audit'
import { deleteFamilies, exportFamily } from '../../repositories/familyData'
import { idParams, notFound } from './common'

/**
 * A family's data on its request (issue #8), for admins only (registered among the admin routes
 * in ./index.ts): all of it as JSON, or all of it deleted. The audit row names the enrolment's
 * id alone, like every other audit row.
 */
export const familyDataRoutes: FastifyPluginAsync = async (app) => {
  const audit = createAudit(app.db)

  app.get<{ Params: { id: string } }>(
    '/api/gazda/enrollments/:id/export',
    { schema: { params: idParams } },
    async (request, reply) => {
      const data = await exportFamily(app.db, Number(request.params.id))
      if (!data) throw notFound()
      await audit(request.staff!.id, 'export', 'enrollments', data.enrollment.id)
      return reply
        .header(
          'content-disposition',
          `attachment; filename="rodzina-${data.enrollment.number}.json"`,
        )
        .send({ exportedAt: new Date().toISOString(), ...data })
    },
  )

  app.delete<{ Params: { id: string } }>(
    '/api/gazda/enrollments/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const id = Number(request.params.id)
      const deleted = await deleteFamilies(app.db, [id])
      if (deleted.enrollments === 0) throw notFound()
      await audit(request.staff!.id, 'delete', 'enrollments', id)
      return reply.code(204).send()
    },
  )
}
