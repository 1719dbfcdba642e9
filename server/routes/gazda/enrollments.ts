import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { eq } from 'drizzle-orm'
import {
  EnrollmentList,
  EnrollmentListQuery,
  EnrollmentRecord,
  EnrollmentsCsv,
  StatusChange,
  StatusChanged,
  type Family,
} from '../../../src/domain/api/enrollments'
import { pageOf } from '../../../src/domain/api/lists'
import { IdParams } from '../../../src/domain/api/staff'
import { statusLabel } from '../../../src/domain/enrollment/status'
import { loadSchoolNames } from '../../content/school'
import { enrollments } from '../../db/schema'
import { createAudit } from '../../repositories/audit'
import { createContentChanges } from '../../repositories/contentChanges'
import { createStaffReads } from '../../repositories/staffReads'
import { createUserRepository } from '../../repositories/users'
import { enrollmentsCsv } from './csv'
import { notFound } from './common'

type Row = typeof enrollments.$inferSelect
type Read = ReturnType<typeof createStaffReads>['enrollment']
type Students = NonNullable<Awaited<ReturnType<Read>>>['students']

/** An enrolment's own fields as the API answers them: its moments in ISO 8601. */
export const enrollmentFields = (row: Omit<Row, 'family'>) => ({
  ...row,
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

/** Stored from the form's values, which are all text (server/repositories/enrollments.ts). */
export const familyOf = (row: Pick<Row, 'family'>) => row.family as Family

const enrollmentRecord = (row: Row & { students: Students }): EnrollmentRecord => ({
  ...enrollmentFields(row),
  family: familyOf(row),
  students: row.students,
})

const filtersOf = (query: EnrollmentListQuery) => ({
  schoolYear: query.schoolYear,
  status: query.status,
  buildingId: query.buildingId === undefined ? undefined : Number(query.buildingId),
  level: query.level,
  duplicate: query.duplicate === undefined ? undefined : query.duplicate === 'true',
  q: query.q,
})

/** Enrolments for the office: list, record, status, CSV; every read of a child's data audited. */
export const gazdaEnrollmentRoutes: FastifyPluginAsyncTypebox<{ contentDir: string }> = async (
  app,
  { contentDir },
) => {
  const names = loadSchoolNames(contentDir)
  const reads = createStaffReads(app.db)
  const audit = createAudit(app.db)
  const history = createContentChanges(app.db)
  const users = createUserRepository(app.db)

  app.get(
    '/api/gazda/enrollments',
    { schema: { querystring: EnrollmentListQuery, response: { 200: EnrollmentList } } },
    async (request) => {
      const result = await reads.enrollments(filtersOf(request.query), pageOf(request.query))
      await audit(request.staff!.id, 'list', 'enrollments')
      return { ...result, items: result.items.map(enrollmentRecord) }
    },
  )

  app.get(
    '/api/gazda/enrollments.csv',
    { schema: { querystring: EnrollmentListQuery, response: { 200: EnrollmentsCsv } } },
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

  app.get(
    '/api/gazda/enrollments/:id',
    { schema: { params: IdParams, response: { 200: EnrollmentRecord } } },
    async (request) => {
      const record = await reads.enrollment(Number(request.params.id))
      if (!record) throw notFound()
      await audit(request.staff!.id, 'read', 'enrollments', record.id)
      const by = record.statusChangedBy ? await users.byId(record.statusChangedBy) : undefined
      return { ...enrollmentRecord(record), statusChangedByName: by?.name ?? null }
    },
  )

  app.patch(
    '/api/gazda/enrollments/:id',
    { schema: { params: IdParams, body: StatusChange, response: { 200: StatusChanged } } },
    async (request) => {
      const id = Number(request.params.id)
      const [before] = await app.db
        .select({ status: enrollments.status })
        .from(enrollments)
        .where(eq(enrollments.id, id))
      if (!before) throw notFound()
      const [changed] = await app.db
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
      if (!changed) throw notFound()
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
      return {
        ...changed,
        statusChangedAt: changed.statusChangedAt?.toISOString() ?? null,
        statusChangedByName: request.staff!.name,
      }
    },
  )
}
