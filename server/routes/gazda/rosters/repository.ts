// The rosters' queries (issue #31): which classes the school has (content/school/), how many
// children each holds, and one class's children. A class is a level on a shift; a child is in it
// by its own level, shift and status (students.status), never by its family's.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { load } from 'js-yaml'
import type { Family } from '../../../../src/domain/api/enrollments'
import type { Database } from '../../../db/client'
import { classCapacities, enrollments, students } from '../../../db/schema'

export interface SchoolClass {
  level: string
  shiftId: number
  levelName: string
  shiftName: string
  /** The shift is still offered (buildings.yaml `active`); an old shift's classes are kept. */
  active: boolean
}

interface LevelEntry {
  id?: unknown
  levelName?: unknown
}
interface ShiftEntry {
  id?: unknown
  name?: unknown
  active?: unknown
  levels?: unknown
}

const listIn = (contentDir: string, file: string): unknown[] => {
  const full = path.join(contentDir, 'school', file)
  const data: unknown = existsSync(full) ? load(readFileSync(full, 'utf8')) : []
  return Array.isArray(data) ? data : []
}

/**
 * Every class of the school, in levels.yaml's order (zerówka first), each level's shifts in
 * buildings.yaml's order. Read at each request: the files change with the content, and a
 * roster must never name a class the school has just removed.
 */
export function schoolClasses(contentDir: string): SchoolClass[] {
  const levels = listIn(contentDir, 'levels.yaml') as LevelEntry[]
  const shifts = listIn(contentDir, 'buildings.yaml') as ShiftEntry[]
  return levels.flatMap((level) =>
    shifts
      .filter((shift) => Array.isArray(shift.levels) && shift.levels.includes(level.id))
      .map((shift) => ({
        level: String(level.id),
        shiftId: Number(shift.id),
        levelName: String(level.levelName ?? level.id),
        shiftName: String(shift.name ?? shift.id),
        active: shift.active !== false,
      })),
  )
}

const classKey = (level: string, shiftId: number) => `${level}/${shiftId}`

/** Accepted and wait-listed children per class of the school year, and each class's capacity. */
export async function classCounts(db: Database, schoolYear: string) {
  const rows = await db
    .select({
      level: students.level,
      shiftId: students.buildingId,
      status: students.status,
      children: count(),
    })
    .from(students)
    .innerJoin(enrollments, eq(enrollments.id, students.enrollmentId))
    .where(
      and(
        eq(enrollments.schoolYear, schoolYear),
        inArray(students.status, ['accepted', 'waitlisted']),
      ),
    )
    .groupBy(students.level, students.buildingId, students.status)
  const capacities = await db.select().from(classCapacities)
  const counts = new Map<string, { accepted: number; waitlisted: number }>()
  for (const row of rows) {
    const key = classKey(row.level, row.shiftId)
    const was = counts.get(key) ?? { accepted: 0, waitlisted: 0 }
    counts.set(key, { ...was, [row.status]: Number(row.children) })
  }
  const capacity = new Map(
    capacities.map((row) => [classKey(row.level, row.buildingId), row.capacity]),
  )
  return {
    of: (level: string, shiftId: number) => ({
      ...(counts.get(classKey(level, shiftId)) ?? { accepted: 0, waitlisted: 0 }),
      capacity: capacity.get(classKey(level, shiftId)) ?? null,
    }),
  }
}

export async function capacityOf(db: Database, level: string, shiftId: number) {
  const [row] = await db
    .select({ capacity: classCapacities.capacity })
    .from(classCapacities)
    .where(and(eq(classCapacities.level, level), eq(classCapacities.buildingId, shiftId)))
  return row?.capacity ?? null
}

/** The children of one class with one status, with their family's enrolment. */
export async function classChildren(
  db: Database,
  { level, shiftId, schoolYear }: { level: string; shiftId: number; schoolYear: string },
  status: 'accepted' | 'waitlisted',
) {
  const rows = await db
    .select({
      studentId: students.id,
      position: students.position,
      firstName: students.firstName,
      lastName: students.lastName,
      birthDate: students.birthDate,
      comments: students.comments,
      enrollmentId: enrollments.id,
      number: enrollments.number,
      createdAt: enrollments.createdAt,
      family: enrollments.family,
    })
    .from(students)
    .innerJoin(enrollments, eq(enrollments.id, students.enrollmentId))
    .where(
      and(
        eq(enrollments.schoolYear, schoolYear),
        eq(students.level, level),
        eq(students.buildingId, shiftId),
        eq(students.status, status),
      ),
    )
    // The order the families came in (the wait-list's order); the class list sorts by name.
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id), asc(students.position))
  return rows.map((row) => ({ ...row, family: row.family as Family }))
}

export type ClassChild = Awaited<ReturnType<typeof classChildren>>[number]

/** A class list's order: last name, then first name, as Polish sorts them (Ł after L). */
export const byName = (a: ClassChild, b: ClassChild) =>
  a.lastName.localeCompare(b.lastName, 'pl') ||
  a.firstName.localeCompare(b.firstName, 'pl') ||
  a.studentId - b.studentId
