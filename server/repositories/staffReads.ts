import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import {
  enrollments,
  students,
  surveyAnswers,
  trackerBotCounts,
  trackerEvents,
  users,
} from '../db/schema'
import { SCHOOL_TIME_ZONE } from '../time'
import { routes } from '../../src/domain/routes'
import type { SurveyField } from '../../src/domain/survey/values'
import type { EnrollmentStatus as Status } from '../../src/domain/enrollment/status'
import { studentOf } from './enrollments'
import { foldedContains } from './folded'
import { newestPage, type Page } from './paging'
import { withFamilies } from './surveyFamilies'

export type { Page }

export interface EnrollmentFilters {
  schoolYear?: string
  status?: string
  buildingId?: number
  level?: string
  duplicate?: boolean
  q?: string
}

/** The survey's free-text answers a search looks in: who answered, where from, what they said. */
const SURVEY_SEARCHED = [
  'familyName',
  'contactEmail',
  'motherEmail',
  'fatherEmail',
  'street',
  'birthPlace',
  'comments',
] as const satisfies readonly SurveyField[]

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

/** What the staff area reads: enrolments, survey answers and visits (DESIGN.md "private data"). */
export function createStaffReads(db: Database) {
  return {
    async enrollments(filters: EnrollmentFilters, { page, pageSize }: Page) {
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
    },

    async enrollment(id: number) {
      const [row] = await db.select().from(enrollments).where(eq(enrollments.id, id))
      return row ? { ...row, students: await studentsOf(db, [id]) } : undefined
    },

    /** Newest first; `q` is looked for in the answers people type (SURVEY_SEARCHED). */
    async surveys({ page, pageSize }: Page, q?: string) {
      const where = q
        ? or(
            ...SURVEY_SEARCHED.map((field) =>
              foldedContains(sql`${surveyAnswers.answers}->>${field}`, q),
            ),
          )
        : undefined
      const total = await db.$count(surveyAnswers, where)
      const items = await newestPage(
        db.select().from(surveyAnswers).where(where).$dynamic(),
        [surveyAnswers.createdAt, surveyAnswers.id],
        { page, pageSize },
      )
      return { items: await withFamilies(db, items), total, page, pageSize }
    },

    async survey(id: number) {
      const [row] = await db.select().from(surveyAnswers).where(eq(surveyAnswers.id, id))
      return row ? (await withFamilies(db, [row]))[0] : undefined
    },

    /** Views per day, top pages and outbound clicks since a day, and the bots apart. */
    async visits(sinceDay: string, untilDay?: string) {
      const day = sql<string>`to_char(${trackerEvents.receivedAt} AT TIME ZONE ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)}, 'YYYY-MM-DD')`
      const inRange = and(
        sql`${day} >= ${sinceDay}`,
        untilDay ? sql`${day} <= ${untilDay}` : undefined,
      )
      // Staff pages are the office at work, not visitors (issue #18).
      const visitorRoute = and(
        eq(trackerEvents.action, 'route'),
        sql`${trackerEvents.toPath} NOT LIKE ${`${routes.staff()}%`}`,
      )
      // Issue #32: a session's views of one path count once a minute (of the event's own time,
      // its first 16 characters: 2026-11-21T10:00), so a reload loop or a replay cannot top the list.
      const minute = sql`left(${trackerEvents.time}, 16)`
      const pageViews = db
        .select({
          day: sql<string>`${day}`.as('day'),
          sessionId: trackerEvents.sessionId,
          path: trackerEvents.toPath,
        })
        .from(trackerEvents)
        .where(and(inRange, visitorRoute))
        .groupBy(day, trackerEvents.sessionId, trackerEvents.toPath, minute)
        .as('page_views')
      const views = await db
        .select({
          day: pageViews.day,
          views: count(),
          sessions: sql<number>`count(distinct ${pageViews.sessionId})`,
        })
        .from(pageViews)
        .groupBy(pageViews.day)
        .orderBy(pageViews.day)
      const topPages = await db
        .select({ path: pageViews.path, views: count() })
        .from(pageViews)
        .groupBy(pageViews.path)
        .orderBy(desc(count()))
        .limit(20)
      const outbound = await db
        .select({ target: trackerEvents.target, clicks: count() })
        .from(trackerEvents)
        .where(and(inRange, eq(trackerEvents.action, 'external-click')))
        .groupBy(trackerEvents.target)
        .orderBy(desc(count()))
      const bots = await db
        .select()
        .from(trackerBotCounts)
        .where(
          and(
            sql`${trackerBotCounts.day} >= ${sinceDay}`,
            untilDay ? sql`${trackerBotCounts.day} <= ${untilDay}` : undefined,
          ),
        )
        .orderBy(trackerBotCounts.day)
      // The counts are typed as numbers; PostgreSQL's count(distinct) arrives as text.
      const numbers = <T extends Record<string, unknown>>(rows: T[]): T[] =>
        rows.map(
          (row) =>
            Object.fromEntries(
              Object.entries(row).map(([k, v]) => [
                k,
                typeof v === 'string' && /^\d+$/.test(v) && k !== 'day' ? Number(v) : v,
              ]),
            ) as T,
        )
      return {
        views: numbers(views),
        topPages: numbers(topPages),
        outbound: numbers(outbound),
        bots: bots.map((b) => ({ day: String(b.day), count: b.count })),
      }
    },
  }
}
