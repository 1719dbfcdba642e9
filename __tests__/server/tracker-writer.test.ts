import { eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../server/db/client'
import { trackerEvents, trackerSessions } from '../../server/db/schema'
import { createEventWriter, MAX_ROWS_PER_WRITE } from '../../server/tracker/eventWriter'
import type { TrackEvent } from '../../src/domain/tracker'
import { setUpServer } from './built-site'

// Group commit of tracker batches (issue #9), on the real database.
const server = setUpServer()

interface DialectHolder {
  dialect: { sqlToQuery: (sql: SQL) => { params: unknown[] } }
}

/** The app's database, with its raw statements counted (the statements still run). */
function countingDatabase(
  beforeExecute: (params: unknown[]) => Promise<unknown> = async () => undefined,
) {
  const db = server.app.db
  const counter = { executes: 0, selects: 0 }
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'select') {
        return (...args: Parameters<Database['select']>) => {
          counter.selects += 1
          return target.select(...args)
        }
      }
      if (key === 'execute') {
        return (...args: Parameters<Database['execute']>) => {
          counter.executes += 1
          const { params } = (target as unknown as DialectHolder).dialect.sqlToQuery(args[0] as SQL)
          return beforeExecute(params).then(() => target.execute(...args))
        }
      }
      return Reflect.get(target, key, receiver)
    },
  })
  return { db: counted, counter }
}

async function newSession() {
  const [row] = await server.app.db.insert(trackerSessions).values({}).returning()
  return row!.id
}

let tick = 0
const batch = (sessionId: string, size = 48): TrackEvent[] =>
  Array.from({ length: size }, () => ({
    sessionId,
    time: new Date(Date.UTC(2026, 10, 21, 10, 0, 0) + (tick += 1)).toISOString(),
    domain: 'polskaszkolalombard.org',
    action: 'route' as const,
    from: '/',
    to: '/kalendarz-zajec/',
  }))

const storedFor = async (sessionId: string) =>
  server.app.db.select().from(trackerEvents).where(eq(trackerEvents.sessionId, sessionId))

it('writes batches that arrive together in one statement, and each is stored when it settles', async () => {
  const { db, counter } = countingDatabase()
  const writer = createEventWriter(db)
  const sessions = await Promise.all(Array.from({ length: 20 }, newSession))
  const batches = sessions.map((id) => batch(id))
  const outcomes = await Promise.all(batches.map((events) => writer.save(events)))
  expect(outcomes).toEqual(sessions.map(() => 'saved'))
  // Handed over in the same turn of the event loop: one group, one INSERT.
  expect(counter.executes).toBe(1)
  for (const [index, id] of sessions.entries()) {
    const stored = await storedFor(id)
    expect(stored.map((row) => row.time).sort()).toEqual(batches[index]!.map((e) => e.time).sort())
  }
})

it('refuses only the batch that names an unknown session', async () => {
  const writer = createEventWriter(server.app.db)
  const good = await newSession()
  const unknown = '00000000-0000-4000-8000-000000000000'
  const mixed = [...batch(good, 2), ...batch(unknown, 1)]
  const [first, second, third] = await Promise.all([
    writer.save(batch(good, 3)),
    writer.save(mixed),
    writer.save(batch(good, 4)),
  ])
  expect([first, second, third]).toEqual(['saved', 'unknown-session', 'saved'])
  expect(await storedFor(good)).toHaveLength(7)
})

it('stores an event sent twice, in one group or in two, once', async () => {
  const writer = createEventWriter(server.app.db)
  const id = await newSession()
  const events = batch(id, 5)
  await Promise.all([writer.save(events), writer.save(events), writer.save(events.slice(2))])
  await writer.save(events)
  expect(await storedFor(id)).toHaveLength(5)
})

it('keeps statements within the row limit, and saves every row of a large group', async () => {
  const { db, counter } = countingDatabase()
  const writer = createEventWriter(db)
  const id = await newSession()
  const batches = Array.from({ length: Math.ceil((2 * MAX_ROWS_PER_WRITE) / 48) + 2 }, () =>
    batch(id),
  )
  await Promise.all(batches.map((events) => writer.save(events)))
  const rows = batches.length * 48
  expect(counter.executes).toBeGreaterThanOrEqual(Math.ceil(rows / MAX_ROWS_PER_WRITE))
  expect(counter.executes).toBeLessThanOrEqual(Math.ceil(rows / MAX_ROWS_PER_WRITE) + 1)
  expect(await storedFor(id)).toHaveLength(rows)
})

it('writes each batch on its own when a group fails, so only the spoilt one is refused', async () => {
  const kept = await newSession()
  const spoilt = await newSession()
  // The database refuses any statement carrying the spoilt batch's events (as it would a value
  // it cannot store); the session check has passed by then.
  const { db, counter } = countingDatabase(async (params) => {
    if (JSON.stringify(params).includes(spoilt)) throw new Error('refused by the database')
  })
  const writer = createEventWriter(db)
  const settled = await Promise.allSettled([
    writer.save(batch(kept, 2)),
    writer.save(batch(spoilt, 2)),
    writer.save(batch(kept, 3)),
  ])
  expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  // The group of three, then each batch on its own.
  expect(counter.executes).toBe(4)
  expect(await storedFor(kept)).toHaveLength(5)
  expect(await storedFor(spoilt)).toHaveLength(0)
})

it('looks a session up once, and not at all when it created it', async () => {
  const { db, counter } = countingDatabase()
  const writer = createEventWriter(db)
  const older = await newSession()
  await writer.save(batch(older, 2))
  await writer.save(batch(older, 2))
  expect(counter.selects).toBe(1)
  const created = await newSession()
  writer.sessionCreated(created)
  await writer.save(batch(created, 2))
  expect(counter.selects).toBe(1)
  expect(await storedFor(older)).toHaveLength(4)
  expect(await storedFor(created)).toHaveLength(2)
})

it('settles idle() only after everything handed over is written', async () => {
  const writer = createEventWriter(server.app.db)
  const id = await newSession()
  void writer.save(batch(id, 3))
  void writer.save(batch(id, 3))
  await writer.idle()
  expect(await storedFor(id)).toHaveLength(6)
})
