import type { Database } from '../db/client'
import { trackerEvents } from '../db/schema'
import type { EventWriterOptions, Waiting } from './eventWriter'

/**
 * The stored rows are counted again at most this often when a batch does not fit: retention
 * deletes rows behind the writer's back, and a count of a million rows holds the thread a while.
 */
export const RECOUNT_MS = 60_000
/** While full, the log line is repeated at most this often. */
export const FULL_LOG_MS = 60 * 60 * 1000

/**
 * The hard cap on stored events (issue #32): a group is written only while the rows stored stay
 * within it; the batches past it are dropped, and the history already kept stays. The count is
 * kept in memory from one COUNT at the first write, and counted again (at most once a minute)
 * when a batch does not fit, since retention deletes rows meanwhile.
 */
export function createRowCap(
  db: Database,
  maxRows: number,
  now: () => number,
  log: EventWriterOptions['log'],
) {
  let rows: number | undefined
  let countedAt = Number.NEGATIVE_INFINITY
  let loggedAt = Number.NEGATIVE_INFINITY

  async function count() {
    rows = await db.$count(trackerEvents)
    countedAt = now()
  }

  function fitting(group: Waiting[]): Waiting[] {
    let room = maxRows - rows!
    const fit: Waiting[] = []
    for (const waiting of group) {
      if (waiting.events.length > room) break
      room -= waiting.events.length
      fit.push(waiting)
    }
    return fit
  }

  return {
    /** The batches that fit, in order; the first that does not fit ends the list. */
    async admit(group: Waiting[]): Promise<Waiting[]> {
      if (group.length === 0) return group
      if (rows === undefined) await count()
      let fit = fitting(group)
      if (fit.length < group.length && now() - countedAt >= RECOUNT_MS) {
        await count()
        fit = fitting(group)
      }
      if (fit.length < group.length && now() - loggedAt >= FULL_LOG_MS) {
        loggedAt = now()
        // Counts only: no session, path or address.
        log?.warn(
          { event: 'tracker-full', storedEvents: rows, maxEvents: maxRows },
          'visit statistics: TRACKER_MAX_EVENTS reached, new events are not stored until retention or an administrator frees room',
        )
      }
      return fit
    },

    added(count: number) {
      rows = (rows ?? 0) + count
    },
  }
}
