import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { enrollments, students } from '../../../db/schema'
import type { EnrollmentStatus as Status } from '../../../../src/domain/enrollment/status'
import { studentsOf } from '../../../enrollments/record'
import { foldedContains } from '../../../repositories/folded'
import { newestPage, type Page } from '../../../repositories/paging'

export interface EnrollmentFilters {
  schoolYear?: string
  status?: string
  buildingId?: number
  level?: string
  duplicate?: boolean
  q?: string
}

/** The family's fields a search looks in as text (src/domain/enrollment/fields.ts). */
const FAMILY_SEARCHED = [
  'motherFirstName',
  'motherLastName',
  'fatherFirstName',
  'fatherLastName',
  'motherEmail',
  'fatherEmail',
  'erEmail',
] as const
/** The family's phones, compared by their digits alone. */
const FAMILY_PHONES = ['motherPhone', 'fatherPhone', 'erPhone'] as const

/**
 * A phone's digits as the search compares them: '(630) 555-0161', '630.555.0161' and
 * '+1 630 555 0161' are all '6305550161' (a US number's country code 1 dropped).
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** The same in SQL, for a stored phone (PostgreSQL and PGlite alike). */
const storedPhoneDigits = (value: SQL) => {
  const digits = sql`regexp_replace(coalesce(${value}, ''), '[^0-9]', '', 'g')`
  return sql`(CASE WHEN length(${digits}) = 11 AND left(${digits}, 1) = '1' THEN substr(${digits}, 2) ELSE ${digits} END)`
}

/**
 * Issue #31: a search finds a family by a child's name, a parent's first name or surname, an
 * e-mail, the enrolment's number ('2026-0004'), or a phone typed in any format: a query of
 * digits and a phone's punctuation only, with 4 digits or more, is compared digits to digits.
 */
function searchCondition(q: string): SQL {
  const byChild = sql`EXISTS (SELECT 1 FROM ${students} WHERE ${students.enrollmentId} = ${enrollments.id} AND (${foldedContains(students.firstName, q)} OR ${foldedContains(students.lastName, q)}))`
  const family = FAMILY_SEARCHED.map((field) =>
    foldedContains(sql`${enrollments.family}->>${field}`, q),
  )
  const digits = phoneDigits(q)
  const phoneLike = /^[\d\s()+./-]+$/.test(q.trim()) && digits.length >= 4
  const phones = phoneLike
    ? FAMILY_PHONES.map(
        (field) =>
          sql`${storedPhoneDigits(sql`${enrollments.family}->>${field}`)} LIKE ${`%${digits}%`}`,
      )
    : []
  return or(byChild, ...family, foldedContains(enrollments.number, q), ...phones)!
}

/**
 * The office's list of enrolments (newest first) with their children: a filter on a child's
 * status, class and shift finds the family of a child that has them all.
 */
export async function listEnrollments(
  db: Database,
  filters: EnrollmentFilters,
  { page, pageSize }: Page,
) {
  const conditions: SQL[] = []
  if (filters.schoolYear) conditions.push(eq(enrollments.schoolYear, filters.schoolYear))
  if (filters.duplicate !== undefined)
    conditions.push(eq(enrollments.possibleDuplicate, filters.duplicate))
  // A child's status, class and shift: one child has them all (Klasa 1 + morning + accepted).
  const studentConditions: SQL[] = []
  if (filters.status) studentConditions.push(eq(students.status, filters.status as Status))
  if (filters.buildingId !== undefined)
    studentConditions.push(eq(students.buildingId, filters.buildingId))
  if (filters.level) studentConditions.push(eq(students.level, filters.level))
  if (filters.q) conditions.push(searchCondition(filters.q))
  if (studentConditions.length > 0) {
    const matching = db
      .select({ id: students.enrollmentId })
      .from(students)
      .where(and(...studentConditions))
    conditions.push(inArray(enrollments.id, matching))
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const total = await db.$count(enrollments, where)
  const rows = await newestPage(
    db.select().from(enrollments).where(where).$dynamic(),
    [enrollments.createdAt, enrollments.id],
    { page, pageSize },
  )
  const children = await studentsOf(
    db,
    rows.map((row) => row.id),
  )
  const items = rows.map((row) => ({
    ...row,
    students: children.filter((c) => c.enrollmentId === row.id),
  }))
  return { items, total, page, pageSize }
}
