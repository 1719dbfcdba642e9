import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { enrollments, students, surveyAnswers, trackerBotCounts, trackerEvents } from '../db/schema'
import { SCHOOL_TIME_ZONE } from '../time'
import { routes } from '../../src/domain/routes'
import type { SurveyField } from '../../src/domain/survey/values'
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
  'contactEmail',
  'motherEmail',
  'fatherEmail',
  'street',
  'birthPlace',
  'comments',
] as const satisfies readonly SurveyField[]

const studentsOf = (db: Database, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(students)
        .where(inArray(students.enrollmentId, ids))
        .orderBy(students.position)
        .then((rows) => rows.map(studentOf))

/** What the staff area reads: enrolments, survey answers and visits (DESIGN.md "private data"). */
export function createStaffReads(db: Database) {
  return {
    async enrollments(filters: EnrollmentFilters, { page, pageSize }: Page) {
      const conditions: SQL[] = []
      if (filters.schoolYear) conditions.push(eq(enrollments.schoolYear, filters.schoolYear))
      if (filters.status) conditions.push(sql`${enrollments.status} = ${filters.status}`)
      if (filters.duplicate !== undefined)
        conditions.push(eq(enrollments.possibleDuplicate, filters.duplicate))
      const studentConditions: SQL[] = []
      if (filters.buildingId !== undefined)
        studentConditions.push(eq(students.buildingId, filters.buildingId))
      if (filters.level) studentConditions.push(eq(students.level, filters.level))
      if (filters.q) {
        studentConditions.push(
          or(
            foldedContains(students.firstName, filters.q),
            foldedContains(students.lastName, filters.q),
          )!,
        )
      }
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
      const views = await db
        .select({
          day,
          views: count(),
          sessions: sql<number>`count(distinct ${trackerEvents.sessionId})`,
        })
        .from(trackerEvents)
        .where(and(inRange, visitorRoute))
        .groupBy(day)
        .orderBy(day)
      const topPages = await db
        .select({ path: trackerEvents.toPath, views: count() })
        .from(trackerEvents)
        .where(and(inRange, visitorRoute))
        .groupBy(trackerEvents.toPath)
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
