import { inArray, sql } from 'drizzle-orm'
import type { TrackEvent } from '../../src/domain/tracker'
import type { Database } from '../db/client'
import { trackerBotCounts, trackerEvents, trackerSessions } from '../db/schema'

export function createTrackerRepository(db: Database) {
  return {
    async createSession(): Promise<string> {
      const [session] = await db.insert(trackerSessions).values({}).returning()
      return session!.id
    },

    /** The ids among these that name no session. */
    async unknownSessions(ids: string[]): Promise<string[]> {
      const unique = [...new Set(ids)]
      const known = await db
        .select({ id: trackerSessions.id })
        .from(trackerSessions)
        .where(inArray(trackerSessions.id, unique))
      const found = new Set(known.map((row) => row.id))
      return unique.filter((id) => !found.has(id))
    },

    /** Saves the events not saved before; (session, time) names an event. */
    async saveEvents(events: TrackEvent[]): Promise<void> {
      await db
        .insert(trackerEvents)
        .values(
          events.map((event) => ({
            sessionId: event.sessionId,
            time: event.time,
            action: event.action,
            domain: event.domain,
            fromPath: event.from ?? null,
            toPath: event.to ?? null,
            target: event.target ?? null,
          })),
        )
        .onConflictDoNothing({ target: [trackerEvents.sessionId, trackerEvents.time] })
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
