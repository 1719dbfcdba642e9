import type { FastifyReply } from 'fastify'
import { and, eq } from 'drizzle-orm'
import {
  EnrollmentList,
  EnrollmentListQuery,
  EnrollmentRecord,
  EnrollmentsCsv,
  NoteAdd,
  StatusChange,
  StatusChanged,
  StudentChange,
  StudentParams,
} from '../../../../src/domain/api/enrollments'
import { pageOf } from '../../../../src/domain/api/lists'
import { IdParams } from '../../../../src/domain/api/staff'
import { statusLabel } from '../../../../src/domain/enrollment/status'
import { levelWord, shiftWord } from '../../../../src/domain/enrollment/words'
import { loadSchoolNames } from '../../../content/school'
import { enrollmentNotes, students } from '../../../db/schema'
import { enrollmentFields, etagOf, familyOf, loadRecord } from '../../../enrollments/record'
import { queueStatusMail } from '../../../enrollments/statusMails'
import {
  lockEnrollment,
  raiseVersion,
  recordChange,
  versioned,
} from '../../../enrollments/versioned'
import { apiError } from '../../../errors'
import { createAudit } from '../../../repositories/audit'
import { listEnrollments } from './repository'
import { enrollmentsCsv } from './csv'
import { EVERY_ROW, found, notFound, sendCsv, withRecords } from '../common'
import type { Routes } from '../../options'

type Listed = Awaited<ReturnType<typeof listEnrollments>>['items'][number]

