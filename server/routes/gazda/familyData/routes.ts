import { FamilyExport } from '../../../../src/domain/api/enrollments'
import { NoContent } from '../../../../src/domain/api/schemas'
import { IdParams } from '../../../../src/domain/api/staff'
import { createAudit } from '../../../repositories/audit'
import { deleteFamilies, exportFamily } from './repository'
import { found, notFound } from '../common'
import { enrollmentFields, familyOf, notesOf } from '../../../enrollments/record'
import type { Routes } from '../../options'

/**
 * A family's data on its request (issue #8), for admins only: all of it as JSON, or all of it
 * deleted. The audit row names the enrolment's id alone, like every other audit row.
 */
export const familyDataRoutes: Routes = async (app) => {
  app.addHook('onRequest', app.requireAdmin)
  const audit = createAudit(app.db)

  app.get(
    '/api/gazda/enrollments/:id/export',
    { schema: { params: IdParams, response: { 200: FamilyExport } } },
    async (request, reply) => {
      const data = found(await exportFamily(app.db, Number(request.params.id)))
      const { enrollment, students, statusHistory } = data
      await audit(request.staff!.id, 'export', 'enrollments', enrollment.id)
      return reply
        .header('content-disposition', `attachment; filename="rodzina-${enrollment.number}.json"`)
        .send({
          exportedAt: new Date().toISOString(),
          enrollment: enrollmentFields(enrollment),
          family: familyOf(data),
          students,
          statusHistory: statusHistory.map((change) => ({
            ...change,
            at: change.at.toISOString(),
          })),
          notes: await notesOf(app.db, enrollment.id),
          mailingLists: data.mailingLists.map((list) => ({
            ...list,
            createdAt: list.createdAt.toISOString(),
            confirmedAt: list.confirmedAt?.toISOString() ?? null,
          })),
        })
    },
  )

  app.delete(
    '/api/gazda/enrollments/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      const id = Number(request.params.id)
      const deleted = await deleteFamilies(app.db, [id], { subscriptions: true })
      if (deleted.enrollments === 0) throw notFound()
      await audit(request.staff!.id, 'delete', 'enrollments', id)
      return reply.code(204).send()
    },
  )
}
