import { inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { TrackEvent } from '../../src/domain/tracker'
import type { Database } from '../db/client'
import { trackerSessions } from '../db/schema'
import { createRowCap } from './rowCap'

/** 'full': TRACKER_MAX_EVENTS rows are stored, so the batch was dropped (issue #32). */
export type SaveOutcome = 'saved' | 'unknown-session' | 'full'

export interface EventWriterOptions {
  /** Keeps an event of a session created at `sessionCreatedAt` (ms); the others are dropped. */
  keep?: (event: TrackEvent, sessionCreatedAt: number) => boolean
  /** The hard cap on stored events (TRACKER_MAX_EVENTS); none when absent. */
  maxRows?: number
  /** Told once an hour while the cap holds new events back. */
  log?: Pick<FastifyBaseLogger, 'warn'>
  now?: () => number
}

export interface Waiting {
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
export function createEventWriter(db: Database, options: EventWriterOptions = {}) {
  const { keep, maxRows, log, now = Date.now } = options
  let pending: Waiting[] = []
  let draining: Promise<void> | undefined
  // Sessions are deleted only TRACKER_RETENTION_MONTHS after their last event (server/tracker/
  // retention.ts), so an id found here stays valid while it is in use. Oldest forgotten first.
  // Each with when it was created, for `keep`.
  const known = new Map<string, number>()
  const remember = (id: string, createdAt: number) => {
    known.set(id, createdAt)
    if (known.size > KNOWN_SESSIONS_REMEMBERED) known.delete(known.keys().next().value!)
  }
  const rowCap = maxRows === undefined ? undefined : createRowCap(db, maxRows, now, log)

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
    const ofKnown: Waiting[] = []
    for (const waiting of group) {
      if (waiting.events.every((event) => knownSession(event))) ofKnown.push(waiting)
      else waiting.resolve('unknown-session')
    }
    // Events the checks refuse (issue #32) are dropped; their batch counts as saved.
    const kept = ofKnown.map((waiting) => ({ ...waiting, events: keptEvents(waiting.events) }))
    let accepted = kept.filter((waiting) => waiting.events.length > 0)
    for (const waiting of kept) if (waiting.events.length === 0) waiting.resolve('saved')
    if (rowCap) {
      let accepting: Waiting[]
      try {
        accepting = await rowCap.admit(accepted)
      } catch (error) {
        for (const waiting of accepted) waiting.reject(error)
        return
      }
      for (const waiting of accepted) if (!accepting.includes(waiting)) waiting.resolve('full')
      accepted = accepting
    }
    if (accepted.length === 0) return
    try {
      // Not `rowCap?.added(await …)`: without a cap that would skip the insert itself.
      const added = await insertEvents(accepted.flatMap((waiting) => waiting.events))
      rowCap?.added(added)
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
          const added = await insertEvents(waiting.events)
          rowCap?.added(added)
          waiting.resolve('saved')
        } catch (single) {
          waiting.reject(single)
        }
      }
    }
  }

  const knownSession = (event: TrackEvent) => known.has(event.sessionId)
  const keptEvents = (events: TrackEvent[]) =>
    keep ? events.filter((event) => keep(event, known.get(event.sessionId)!)) : events

  /** Looks up the sessions not yet known; those found join the known ones. */
  async function checkSessions(events: TrackEvent[]): Promise<void> {
    const ids = [...new Set(events.map((event) => event.sessionId))].filter((id) => !known.has(id))
    if (ids.length === 0) return
    const rows = await db
      .select({ id: trackerSessions.id, createdAt: trackerSessions.createdAt })
      .from(trackerSessions)
      .where(inArray(trackerSessions.id, ids))
    for (const row of rows) remember(row.id, new Date(row.createdAt).getTime())
  }

  /** One statement whatever the number of rows: seven array parameters, unnested. The rows added. */
  async function insertEvents(events: TrackEvent[]): Promise<number> {
    const column = (pick: (event: TrackEvent) => string | undefined) =>
      sql.param(events.map((event) => pick(event) ?? null))
    const result = (await db.execute(sql`
      WITH added AS (
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
      ON CONFLICT (session_id, time) DO NOTHING RETURNING 1)
      SELECT count(*)::int AS added FROM added`)) as unknown as { rows: { added: number }[] }
    return Number(result.rows[0]?.added ?? 0)
  }

  return {
    /** A session the server has just created: its batches need no lookup. */
    sessionCreated(id: string, createdAt: Date = new Date(now())) {
      remember(id, createdAt.getTime())
    },

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
