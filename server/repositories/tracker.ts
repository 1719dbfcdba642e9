import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { trackerBotCounts, trackerSessions } from '../db/schema'

export function createTrackerRepository(db: Database) {
  return {
    async createSession(): Promise<string> {
      const [session] = await db.insert(trackerSessions).values({}).returning()
      return session!.id
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
