// /api/gazda/rosters (issue #31): the school's classes (a level on a shift) with their counts and
// capacities, one class's list of accepted children and its wait-list, the class list as CSV, a
// class's capacity, and a note that a sheet was printed. Admins see every class; a teacher only
// their own (users.classes), without the wait-list and without links to the families' enrolments;
// editors none. Every read, export and print is in the audit log, by class, never by child.
import type { FastifyRequest } from 'fastify'
import {
  CapacityChange,
  CapacityChanged,
  Roster,
  RosterCsv,
  RosterList,
  RosterListQuery,
  RosterParams,
  RosterPrinted,
  type RosterChild,
} from '../../../../src/domain/api/rosters'
import { NoContent } from '../../../../src/domain/api/schemas'
import { describeField } from '../../../../src/domain/enrollment/fields'
import { fieldWord } from '../../../../src/domain/enrollment/words'
import { classCapacities } from '../../../db/schema'
import { apiError } from '../../../errors'
import { mayTeach, requireClass } from '../../../plugins/auth'
import { createAudit } from '../../../repositories/audit'
import { createContentChanges } from '../../../repositories/contentChanges'
import { enrollmentSchoolYear } from '../../../time'
import { notFound } from '../common'
import { rosterCsv } from './csv'
import {
  byName,
  capacityOf,
  classChildren,
  classCounts,
  schoolClasses,
  type ClassChild,
} from './repository'
import type { Routes } from '../../options'

export const ROSTERS_NOT_FOR_EDITORS_MESSAGE =
  'Listy klas są dostępne dla administratorów i nauczycieli.'

/** Open to teachers (server/routes/gazda/index.ts refuseTeachers); each route checks the class. */
const config = { teacher: true }

/** Editors change the content only: a class list is the families' data. */
async function refuseEditors(request: FastifyRequest) {
  if (request.staff?.role === 'editor')
    throw apiError(403, 'FORBIDDEN', ROSTERS_NOT_FOR_EDITORS_MESSAGE)
}

const PARENTS = [
  ['motherFirstName', 'motherLastName', 'motherPhone', 'motherEmail'],
  ['fatherFirstName', 'fatherLastName', 'fatherPhone', 'fatherEmail'],
] as const

/** A child as the class list shows it: the family's contacts that a teacher needs, in words. */
function rosterChild(child: ClassChild, teacher: boolean): RosterChild {
  const family = child.family
  const text = (name: string) => (family[name] ?? '').trim()
  return {
    studentId: child.studentId,
    enrollmentId: teacher ? null : child.enrollmentId,
    number: teacher ? null : child.number,
    firstName: child.firstName,
    lastName: child.lastName,
    birthDate: child.birthDate,
    parents: PARENTS.map(([first, last, phone, email]) => ({
      name: [text(first), text(last)].filter(Boolean).join(' '),
      phone: text(phone),
      email: text(email),
    })).filter((parent) => parent.name || parent.phone || parent.email),
    emergencyPhone: text('erPhone'),
    comments: child.comments,
    photoConsent: fieldWord(describeField('photo'), family.photo, { levels: [], shifts: [] }),
  }
}

