import { inArray, sql } from 'drizzle-orm'
import { trackerBotCounts, trackerEvents, trackerSessions } from '../../server/db/schema'
import {
  runTrackerRetention,
  TRACKER_DELETE_BATCH,
  trackerCutoff,
} from '../../server/tracker/retention'
import { setUpServer } from './built-site'

// Issue #17: tracker rows are kept TRACKER_RETENTION_MONTHS (25 by default), on a fake clock.
const server = setUpServer()
const db = () => server.app.db

const NOW = new Date('2026-11-21T12:00:00Z')
/** 25 months before NOW: the first moment kept. */
const CUTOFF = new Date('2024-10-21T12:00:00Z')
const before = (ms = 1) => new Date(CUTOFF.getTime() - ms)

const retain = () => runTrackerRetention(db(), { months: 25, now: () => NOW })

async function session(createdAt: Date): Promise<string> {
  const [row] = await db().insert(trackerSessions).values({ createdAt }).returning()
  return row!.id
}
async function events(sessionId: string, receivedAt: Date, count = 1) {
  const rows = Array.from({ length: count }, (_, n) => ({
    sessionId,
    time: `${receivedAt.toISOString()}#${n}`,
    action: 'navigate',
    receivedAt,
  }))
  for (let start = 0; start < rows.length; start += 1000) {
    await db()
      .insert(trackerEvents)
      .values(rows.slice(start, start + 1000))
  }
}
const sessionIds = async () =>
  (await db().select({ id: trackerSessions.id }).from(trackerSessions)).map((row) => row.id)
const eventCount = async (ids: string[]) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(trackerEvents)
      .where(inArray(trackerEvents.sessionId, ids))
  )[0]!.n

afterEach(async () => {
  await db().delete(trackerEvents)
  await db().delete(trackerSessions)
  await db().delete(trackerBotCounts)
})

describe('tracker retention', () => {
  it('keeps 25 months: 21 October 2024 12:00 UTC on 21 November 2026', () => {
    expect(trackerCutoff(NOW, 25)).toEqual(CUTOFF)
  })

  it('deletes events, sessions and bot counts from before the cutoff and keeps the rest', async () => {
    const old = await session(before(60_000))
    await events(old, before())
    const recent = await session(CUTOFF)
    await events(recent, CUTOFF)
    // Begun before the cutoff but still in use: the session stays with its recent event.
    const spanning = await session(before(60_000))
    await events(spanning, before())
    await events(spanning, new Date(CUTOFF.getTime() + 1000))
    await db()
      .insert(trackerBotCounts)
      .values([
        { day: '2024-10-20', count: 5 },
        { day: '2024-10-21', count: 7 },
      ])

    expect(await retain()).toEqual({ trackerEvents: 2, trackerSessions: 1, trackerBotDays: 1 })
    expect((await sessionIds()).sort()).toEqual([recent, spanning].sort())
    expect(await eventCount([old])).toBe(0)
    expect(await eventCount([recent, spanning])).toBe(2)
    expect(await db().select().from(trackerBotCounts)).toEqual([{ day: '2024-10-21', count: 7 }])
    expect(await retain()).toEqual({ trackerEvents: 0, trackerSessions: 0, trackerBotDays: 0 })
  })

  it(`deletes a large backlog in batches of ${TRACKER_DELETE_BATCH}, all of it`, async () => {
    const old = await session(before(60_000))
    const many = 2 * TRACKER_DELETE_BATCH + 7
    await events(old, before(), many)
    const execute = jest.spyOn(db(), 'execute')
    try {
      expect(await retain()).toMatchObject({ trackerEvents: many, trackerSessions: 1 })
      // Three DELETEs of events (two full batches and the rest), one of sessions.
      expect(execute).toHaveBeenCalledTimes(4)
    } finally {
      execute.mockRestore()
    }
    expect(await eventCount([old])).toBe(0)
  })
})
