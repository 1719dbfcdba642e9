import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import type { EnrollmentConflict, EnrollmentRecord, Family } from '../../src/domain/api/enrollments'
import type { Database } from '../db/client'
import { contentChanges, enrollmentNotes, enrollments, students, users } from '../db/schema'
import { studentOf } from '../repositories/enrollments'

/**
 * The kind under which the history keeps an enrolment's changes
 * (server/routes/gazda/familyData/repository.ts deletes them with the family).
 */
export const ENROLLMENT_KIND = 'enrollment'

/** The enrolments' children in the form's order, each with the name of who last set its status. */
export const studentsOf = (db: Database, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ student: students, byName: users.name })
        .from(students)
        .leftJoin(users, eq(users.id, students.statusChangedBy))
        .where(inArray(students.enrollmentId, ids))
        .orderBy(students.position)
        .then((rows) =>
          rows.map(({ student, byName }) => ({
            ...studentOf(student),
            statusChangedByName: byName ?? null,
          })),
        )

/** The record's ETag: its version, quoted as RFC 9110 wants an entity tag. */
export const etagOf = (version: number) => `"${version}"`

export const CONFLICT_MESSAGE =
  'Ktoś inny zmienił to zgłoszenie w międzyczasie. Poniżej jest jego obecny stan i zmiany.'

type Row = typeof enrollments.$inferSelect

/** An enrolment's own fields as the API answers them: its moments in ISO 8601. */
export const enrollmentFields = (row: Omit<Row, 'family'>) => ({
  ...row,
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

/** Stored from the form's values, which are all text (server/repositories/enrollments.ts). */
export const familyOf = (row: Pick<Row, 'family'>) => row.family as Family

/** The office's notes on an enrolment, oldest first, each with its author's name. */
export async function notesOf(db: Database, id: number) {
  const rows = await db
    .select({
      id: enrollmentNotes.id,
      at: enrollmentNotes.createdAt,
      byName: users.name,
      text: enrollmentNotes.text,
    })
    .from(enrollmentNotes)
    .leftJoin(users, eq(users.id, enrollmentNotes.userId))
    .where(eq(enrollmentNotes.enrollmentId, id))
    .orderBy(asc(enrollmentNotes.createdAt), asc(enrollmentNotes.id))
  return rows.map((note) => ({ ...note, at: note.at.toISOString(), byName: note.byName ?? null }))
}

/**
 * One enrolment as GET /api/gazda/enrollments/:id answers it: its fields, version, family, each
 * child with its own status (and who set it), and the office's notes.
 */
export async function loadRecord(db: Database, id: number): Promise<EnrollmentRecord | undefined> {
  const [found] = await db
    .select({ row: enrollments, byName: users.name })
    .from(enrollments)
    .leftJoin(users, eq(users.id, enrollments.statusChangedBy))
    .where(eq(enrollments.id, id))
  if (!found) return undefined
  const { row, byName } = found
  return {
    ...enrollmentFields(row),
    family: familyOf(row),
    statusChangedByName: byName ?? null,
    students: await studentsOf(db, [id]),
    notes: await notesOf(db, id),
  }
}

/**
 * The history's entries made since a version (content_changes.record_version), oldest first,
 * with who made each: what a 409 shows the person whose screen was stale.
 */
export async function changesSince(
  db: Database,
  id: number,
  version: number,
): Promise<EnrollmentConflict['changes']> {
  const rows = await db
    .select({ at: contentChanges.at, byName: users.name, summary: contentChanges.summary })
    .from(contentChanges)
    .leftJoin(users, eq(users.id, contentChanges.userId))
    .where(
      and(
        eq(contentChanges.kind, ENROLLMENT_KIND),
        eq(contentChanges.recordId, String(id)),
        gt(contentChanges.recordVersion, version),
      ),
    )
    .orderBy(asc(contentChanges.at), asc(contentChanges.id))
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), byName: row.byName ?? null }))
}

/** The 409's body: the record as it is now and what changed since the stale screen's version. */
export async function conflictOf(
  db: Database,
  id: number,
  version: number,
): Promise<EnrollmentConflict | undefined> {
  const current = await loadRecord(db, id)
  if (!current) return undefined
  return {
    code: 'ENROLLMENT_CHANGED',
    message: CONFLICT_MESSAGE,
    current,
    changes: await changesSince(db, id, version),
  }
}
