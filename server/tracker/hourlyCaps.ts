import type { TrackerConfig } from './config'

// Issue #32: events an hour per tracker session and per client address. A fixed window in
// memory, like @fastify/rate-limit's own store and server/limits/plugin.ts's shared ceiling: it
// starts at the first batch after the last window ended (not on the clock's hour, which let a
// flood straddling it send twice the cap), and the counts restart with the server, which is
// enough to stop a flood.

export const HOUR_MS = 60 * 60 * 1000

/** Why a batch was refused: its session's or its address's hour is used up. */
export type CapReached = { cap: 'session' | 'address'; retryAfterSeconds: number }

export function createHourlyCaps(
  { perSession, perAddress }: TrackerConfig['eventsPerHour'],
  now: () => number = Date.now,
) {
  let windowStart = 0
  // Only sessions the writer knows stay counted (see giveBack), and only this hour's addresses.
  let sessions = new Map<string, number>()
  let addresses = new Map<string, number>()

  const current = () => {
    const at = now()
    if (at - windowStart >= HOUR_MS || at < windowStart) {
      windowStart = at
      sessions = new Map()
      addresses = new Map()
    }
    return at
  }
  const retryAfterSeconds = (at: number) =>
    Math.max(1, Math.ceil((windowStart + HOUR_MS - at) / 1000))

  const add = (counts: Map<string, number>, key: string, n: number) => {
    const total = (counts.get(key) ?? 0) + n
    if (total <= 0) counts.delete(key)
    else counts.set(key, total)
  }

  return {
    /**
     * Counts a batch against its address and its sessions (events dropped by the checks too),
     * or refuses it whole, counting nothing, when either would pass its cap this hour.
     */
    take(address: string, all: number, perSessionKept: Map<string, number>): CapReached | null {
      const at = current()
      if ((addresses.get(address) ?? 0) + all > perAddress) {
        return { cap: 'address', retryAfterSeconds: retryAfterSeconds(at) }
      }
      for (const [session, n] of perSessionKept) {
        if ((sessions.get(session) ?? 0) + n > perSession) {
          return { cap: 'session', retryAfterSeconds: retryAfterSeconds(at) }
        }
      }
      add(addresses, address, all)
      for (const [session, n] of perSessionKept) add(sessions, session, n)
      return null
    },

    /** A batch of an unknown session: its events are not counted against an id no one holds. */
    giveBack(perSessionKept: Map<string, number>) {
      current()
      for (const [session, n] of perSessionKept) add(sessions, session, -n)
    },
  }
}
