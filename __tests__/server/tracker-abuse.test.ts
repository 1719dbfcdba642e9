// Issue #32: one tracker session sent 400 batches of 48 events with a forged domain and path; all
// were stored and the forged path topped the visits dashboard. Real server, real database.
import { eq } from 'drizzle-orm'
import { trackerEvents } from '../../server/db/schema'
import { loadConfig } from '../../server/config'
import { DEFAULT_TRACKER_EVENTS_PER_HOUR } from '../../server/tracker/config'
import { MAX_EVENTS_PER_BATCH } from '../../src/domain/tracker'
import { setUpServer } from './built-site'
import { getAsStaff, staffToken } from './support/staff'
import { newSession, sendEvents } from './support/tracker'

const SITE = 'polskaszkolalombard.org'
const { perSession } = DEFAULT_TRACKER_EVENTS_PER_HOUR

type App = ReturnType<typeof setUpServer>['app']

let tick = 0
const START = Date.now()
/** A page view at a distinct time near the server's clock (ms apart: one minute holds many). */
const view = (sessionId: string, to: string, extra: object = {}) => ({
  sessionId,
  time: new Date(START + tick++).toISOString(),
  domain: SITE,
  action: 'route',
  from: '/',
  to,
  ...extra,
})
const batchOf = (sessionId: string, to: string, extra: object = {}) =>
  Array.from({ length: MAX_EVENTS_PER_BATCH }, () => view(sessionId, to, extra))

const storedOf = async (app: App, sessionId: string) =>
  app.db.select().from(trackerEvents).where(eq(trackerEvents.sessionId, sessionId))

const SESSION_MESSAGE =
  'Z tej sesji wysłano w ciągu godziny zbyt wiele zdarzeń statystyki odwiedzin. Spróbuj ponownie za godzinę.'
const ADDRESS_MESSAGE =
  'Z tego połączenia wysłano w ciągu godziny zbyt wiele zdarzeń statystyki odwiedzin. Spróbuj ponownie za godzinę.'

describe('one session sending 400 batches of 48 events (issue #32)', () => {
  const server = setUpServer()

  let token: string | undefined
  const topPage = async () => {
    token ??= await staffToken(server.app)
    const visits = await getAsStaff(server.app, token, '/api/gazda/visits')
    return (visits as { topPages: { path: string; views: number }[] }).topPages[0]
  }

  it('stores none of a forged domain, refuses the batches past the cap, and leaves the top page', async () => {
    // Three real visitors, from addresses of their own, read the calendar.
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const visitor = await newSession(server.app, address)
      const response = await sendEvents(server.app, [view(visitor, '/kalendarz-zajec/')], address)
      expect(response.statusCode).toBe(200)
    }
    const before = await topPage()
    expect(before).toEqual({ path: '/kalendarz-zajec/', views: 3 })

    const attacker = await newSession(server.app)
    const statuses: number[] = []
    let refused: Awaited<ReturnType<typeof sendEvents>> | undefined
    for (let n = 0; n < 400; n += 1) {
      const response = await sendEvents(
        server.app,
        batchOf(attacker, '/kup-teraz/', { domain: 'evil.test' }),
      )
      statuses.push(response.statusCode)
      if (response.statusCode === 429) refused ??= response
    }
    const accepted = Math.floor(perSession / MAX_EVENTS_PER_BATCH)
    expect(statuses.filter((status) => status === 200)).toHaveLength(accepted)
    expect(statuses.slice(accepted).every((status) => status === 429)).toBe(true)
    expect(refused!.json()).toEqual({ code: 'TOO_MANY_EVENTS', message: SESSION_MESSAGE })
    const retryAfter = Number(refused!.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    // The forged domain: not one event stored.
    expect(await storedOf(server.app, attacker)).toHaveLength(0)
    expect(await topPage()).toEqual(before)
  })

  it('with the site’s own domain, stores the events up to the cap, and the forged path still counts once a minute', async () => {
    const attacker = await newSession(server.app, '10.0.1.1')
    let saved = 0
    for (let n = 0; n < 400; n += 1) {
      const response = await sendEvents(server.app, batchOf(attacker, '/kup-teraz/'), '10.0.1.1')
      if (response.statusCode === 200) saved += MAX_EVENTS_PER_BATCH
      else expect(response.statusCode).toBe(429)
    }
    expect(saved).toBe(Math.floor(perSession / MAX_EVENTS_PER_BATCH) * MAX_EVENTS_PER_BATCH)
    expect(await storedOf(server.app, attacker)).toHaveLength(saved)
    // Hundreds of views a few milliseconds apart are a minute or two of one session.
    expect(await topPage()).toEqual({ path: '/kalendarz-zajec/', views: 3 })
  })
})

describe('the hourly cap per client address (issue #32)', () => {
  // Caps small enough to reach with a few sessions; the defaults are tested above.
  const caps = { perSession: 2 * MAX_EVENTS_PER_BATCH, perAddress: 3 * MAX_EVENTS_PER_BATCH }
  const server = setUpServer({ tracker: { ...loadConfig({}).tracker, eventsPerHour: caps } })

  it('refuses an address’s events past its cap whatever the session, and not another address’s', async () => {
    const sessions = [
      await newSession(server.app, '10.1.0.1'),
      await newSession(server.app, '10.1.0.1'),
    ]
    expect((await sendEvents(server.app, batchOf(sessions[0]!, '/'), '10.1.0.1')).statusCode).toBe(
      200,
    )
    expect((await sendEvents(server.app, batchOf(sessions[0]!, '/'), '10.1.0.1')).statusCode).toBe(
      200,
    )
    // The first session's own cap.
    const ownCap = await sendEvents(server.app, batchOf(sessions[0]!, '/'), '10.1.0.1')
    expect(ownCap.statusCode).toBe(429)
    expect(ownCap.json().message).toBe(SESSION_MESSAGE)
    expect((await sendEvents(server.app, batchOf(sessions[1]!, '/'), '10.1.0.1')).statusCode).toBe(
      200,
    )
    // The address's: three batches an hour, whichever session sends them.
    const addressCap = await sendEvents(server.app, batchOf(sessions[1]!, '/'), '10.1.0.1')
    expect(addressCap.statusCode).toBe(429)
    expect(addressCap.json()).toEqual({ code: 'TOO_MANY_EVENTS', message: ADDRESS_MESSAGE })
    expect(Number(addressCap.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    // A refused batch stores nothing, and the same session from another address goes on.
    expect(await storedOf(server.app, sessions[1]!)).toHaveLength(MAX_EVENTS_PER_BATCH)
    expect((await sendEvents(server.app, batchOf(sessions[1]!, '/'), '10.1.0.2')).statusCode).toBe(
      200,
    )
    expect(await storedOf(server.app, sessions[1]!)).toHaveLength(2 * MAX_EVENTS_PER_BATCH)
  })

  it('counts the events of an unknown session against its address only, refused with 400', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const response = await sendEvents(server.app, batchOf(unknown, '/'), '10.1.0.3')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('UNKNOWN_SESSION')
  })
})
