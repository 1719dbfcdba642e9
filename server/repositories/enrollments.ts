import { and, eq, sql } from 'drizzle-orm'
import type { Language } from '../../src/domain/i18n/languages'
import {
  ENROLLMENT_DESCRIPTIONS,
  type FieldDescription,
  type StudentValues,
} from '../../src/domain/enrollment/fields'
import type { EnrollmentValues } from '../../src/domain/enrollment/types'
import type { Database } from '../db/client'
import { enrollments, students } from '../db/schema'

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>

export interface CreatedEnrollment {
  id: number
  number: string
  possibleDuplicate: boolean
}

type StudentRow = typeof students.$inferSelect

/** The family's fields acted on when the enrolment arrives and never stored (fields.ts `kept`). */
const NOT_KEPT = new Set(
  Object.entries(ENROLLMENT_DESCRIPTIONS as Record<string, FieldDescription>)
    .filter(([, field]) => field.kept === false)
    .map(([name]) => name),
)

/**
 * A student as stored: the fields with a column of their own (names trimmed, the shift a number),
 * and every other field of the form (fields.ts) in `details`.
 */
export function studentRow(child: StudentValues) {
  const columns = {
    firstName: child.firstName.trim(),
    lastName: child.lastName.trim(),
    birthDate: child.birthDate,
    birthCountry: child.birthCountry,
    level: child.level,
    buildingId: Number(child.buildingId),
    subjects: child.subjects,
    comments: child.comments,
  }
  const details = Object.fromEntries(
    Object.entries(child).filter(([field]) => !Object.hasOwn(columns, field)),
  )
  return { ...columns, details }
}

/** A stored student as the staff area reads it: its columns and its details side by side. */
// The account that changed a child's status is answered by name (statusChangedByName), not number.
export const studentOf = ({
  details,
  statusChangedAt,
  statusChangedBy: _,
  ...row
}: StudentRow) => ({
  ...details,
  ...row,
  statusChangedAt: statusChangedAt?.toISOString() ?? null,
})

/** "2026-2027" and id 42 → "2026-0042": the number a family quotes to the office. */
export const enrollmentNumber = (schoolYear: string, id: number) =>
  `${schoolYear.slice(0, 4)}-${String(id).padStart(4, '0')}`

/**
 * Stores one family with all its students. A student already enrolled this school year (same
 * name and birth date, letter case aside) marks the enrolment as a likely duplicate for staff.
 */
export async function createEnrollment(
  db: Executor,
  values: EnrollmentValues,
  schoolYear: string,
  /** The form's language (issue #35): the family's mail is in it. */
  language: Language = 'pl',
): Promise<CreatedEnrollment> {
  let possibleDuplicate = false
  for (const student of values.students) {
    const [match] = await db
      .select({ id: students.id })
      .from(students)
      .innerJoin(enrollments, eq(students.enrollmentId, enrollments.id))
      .where(
        and(
          eq(enrollments.schoolYear, schoolYear),
          sql`lower(${students.firstName}) = lower(${student.firstName.trim()})`,
          sql`lower(${students.lastName}) = lower(${student.lastName.trim()})`,
          eq(students.birthDate, student.birthDate),
        ),
      )
      .limit(1)
    if (match) possibleDuplicate = true
  }
  const { students: children, ...given } = values
  const family = Object.fromEntries(Object.entries(given).filter(([name]) => !NOT_KEPT.has(name)))
  // The id first, so that the number derived from it is stored with the row in one insert.
  const next = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence('enrollments', 'id'))::int AS id`,
  )) as unknown as { rows: [{ id: number }] }
  const { id } = next.rows[0]
  const number = enrollmentNumber(schoolYear, id)
  await db
    .insert(enrollments)
    .values({ id, number, schoolYear, possibleDuplicate, family, language })
  await db
    .insert(students)
    .values(
      children.map((child, position) => ({ enrollmentId: id, position, ...studentRow(child) })),
    )
  return { id, number, possibleDuplicate }
}
