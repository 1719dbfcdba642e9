import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { contentChanges, enrollments, students } from '../../../db/schema'
import { deleteFamilySubscriptions, familySubscriptions } from '../../../subscriptions/family'
import { ENROLLMENT_KIND } from '../../../enrollments/record'
import { deleteCounted } from '../../../repositories/deleteCounted'
import { studentOf } from '../../../repositories/enrollments'

/**
 * One family's data as the school holds it (issue #8): the enrolment, its parents, emergency
 * contact and address, its students, its status history and its parents' mailing lists (issue
 * #34). Survey answers and uploads carry no
 * link to an enrolment in the schema, so they cannot be told apart as this family's.
 */
export async function exportFamily(db: Database, id: number) {
  const [row] = await db.select().from(enrollments).where(eq(enrollments.id, id))
  if (!row) return undefined
  const { family, ...enrollment } = row
  const children = await db
    .select()
    .from(students)
    .where(eq(students.enrollmentId, id))
    .orderBy(asc(students.position))
    .then((rows) => rows.map(studentOf))
  const statusHistory = await db
    .select({
      at: contentChanges.at,
      userId: contentChanges.userId,
      action: contentChanges.action,
      summary: contentChanges.summary,
    })
    .from(contentChanges)
    .where(and(eq(contentChanges.kind, ENROLLMENT_KIND), eq(contentChanges.recordId, String(id))))
    .orderBy(asc(contentChanges.at), asc(contentChanges.id))
  const mailingLists = await familySubscriptions(db, family)
  return { enrollment, family, students: children, statusHistory, mailingLists }
}

export interface DeletedFamilies {
  enrollments: number
  students: number
}

/**
 * Deletes these enrolments with their students and status history, in one transaction; with
 * `subscriptions`, also the parents' mailing lists (the office's deletion of a family, not
 * retention: a parent's subscription is the parent's own choice, kept while it stands).
 */
export async function deleteFamilies(
  db: Database,
  ids: number[],
  { subscriptions = false } = {},
): Promise<DeletedFamilies> {
  if (ids.length === 0) return { enrollments: 0, students: 0 }
  return db.transaction(async (tx) => {
    if (subscriptions) {
      const rows = await tx
        .select({ family: enrollments.family })
        .from(enrollments)
        .where(inArray(enrollments.id, ids))
      await deleteFamilySubscriptions(
        tx,
        rows.map((row) => row.family),
      )
    }
    await tx
      .delete(contentChanges)
      .where(
        and(
          eq(contentChanges.kind, ENROLLMENT_KIND),
          inArray(contentChanges.recordId, ids.map(String)),
        ),
      )
    const children = await deleteCounted(tx, students, inArray(students.enrollmentId, ids))
    const families = await deleteCounted(tx, enrollments, inArray(enrollments.id, ids))
    return { enrollments: families, students: children }
  })
}
