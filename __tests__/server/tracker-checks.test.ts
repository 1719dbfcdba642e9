// Issue #32: which events a batch keeps (the site's host, a time near the server's clock, not
// before the session), and the visits dashboard counting a session's views once a minute.
import { eq, sql } from 'drizzle-orm'
import { trackerEvents, trackerSessions } from '../../server/db/schema'
import {
  MAX_EVENT_AGE_MS,
  MAX_EVENT_AHEAD_MS,
  SESSION_START_SKEW_MS,
} from '../../src/domain/trackerChecks'
import { setUpServer } from './built-site'
import { getAsStaff, staffToken } from './support/staff'
import { newSession, sendEvents } from './support/tracker'

const server = setUpServer()

const MINUTE = 60_000

const send = (events: object[]) => sendEvents(server.app, events)

/** A page view `offset` ms from now (the server's clock), of the site's own host by default. */
const viewAt = (sessionId: string, offset: number, extra: object = {}) => ({
  sessionId,
  time: new Date(Date.now() + offset).toISOString(),
  domain: 'polskaszkolalombard.org',
  action: 'route',
  from: '/',
  to: '/kalendarz-zajec/',
  ...extra,
})

const storedTimes = async (sessionId: string) =>
  (
    await server.app.db
      .select({ time: trackerEvents.time })
      .from(trackerEvents)
      .where(eq(trackerEvents.sessionId, sessionId))
  )
    .map((row) => row.time)
    .sort()

describe('a batch’s events (issue #32)', () => {
  it('keeps the site’s own host, with or without a port, and drops any other, yet confirms every time', async () => {
    const session = await newSession(server.app)
    const events = [
      viewAt(session, 0),
      viewAt(session, 1, { domain: 'polskaszkolalombard.org:443' }),
      viewAt(session, 2, { domain: 'POLSKASZKOLALOMBARD.ORG' }),
      viewAt(session, 3, { domain: 'evil.test' }),
      viewAt(session, 4, { domain: 'polskaszkolalombard.org.evil.test' }),
      viewAt(session, 5, { domain: 'www.polskaszkolalombard.org' }),
      // In tests the server's own name is allowed too (server/tracker/config.ts).
      viewAt(session, 6, { domain: 'localhost:8000' }),
    ]
    const response = await send(events)
    expect(response.statusCode).toBe(200)
    // The browser forgets them all: the refused ones would be refused again.
    expect(response.json()).toEqual(events.map((event) => event.time))
    expect(await storedTimes(session)).toEqual(
      [events[0]!, events[1]!, events[2]!, events[6]!].map((event) => event.time).sort(),
    )
  })

  it('drops an event more than a day ahead of the server’s clock or more than two days old', async () => {
    // A session begun three days ago (a browser keeps its id), so only the age limit drops.
    const [row] = await server.app.db
      .insert(trackerSessions)
      .values({ createdAt: sql`now() - interval '3 days'` })
      .returning()
    const session = row!.id
    const events = [
      viewAt(session, MAX_EVENT_AHEAD_MS - MINUTE),
      viewAt(session, MAX_EVENT_AHEAD_MS + MINUTE),
      viewAt(session, -MAX_EVENT_AGE_MS + MINUTE),
      viewAt(session, -MAX_EVENT_AGE_MS - MINUTE),
    ]
    const response = await send(events)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(events.map((event) => event.time))
    expect(await storedTimes(session)).toEqual([events[0]!.time, events[2]!.time].sort())
  })

  it('drops an event from before its session was created, beyond the skew allowed', async () => {
    const session = await newSession(server.app)
    const events = [
      // Queued before the session id arrived, or a clock a little behind: kept.
      viewAt(session, -SESSION_START_SKEW_MS + MINUTE),
      viewAt(session, -SESSION_START_SKEW_MS - MINUTE),
    ]
    const response = await send(events)
    expect(response.statusCode).toBe(200)
    expect(await storedTimes(session)).toEqual([events[0]!.time])
  })

  it('still refuses a batch of an unknown session with 400 when all its events are dropped', async () => {
    const response = await send([
      viewAt('00000000-0000-4000-8000-000000000001', 0, { domain: 'evil.test' }),
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('UNKNOWN_SESSION')
  })
})

describe('the visits dashboard (issue #32)', () => {
  it('counts a session’s views of one path at most once a minute', async () => {
    // Half past a minute, ten minutes ago: the views below fall in the minutes named.
    const base = Math.floor(Date.now() / MINUTE) * MINUTE - 10 * MINUTE + 30_000 - Date.now()
    const token = await staffToken(server.app)
    const totals = async () => {
      const visits = await getAsStaff(server.app, token, '/api/gazda/visits')
      const sum = (key: 'views' | 'sessions') =>
        visits.views.reduce((total: number, day: Record<string, number>) => total + day[key]!, 0)
      const pages = Object.fromEntries(
        visits.topPages.map((page: { path: string; views: number }) => [page.path, page.views]),
      )
      return { views: sum('views'), sessions: sum('sessions'), pages }
    }
    const before = await totals()
    const one = await newSession(server.app)
    const other = await newSession(server.app)
    const reloads = Array.from({ length: 20 }, (_, n) =>
      viewAt(one, base + n * 1000, { to: '/zapisy-do-szkoly/' }),
    )
    expect((await send(reloads)).statusCode).toBe(200)
    // The same path a minute later counts again; another path in the same minute counts too.
    expect(
      (
        await send([
          viewAt(one, base + MINUTE, { to: '/zapisy-do-szkoly/' }),
          viewAt(one, base + 2, { to: '/' }),
          viewAt(other, base, { to: '/zapisy-do-szkoly/' }),
        ])
      ).statusCode,
    ).toBe(200)
    const after = await totals()
    expect(after.pages['/zapisy-do-szkoly/']).toBe(3)
    expect(after.pages['/']).toBe(1)
    expect(after.views - before.views).toBe(4)
    expect(after.sessions - before.sessions).toBe(2)
  })
})
