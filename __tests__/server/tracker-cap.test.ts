// Issue #32: the tracker's rows have a hard cap (TRACKER_MAX_EVENTS) besides retention. Past it,
// new events are dropped, the history kept stays, and one line is logged without personal data.
import { eq } from 'drizzle-orm'
import { loadConfig } from '../../server/config'
import { trackerEvents } from '../../server/db/schema'
import { createEventWriter } from '../../server/tracker/eventWriter'
import { RECOUNT_MS } from '../../server/tracker/rowCap'
import { MAX_EVENTS_PER_BATCH, type TrackEvent } from '../../src/domain/tracker'
import { setUpLoggedServer } from './built-site'
import { BROWSER, newSession, sendEvents } from './support/tracker'

const MAX_ROWS = 2 * MAX_EVENTS_PER_BATCH + 4
const { server, logLines } = setUpLoggedServer({
  publish: false,
  contentGitCommit: false,
  logLevel: 'info',
  tracker: { ...loadConfig({}).tracker, maxEventRows: MAX_ROWS },
})

let tick = 0
const START = Date.now()
const batch = (sessionId: string, size = MAX_EVENTS_PER_BATCH): TrackEvent[] =>
  Array.from({ length: size }, () => ({
    sessionId,
    time: new Date(START + tick++).toISOString(),
    domain: 'polskaszkolalombard.org',
    action: 'route' as const,
    from: '/',
    to: '/galeria/',
  }))
const send = (events: TrackEvent[]) => sendEvents(server.app, events, '10.2.0.1')

const rowCount = () => server.app.db.$count(trackerEvents)
const fullLines = () => logLines.filter((line) => line.includes('"tracker-full"'))

it('drops the batches past TRACKER_MAX_EVENTS, keeps what was stored, and logs it once without personal data', async () => {
  const session = await newSession(server.app)
  expect((await send(batch(session))).statusCode).toBe(200)
  expect((await send(batch(session))).statusCode).toBe(200)
  expect(await rowCount()).toBe(2 * MAX_EVENTS_PER_BATCH)
  expect(fullLines()).toHaveLength(0)

  // 48 more do not fit in the 4 rows left: dropped whole, yet confirmed, so the browser forgets them.
  const dropped = batch(session)
  const answer = await send(dropped)
  expect(answer.statusCode).toBe(200)
  expect(answer.json()).toEqual(dropped.map((event) => event.time))
  expect(await rowCount()).toBe(2 * MAX_EVENTS_PER_BATCH)
  // Four still fit; the fifth event is one too many.
  expect((await send(batch(session, 4))).statusCode).toBe(200)
  expect((await send(batch(session, 1))).statusCode).toBe(200)
  expect(await rowCount()).toBe(MAX_ROWS)

  const lines = fullLines()
  expect(lines).toHaveLength(1)
  const line = JSON.parse(lines[0]!)
  expect(line).toMatchObject({ level: 40, storedEvents: MAX_ROWS - 4, maxEvents: MAX_ROWS })
  expect(line.msg).toMatch(/TRACKER_MAX_EVENTS/)
  for (const personal of [session, '/galeria/', '10.2.0.1', BROWSER]) {
    expect(lines[0]).not.toContain(personal)
  }
})

it('stores again once rows are freed, after counting them again', async () => {
  const session = await newSession(server.app)
  let clock = Date.now()
  const warnings: unknown[] = []
  const stored = await rowCount()
  const writer = createEventWriter(server.app.db, {
    maxRows: stored + 10,
    now: () => clock,
    log: { warn: (...args: unknown[]) => void warnings.push(args) },
  })
  writer.sessionCreated(session)
  expect(await writer.save(batch(session, 8))).toBe('saved')
  // Two rows left: a batch of five does not fit, and is dropped whole.
  expect(await writer.save(batch(session, 5))).toBe('full')
  expect(warnings).toHaveLength(1)
  // Retention deletes rows behind the writer's back: it believes them there until it counts.
  await server.app.db.delete(trackerEvents).where(eq(trackerEvents.sessionId, session))
  expect(await writer.save(batch(session, 5))).toBe('full')
  clock += RECOUNT_MS
  expect(await writer.save(batch(session, 5))).toBe('saved')
  expect(await rowCount()).toBe(stored + 5)
  // Logged once an hour at most while full.
  expect(warnings).toHaveLength(1)
})
