import { and, count, desc, eq, sql } from 'drizzle-orm'
import { routes } from '../../../../src/domain/routes'
import type { Database } from '../../../db/client'
import { trackerBotCounts, trackerEvents } from '../../../db/schema'
import { SCHOOL_TIME_ZONE } from '../../../time'

/** Views per day, top pages and outbound clicks from a day (to a day), and the bots apart. */
export async function visitsBetween(db: Database, sinceDay: string, untilDay?: string) {
  const day = sql<string>`to_char(${trackerEvents.receivedAt} AT TIME ZONE ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)}, 'YYYY-MM-DD')`
  const inRange = and(sql`${day} >= ${sinceDay}`, untilDay ? sql`${day} <= ${untilDay}` : undefined)
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
}