const listed = (row: Listed): EnrollmentRecord => ({
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

/** The history names a child by its place in the form, never by name ('Uczeń 2'). */
const childWord = (position: number) => `Uczeń ${position + 1}`

export const UNKNOWN_LEVEL_MESSAGE = 'Szkoła nie ma takiej klasy.'
export const UNKNOWN_SHIFT_MESSAGE = 'Szkoła nie ma takiej zmiany.'
export const NOTE_BLANK_MESSAGE = 'Notatka nie może być pusta.'

/**
 * Enrolments for the office: list, record, status, a child's status or class, notes, CSV; every
 * read of a child's data audited. Every change is made on the version the screen had (If-Match,
 * server/enrollments/versioned.ts) and answers the new one in ETag.
 */
export const gazdaEnrollmentRoutes: Routes = async (app, { contentDir }) => {
  app.addHook('onRequest', app.requireAdmin)
  const audit = createAudit(app.db)
  const recordOf = async (id: number) => found(await loadRecord(app.db, id))
  /** The record as GET answers it, with its version as the ETag a change sends back. */
  const sendRecord = (reply: FastifyReply, record: EnrollmentRecord) =>
    reply.header('etag', etagOf(record.version)).send(record)

  app.get(
    '/api/gazda/enrollments',
    { schema: { querystring: EnrollmentListQuery, response: { 200: EnrollmentList } } },
    async (request) => {
      const page = await listEnrollments(app.db, filtersOf(request.query), pageOf(request.query))
      await audit(request.staff!.id, 'list', 'enrollments')
      return withRecords(page, listed)
    },
  )

  app.get(
    '/api/gazda/enrollments.csv',
    { schema: { querystring: EnrollmentListQuery, response: { 200: EnrollmentsCsv } } },
    async (request, reply) => {
      const filters = filtersOf(request.query)
      const { items } = await listEnrollments(app.db, filters, EVERY_ROW)
      await audit(request.staff!.id, 'export', 'enrollments')
      const csv = enrollmentsCsv(items, loadSchoolNames(contentDir), filters)
      return sendCsv(reply, 'zapisy.csv', csv)
    },
  )

  app.get(
    '/api/gazda/enrollments/:id',
    { schema: { params: IdParams, response: { 200: EnrollmentRecord } } },
    async (request, reply) => {
      const record = await recordOf(Number(request.params.id))
      await audit(request.staff!.id, 'read', 'enrollments', record.id)
      return sendRecord(reply, record)
    },
  )

  app.patch(
    '/api/gazda/enrollments/:id',
    { schema: { params: IdParams, body: StatusChange, response: { 200: StatusChanged } } },
    async (request, reply) => {
      const id = Number(request.params.id)
      const { status } = request.body
      const staff = request.staff!
      const result = await versioned(app.db, request, reply, id, async (tx, expected) => {
        const before = await lockEnrollment(tx, id, expected)
        const now = new Date()
        const children = await tx
          .select({ id: students.id, status: students.status })
          .from(students)
          .where(eq(students.enrollmentId, id))
        const changing = children.filter((child) => child.status !== status)
        // A status the family already has changes nothing: no new version, no history, no mail.
        if (changing.length === 0 && before.status === status) return undefined
        // Every child of the family gets the status; each child's change is mailed a minute later.
        for (const child of changing) {
          await tx
            .update(students)
            .set({ status, statusChangedBy: staff.id, statusChangedAt: now })
            .where(eq(students.id, child.id))
          await queueStatusMail(tx, child.id, child.status, status, now)
        }
        const after = await raiseVersion(tx, id, before.version, {
          status,
          statusChangedBy: staff.id,
          statusChangedAt: now,
        })
        // The statuses in words ('Nowe → Przyjęte'), never the family's data.
        const summary =
          before.status !== status
            ? `${statusLabel(before.status)} → ${statusLabel(status)}`
            : `Wszyscy uczniowie: ${statusLabel(status)}`
        await recordChange(tx, {
          userId: staff.id,
          id,
          action: 'status',
          summary,
          version: after.version,
        })
        return after
      })
      if (!result.done) return reply
      await audit(staff.id, 'update', 'enrollments', id)
      const changed = result.value
      if (changed) {
        return reply.header('etag', etagOf(changed.version)).send({
          id,
          status: changed.status,
          statusChangedAt: changed.statusChangedAt?.toISOString() ?? null,
          statusChangedByName: staff.name,
          version: changed.version,
        })
      }
      const record = await recordOf(id)
      return reply.header('etag', etagOf(record.version)).send({
        id,
        status: record.status,
        statusChangedAt: record.statusChangedAt,
        statusChangedByName: record.statusChangedByName ?? staff.name,
        version: record.version,
      })
    },
  )

  app.patch(
    '/api/gazda/enrollments/:id/students/:studentId',
    { schema: { params: StudentParams, body: StudentChange, response: { 200: EnrollmentRecord } } },
    async (request, reply) => {
      const id = Number(request.params.id)
      const studentId = Number(request.params.studentId)
      const change = request.body
      const staff = request.staff!
      // Read now, not at start: the levels and shifts are edited in the staff area (issue #30).
      const names = loadSchoolNames(contentDir)
      if (change.level !== undefined && !names.levels.some((level) => level.id === change.level))
        throw apiError(400, 'UNKNOWN_LEVEL', UNKNOWN_LEVEL_MESSAGE)
      if (
        change.buildingId !== undefined &&
        !names.shifts.some((shift) => shift.id === change.buildingId)
      )
        throw apiError(400, 'UNKNOWN_SHIFT', UNKNOWN_SHIFT_MESSAGE)
      const result = await versioned(app.db, request, reply, id, async (tx, expected) => {
        const before = await lockEnrollment(tx, id, expected)
        const [child] = await tx
          .select()
          .from(students)
          .where(and(eq(students.id, studentId), eq(students.enrollmentId, id)))
        if (!child) throw notFound()
        const now = new Date()
        const entries: { action: 'status' | 'move'; summary: string }[] = []
        const set: Partial<typeof students.$inferInsert> = {}
        if (change.status !== undefined && change.status !== child.status) {
          Object.assign(set, {
            status: change.status,
            statusChangedBy: staff.id,
            statusChangedAt: now,
          })
          await queueStatusMail(tx, child.id, child.status, change.status, now)
          entries.push({
            action: 'status',
            summary: `${childWord(child.position)}: ${statusLabel(child.status)} → ${statusLabel(change.status)}`,
          })
        }
        const level = change.level ?? child.level
        const buildingId = change.buildingId ?? child.buildingId
        if (level !== child.level || buildingId !== child.buildingId) {
          Object.assign(set, { level, buildingId })
          const classOf = (l: string, b: number) => `${levelWord(names, l)}, ${shiftWord(names, b)}`
          entries.push({
            action: 'move',
            summary: `${childWord(child.position)}: ${classOf(child.level, child.buildingId)} → ${classOf(level, buildingId)}`,
          })
        }
        if (entries.length === 0) return false
        await tx.update(students).set(set).where(eq(students.id, child.id))
        const after = await raiseVersion(tx, id, before.version)
        for (const entry of entries)
          await recordChange(tx, { userId: staff.id, id, ...entry, version: after.version })
        return true
      })
      if (!result.done) return reply
      if (result.value) await audit(staff.id, 'update', 'enrollments', id)
      return sendRecord(reply, await recordOf(id))
    },
  )

  app.post(
    '/api/gazda/enrollments/:id/notes',
    { schema: { params: IdParams, body: NoteAdd, response: { 201: EnrollmentRecord } } },
    async (request, reply) => {
      const id = Number(request.params.id)
      const text = request.body.text.trim()
      if (text === '') throw apiError(400, 'INVALID_BODY', NOTE_BLANK_MESSAGE)
      const staff = request.staff!
      const result = await versioned(app.db, request, reply, id, async (tx, expected) => {
        const before = await lockEnrollment(tx, id, expected)
        await tx.insert(enrollmentNotes).values({ enrollmentId: id, userId: staff.id, text })
        const after = await raiseVersion(tx, id, before.version)
        // The history says a note was added, never what it says.
        await recordChange(tx, {
          userId: staff.id,
          id,
          action: 'note',
          summary: 'Notatka sekretariatu',
          version: after.version,
        })
      })
      if (!result.done) return reply
      await audit(staff.id, 'update', 'enrollments', id)
      return sendRecord(reply.code(201), await recordOf(id))
    },
  )
}
