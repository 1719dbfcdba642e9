import { inArray, sql } from 'drizzle-orm'
import type { TrackEvent } from '../../src/domain/tracker'
import type { Database } from '../db/client'
import { trackerSessions } from '../db/schema'

export type SaveOutcome = 'saved' | 'unknown-session'

interface Waiting {
  events: TrackEvent[]
  resolve: (outcome: SaveOutcome) => void
  reject: (error: unknown) => void
}

/**
 * Rows per INSERT at most: a group larger than this is written in several statements. The
 * embedded database holds the thread while it writes (about 20 µs a row here), so this also
 * bounds how long a request can wait behind another group: some 30 batches, 25 ms.
 */
export const MAX_ROWS_PER_WRITE = 1440
/** Session ids known to exist, remembered so most groups need no session check at all. */
export const KNOWN_SESSIONS_REMEMBERED = 50_000

/**
 * Writes the tracker's event batches with group commit (issue #9): batches that arrive while a
 * write is under way wait for the next one, and that write saves all of them with one session
 * check and one INSERT. Each request is answered only after its events are stored, so nothing
 * acknowledged is lost; a quiet site writes each batch at once, a busy one writes far fewer,
 * larger statements (on the embedded database each statement costs about as much as 40 rows).
 */
export function createEventWriter(db: Database) {
  let pending: Waiting[] = []
  let draining: Promise<void> | undefined
  // Sessions are deleted only TRACKER_RETENTION_MONTHS after their last event (server/tracker/
  // retention.ts), so an id found here stays valid while it is in use. Oldest forgotten first.
  const known = new Set<string>()
  const remember = (id: string) => {
    known.add(id)
    if (known.size > KNOWN_SESSIONS_REMEMBERED) known.delete(known.values().next().value!)
  }

  async function drain() {
    while (pending.length > 0) {
      // One turn of the event loop first: the requests whose bytes have already arrived are
      // parsed and join this group. (The embedded database works on this same thread, so
      // while it writes, nothing else is read; without the wait every group was of one.)
      await new Promise((resolve) => setImmediate(resolve))
      const group = takeGroup()
      await writeGroup(group)
    }
    draining = undefined
  }

  function takeGroup(): Waiting[] {
    let rows = 0
    let count = 0
    while (
      count < pending.length &&
      (count === 0 || rows + pending[count]!.events.length <= MAX_ROWS_PER_WRITE)
    ) {
      rows += pending[count]!.events.length
      count += 1
    }
    const group = pending.slice(0, count)
    pending = pending.slice(count)
    return group
  }

  async function writeGroup(group: Waiting[]) {
    try {
      await checkSessions(group.flatMap((waiting) => waiting.events))
    } catch (error) {
      for (const waiting of group) waiting.reject(error)
      return
    }
    const accepted: Waiting[] = []
    for (const waiting of group) {
      if (waiting.events.every((event) => known.has(event.sessionId))) accepted.push(waiting)
      else waiting.resolve('unknown-session')
    }
    if (accepted.length === 0) return
    try {
      await insertEvents(accepted.flatMap((waiting) => waiting.events))
      for (const waiting of accepted) waiting.resolve('saved')
    } catch (error) {
      if (accepted.length === 1) {
        accepted[0]!.reject(error)
        return
      }
      // One batch spoilt the statement (its session was deleted meanwhile, say): write each
      // batch on its own so only that one fails.
      for (const waiting of accepted) {
        try {
          await insertEvents(waiting.events)
          waiting.resolve('saved')
        } catch (single) {
          waiting.reject(single)
        }
      }
    }
  }

  /** Looks up the sessions not yet known; those found join the known ones. */
  async function checkSessions(events: TrackEvent[]): Promise<void> {
    const ids = [...new Set(events.map((event) => event.sessionId))].filter((id) => !known.has(id))
    if (ids.length === 0) return
    const rows = await db
      .select({ id: trackerSessions.id })
      .from(trackerSessions)
      .where(inArray(trackerSessions.id, ids))
    for (const row of rows) remember(row.id)
  }

  /** One statement whatever the number of rows: seven array parameters, unnested. */
  async function insertEvents(events: TrackEvent[]) {
    const column = (pick: (event: TrackEvent) => string | undefined) =>
      sql.param(events.map((event) => pick(event) ?? null))
    await db.execute(sql`
      INSERT INTO tracker_events (session_id, time, action, domain, from_path, to_path, target)
      SELECT * FROM unnest(
        ${column((event) => event.sessionId)}::uuid[],
        ${column((event) => event.time)}::text[],
        ${column((event) => event.action)}::text[],
        ${column((event) => event.domain)}::text[],
        ${column((event) => event.from)}::text[],
        ${column((event) => event.to)}::text[],
        ${column((event) => event.target)}::text[]
      )
      ON CONFLICT (session_id, time) DO NOTHING`)
  }

  return {
    /** A session the server has just created: its batches need no lookup. */
    sessionCreated: remember,

    /** Stores a batch (events already saved are left as they are); settles once it is stored. */
    save(events: TrackEvent[]): Promise<SaveOutcome> {
      const outcome = new Promise<SaveOutcome>((resolve, reject) => {
        pending.push({ events, resolve, reject })
      })
      draining ??= drain()
      return outcome
    },

    /** Settles when every batch handed over so far is written. */
    async idle(): Promise<void> {
      while (draining) await draining
    },
  }
}
