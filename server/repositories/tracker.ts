import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { trackerBotCounts, trackerSessions } from '../db/schema'

export function createTrackerRepository(db: Database) {
  return {
    /** The new session's id, and when it was created (events before it are refused, issue #32). */
    async createSession(): Promise<{ id: string; createdAt: Date }> {
      const [session] = await db.insert(trackerSessions).values({}).returning()
      return { id: session!.id, createdAt: new Date(session!.createdAt) }
    },

    async countBotEvents(day: string, count: number): Promise<void> {
      await db
        .insert(trackerBotCounts)
        .values({ day, count })
        .onConflictDoUpdate({
          target: trackerBotCounts.day,
          set: { count: sql`${trackerBotCounts.count} + ${count}` },
        })
    },
  }
}
