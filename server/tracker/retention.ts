import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { trackerBotCounts, trackerEvents, trackerSessions } from '../db/schema'

// Issue #17: tracker rows were kept forever. Visits are kept TRACKER_RETENTION_MONTHS.

/**
 * Rows per DELETE: the embedded database holds the server's thread while it deletes, so a year
 * of events goes in many short statements with a turn of the event loop between them.
 */
export const TRACKER_DELETE_BATCH = 2000

export interface TrackerRetentionCounts {
  trackerEvents: number
  trackerSessions: number
  trackerBotDays: number
}

/** The first moment kept: `months` calendar months before `now` (UTC). */
export function trackerCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * Deletes events received before the cutoff, then sessions begun before it that have no event
 * left (a session still in use keeps its row), then the daily bot counts before it.
 */
export async function runTrackerRetention(
  db: Database,
  { months, now = () => new Date() }: { months: number; now?: () => Date },
): Promise<TrackerRetentionCounts> {
  const cutoff = trackerCutoff(now(), months).toISOString()
  const trackerEventCount = await inBatches(
    db,
    sql`DELETE FROM ${trackerEvents} WHERE (${trackerEvents.sessionId}, ${trackerEvents.time}) IN (
          SELECT ${trackerEvents.sessionId}, ${trackerEvents.time} FROM ${trackerEvents}
          WHERE ${trackerEvents.receivedAt} < ${cutoff}::timestamptz
          LIMIT ${TRACKER_DELETE_BATCH}) RETURNING 1`,
  )
  const sessionCount = await inBatches(
    db,
    sql`DELETE FROM ${trackerSessions} WHERE ${trackerSessions.id} IN (
          SELECT ${trackerSessions.id} FROM ${trackerSessions}
          WHERE ${trackerSessions.createdAt} < ${cutoff}::timestamptz
            AND NOT EXISTS (SELECT 1 FROM ${trackerEvents}
                            WHERE ${trackerEvents.sessionId} = ${trackerSessions.id})
          LIMIT ${TRACKER_DELETE_BATCH}) RETURNING 1`,
  )
  // One row a day: a few hundred at most, in one statement.
  const botDays = await db
    .delete(trackerBotCounts)
    .where(sql`${trackerBotCounts.day} < ${cutoff.slice(0, 10)}::date`)
    .returning({ day: trackerBotCounts.day })
  return {
    trackerEvents: trackerEventCount,
    trackerSessions: sessionCount,
    trackerBotDays: botDays.length,
  }
}

/** Runs a DELETE of at most TRACKER_DELETE_BATCH rows until it deletes fewer; the total. */
async function inBatches(db: Database, statement: ReturnType<typeof sql>): Promise<number> {
  let total = 0
  for (;;) {
    const { rows } = (await db.execute(statement)) as unknown as { rows: unknown[] }
    const count = rows.length
    total += count
    if (count < TRACKER_DELETE_BATCH) return total
    await new Promise((resolve) => setImmediate(resolve))
  }
}