export const rosterRoutes: Routes = async (app, { contentDir }) => {
  const audit = createAudit(app.db)
  const history = createContentChanges(app.db)
  app.addHook('onRequest', refuseEditors)

  /** The class of the URL, 404 when the school has no such class; 403 when not the teacher's. */
  function classOf(request: FastifyRequest, params: RosterParams) {
    const shiftId = Number(params.shiftId)
    const found = schoolClasses(contentDir).find(
      (item) => item.level === params.level && item.shiftId === shiftId,
    )
    if (!found) throw notFound()
    requireClass(request, found.level)
    return found
  }

  async function roster(request: FastifyRequest, params: RosterParams, schoolYear: string) {
    const found = classOf(request, params)
    const teacher = request.staff!.role === 'teacher'
    const where = { level: found.level, shiftId: found.shiftId, schoolYear }
    const accepted = await classChildren(app.db, where, 'accepted')
    const waiting = teacher ? null : await classChildren(app.db, where, 'waitlisted')
    return {
      level: found.level,
      shiftId: found.shiftId,
      levelName: found.levelName,
      shiftName: found.shiftName,
      capacity: await capacityOf(app.db, found.level, found.shiftId),
      schoolYear,
      children: [...accepted].sort(byName).map((child) => rosterChild(child, teacher)),
      waitlist:
        waiting?.map((child, index) => ({
          place: index + 1,
          studentId: child.studentId,
          enrollmentId: child.enrollmentId,
          number: child.number,
          firstName: child.firstName,
          lastName: child.lastName,
          birthDate: child.birthDate,
          enrolledAt: child.createdAt.toISOString(),
        })) ?? null,
    }
  }

  const recordOf = (params: RosterParams) => `${params.level}/${Number(params.shiftId)}`

  app.get(
    '/api/gazda/rosters',
    { config, schema: { querystring: RosterListQuery, response: { 200: RosterList } } },
    async (request) => {
      const schoolYear = request.query.schoolYear ?? enrollmentSchoolYear()
      const counts = await classCounts(app.db, schoolYear)
      const teacher = request.staff!.role === 'teacher'
      const items = schoolClasses(contentDir)
        .filter((item) => mayTeach(request, item.level))
        .map((item) => ({ ...item, ...counts.of(item.level, item.shiftId) }))
        // A shift no longer offered shows only the classes that still have children.
        .filter((item) => item.active || item.accepted > 0 || item.waitlisted > 0)
        .map(({ active: _, ...item }) => ({
          ...item,
          waitlisted: teacher ? null : item.waitlisted,
        }))
      await audit(request.staff!.id, 'list', 'rosters')
      return { schoolYear, items }
    },
  )

  app.get(
    '/api/gazda/rosters/:level/:shiftId',
    {
      config,
      schema: { params: RosterParams, querystring: RosterListQuery, response: { 200: Roster } },
    },
    async (request) => {
      const schoolYear = request.query.schoolYear ?? enrollmentSchoolYear()
      const answer = await roster(request, request.params, schoolYear)
      await audit(request.staff!.id, 'read', 'rosters', recordOf(request.params))
      return answer
    },
  )

  app.get(
    '/api/gazda/rosters/:level/:shiftId.csv',
    {
      config,
      schema: { params: RosterParams, querystring: RosterListQuery, response: { 200: RosterCsv } },
    },
    async (request, reply) => {
      const schoolYear = request.query.schoolYear ?? enrollmentSchoolYear()
      const { children, level, shiftId } = await roster(request, request.params, schoolYear)
      await audit(request.staff!.id, 'export', 'rosters', recordOf(request.params))
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="klasa-${level}-${shiftId}.csv"`)
        .send(rosterCsv(children))
    },
  )

  app.put(
    '/api/gazda/rosters/:level/:shiftId/capacity',
    {
      onRequest: app.requireAdmin,
      schema: { params: RosterParams, body: CapacityChange, response: { 200: CapacityChanged } },
    },
    async (request) => {
      const found = classOf(request, request.params)
      const { capacity } = request.body
      await app.db
        .insert(classCapacities)
        .values({ level: found.level, buildingId: found.shiftId, capacity })
        .onConflictDoUpdate({
          target: [classCapacities.level, classCapacities.buildingId],
          set: { capacity },
        })
      await audit(request.staff!.id, 'update', 'rosters', recordOf(request.params))
      await history.record({
        userId: request.staff!.id,
        kind: 'roster',
        recordId: recordOf(request.params),
        action: 'update',
        summary: `${found.levelName}, ${found.shiftName}: liczba miejsc ${capacity}`,
      })
      return { level: found.level, shiftId: found.shiftId, capacity }
    },
  )

  app.post(
    '/api/gazda/rosters/:level/:shiftId/printed',
    { config, schema: { params: RosterParams, body: RosterPrinted, response: { 204: NoContent } } },
    async (request, reply) => {
      classOf(request, request.params)
      await audit(
        request.staff!.id,
        'print',
        'rosters',
        `${recordOf(request.params)}/${request.body.sheet}`,
      )
      return reply.code(204).send()
    },
  )
}
