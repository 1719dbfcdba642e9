import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { ENROLLMENT_STATUSES, statusLabel } from '../../../src/domain/enrollment/status'
import { loadSchoolNames } from '../../content/school'
import { enrollments } from '../../db/schema'
import { createAudit } from '../../repositories/audit'
import { createContentChanges } from '../../repositories/contentChanges'
import { createStaffReads } from '../../repositories/staffReads'
import { enrollmentsCsv } from './csv'
import { idParams, notFound, pageOf, pageQuery, searchText, wholeNumber } from './common'

interface ListQuery {
  page?: string
  pageSize?: string
  schoolYear?: string
  status?: string
  buildingId?: string
  level?: string
  duplicate?: 'true' | 'false'
  q?: string
}

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQuery,
    schoolYear: { type: 'string', pattern: '^\\d{4}-\\d{4}$' },
    status: { enum: ENROLLMENT_STATUSES },
    buildingId: wholeNumber,
    level: { type: 'string', maxLength: 40 },
    duplicate: { enum: ['true', 'false'] },
    q: searchText,
  },
} as const

const filtersOf = (query: ListQuery) => ({
  schoolYear: query.schoolYear,
  status: query.status,
  buildingId: query.buildingId === undefined ? undefined : Number(query.buildingId),
  level: query.level,
  duplicate: query.duplicate === undefined ? undefined : query.duplicate === 'true',
  q: query.q,
})

/** Enrolments for the office: list, record, status, CSV; every read of a child's data audited. */
export const gazdaEnrollmentRoutes: FastifyPluginAsync<{ contentDir: string }> = async (
  app,
  { contentDir },
) => {
  const names = loadSchoolNames(contentDir)
  const reads = createStaffReads(app.db)
  const audit = createAudit(app.db)
  const history = createContentChanges(app.db)

  app.get<{ Querystring: ListQuery }>(
    '/api/gazda/enrollments',
    { schema: { querystring: listQuery } },
    async (request) => {
      const result = await reads.enrollments(filtersOf(request.query), pageOf(request.query))
      await audit(request.staff!.id, 'list', 'enrollments')
      return result
    },
  )

  app.get<{ Querystring: ListQuery }>(
    '/api/gazda/enrollments.csv',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const { items } = await reads.enrollments(filtersOf(request.query), {
        page: 1,
        pageSize: 100_000,
      })
      await audit(request.staff!.id, 'export', 'enrollments')
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="zapisy.csv"')
        .send(enrollmentsCsv(items, names))
    },
  )

  app.get<{ Params: { id: string } }>(
    '/api/gazda/enrollments/:id',
    { schema: { params: idParams } },
    async (request) => {
      const record = await reads.enrollment(Number(request.params.id))
      if (!record) throw notFound()
      await audit(request.staff!.id, 'read', 'enrollments', record.id)
      return record
    },
  )

  app.patch<{ Params: { id: string }; Body: { status: (typeof ENROLLMENT_STATUSES)[number] } }>(
    '/api/gazda/enrollments/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['status'],
          properties: { status: { enum: ENROLLMENT_STATUSES } },
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id)
      const [before] = await app.db
        .select({ status: enrollments.status })
        .from(enrollments)
        .where(eq(enrollments.id, id))
      if (!before) throw notFound()
      const changed = await app.db
        .update(enrollments)
        .set({
          status: request.body.status,
          statusChangedBy: request.staff!.id,
          statusChangedAt: new Date(),
        })
        .where(eq(enrollments.id, id))
        .returning({
          id: enrollments.id,
          status: enrollments.status,
          statusChangedAt: enrollments.statusChangedAt,
        })
      if (changed.length === 0) throw notFound()
      await audit(request.staff!.id, 'update', 'enrollments', request.params.id)
      // The history names the statuses only, in words ('Nowe → Przyjęte'), never the family.
      if (before.status !== request.body.status)
        await history.record({
          userId: request.staff!.id,
          kind: 'enrollment',
          recordId: request.params.id,
          action: 'status',
          summary: `${statusLabel(before.status)} → ${statusLabel(request.body.status)}`,
        })
      return changed[0]
    },
  )
}
