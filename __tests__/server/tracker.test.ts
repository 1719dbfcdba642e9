import { trackerBotCounts, trackerEvents } from '../../server/db/schema'
import { MAX_EVENTS_PER_BATCH } from '../../src/domain/tracker'
import { setUpServer } from './built-site'

const server = setUpServer()

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const createSession = (
  body: unknown = [{ sesstionId: '', time: new Date().toISOString(), action: 'create-session-id' }],
  ua = BROWSER,
) =>
  server.app.inject({
    method: 'POST',
    url: '/api/tracker/',
    payload: body as object,
    headers: { 'user-agent': ua },
  })

const send = (events: unknown, ua = BROWSER) =>
  server.app.inject({
    method: 'PATCH',
    url: '/api/tracker/',
    payload: events as object,
    headers: { 'user-agent': ua },
  })

let counter = 0
const START = Date.now()
const routeEvent = (sessionId: string, extra: object = {}) => ({
  sessionId,
  // Near the server's clock: events two days old or a day ahead are dropped (issue #32).
  time: new Date(START + counter++).toISOString(),
  domain: 'polskaszkolalombard.org',
  action: 'route',
  from: '/',
  to: '/kalendarz-zajec/',
  ...extra,
})

async function newSessionId(): Promise<string> {
  const response = await createSession()
  return response.json().sessionId
}

const eventCount = async () => (await server.app.db.select().from(trackerEvents)).length

describe('POST /api/tracker/', () => {
  it('answers a new session id for the one session-creation record, with the spec’s sesstionId spelling', async () => {
    const response = await createSession()
    expect(response.statusCode).toBe(201)
    expect(response.json().sessionId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('accepts the record spelt sessionId too', async () => {
    const response = await createSession([
      { sessionId: '', time: '2026-11-21T10:00:00.000Z', action: 'create-session-id' },
    ])
    expect(response.statusCode).toBe(201)
  })

  it.each([
    ['an empty array', []],
    [
      'two records',
      [1, 2].map(() => ({ time: '2026-11-21T10:00:00Z', action: 'create-session-id' })),
    ],
    ['another action', [{ time: '2026-11-21T10:00:00Z', action: 'route' }]],
    [
      'a record with an unknown field',
      [{ time: '2026-11-21T10:00:00Z', action: 'create-session-id', ip: '1.2.3.4' }],
    ],
    ['a time that is not ISO', [{ time: '21.11.2026', action: 'create-session-id' }]],
    [
      'an object instead of an array',
      { time: '2026-11-21T10:00:00Z', action: 'create-session-id' },
    ],
  ])('rejects %s with 400 and a clear message', async (_name, body) => {
    const response = await createSession(body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_BODY',
      message: expect.stringContaining('Nieprawidłowe dane'),
    })
  })
})

describe('PATCH /api/tracker/', () => {
  it('saves the events and answers the list of their times', async () => {
    const sessionId = await newSessionId()
    const before = await eventCount()
    const events = [
      routeEvent(sessionId),
      routeEvent(sessionId, {
        action: 'external-click',
        target: 'facebook',
        from: undefined,
        to: undefined,
      }),
    ]
    const response = await send(events)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(events.map((event) => event.time))
    expect(await eventCount()).toBe(before + 2)
  })

  it('saves nothing twice when a batch is sent again, and still confirms its times', async () => {
    const sessionId = await newSessionId()
    const events = [routeEvent(sessionId), routeEvent(sessionId)]
    await send(events)
    const before = await eventCount()
    const again = await send(events)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(events.map((event) => event.time))
    expect(await eventCount()).toBe(before)
  })

  it(`takes ${MAX_EVENTS_PER_BATCH} events in a batch, and refuses ${MAX_EVENTS_PER_BATCH + 1} saving none`, async () => {
    const sessionId = await newSessionId()
    const batch = Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => routeEvent(sessionId))
    const before = await eventCount()
    const tooMany = await send(batch)
    expect(tooMany.statusCode).toBe(400)
    expect(await eventCount()).toBe(before)
    const full = await send(batch.slice(0, MAX_EVENTS_PER_BATCH))
    expect(full.statusCode).toBe(200)
    expect(await eventCount()).toBe(before + MAX_EVENTS_PER_BATCH)
  })

  it('refuses events of an unknown session with 400, saving none of the batch', async () => {
    const sessionId = await newSessionId()
    const before = await eventCount()
    const response = await send([
      routeEvent(sessionId),
      routeEvent('00000000-0000-4000-8000-000000000000'),
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('UNKNOWN_SESSION')
    expect(await eventCount()).toBe(before)
  })

  it.each([
    ['a route event without its paths', { from: undefined, to: undefined }],
    [
      'an external click without its target',
      { action: 'external-click', from: undefined, to: undefined },
    ],
    ['a path with a query string', { to: '/zapisy-do-szkoly/?imie=Anna' }],
    ['an unknown field', { email: 'rodzic@example.com' }],
    ['an unknown action', { action: 'keypress' }],
    ['a session id that is no uuid', { sessionId: 'x' }],
  ])('refuses %s with 400', async (_name, change) => {
    const sessionId = await newSessionId()
    const before = await eventCount()
    const response = await send([routeEvent(sessionId, change)])
    expect(response.statusCode).toBe(400)
    expect(await eventCount()).toBe(before)
  })

  it('confirms a bot’s events but stores them only as a count for the day', async () => {
    const bot = await createSession(undefined, GOOGLEBOT)
    expect(bot.statusCode).toBe(201)
    const before = await eventCount()
    const events = [routeEvent(bot.json().sessionId), routeEvent(bot.json().sessionId)]
    const response = await send(events, GOOGLEBOT)
    expect(response.json()).toEqual(events.map((event) => event.time))
    expect(await eventCount()).toBe(before)
    const counts = await server.app.db.select().from(trackerBotCounts)
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(2)
  })
})

describe('POST /api/tracker/beacon', () => {
  it('saves a batch sent by navigator.sendBeacon as text/plain, once even when sent again', async () => {
    const sessionId = await newSessionId()
    const events = [routeEvent(sessionId), routeEvent(sessionId)]
    const before = await eventCount()
    const beacon = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/tracker/beacon',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
        payload: JSON.stringify(events),
      })
    expect((await beacon()).statusCode).toBe(204)
    expect((await beacon()).statusCode).toBe(204)
    expect(await eventCount()).toBe(before + 2)
  })

  it('refuses a beacon that is not JSON, or not a valid batch', async () => {
    const send = (payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/tracker/beacon',
        headers: { 'content-type': 'text/plain' },
        payload,
      })
    expect((await send('{nie json')).statusCode).toBe(400)
    expect((await send('[{"action":"route"}]')).statusCode).toBe(400)
  })
})

describe('the first page of a visit', () => {
  it('is a route event from no page: an empty from is accepted, a query string never', async () => {
    const sessionId = await newSessionId()
    expect((await send([routeEvent(sessionId, { from: '' })])).statusCode).toBe(200)
    expect((await send([routeEvent(sessionId, { from: '?q=1' })])).statusCode).toBe(400)
  })
})
