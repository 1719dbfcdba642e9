// Property tests of the tracker's public writes (issue #8): generated bodies, valid and broken,
// against the real server and database.
import fc from 'fast-check'
import { loadConfig } from '../../../server/config'
import { CREATE_SESSION_ACTION, type TrackEvent } from '../../../src/domain/tracker'
import { afterSessionStart, fromSiteNow } from '../../../src/domain/trackerChecks'
import { setUpServer } from '../built-site'
import { FLOOD_ENV, floodLimits } from '../support/limits'
import { PROPERTY_TIMEOUT_MS } from './arbitraries'
import {
  assertOnMixedCases,
  expectAnswer,
  expectCounts,
  grownBy,
  rowCounts,
  type Counts,
  type Tally,
} from './checks'
import { batchBody, isValidBatch, isValidSessionRequest, sessionBody } from './trackerBodies'
import { asJson, NOT_JSON, readBody, sentBody, type Sent } from './wire'

const tracker = loadConfig(FLOOD_ENV).tracker
const server = setUpServer({ limits: floodLimits(), tracker })

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const userAgent = fc.oneof(
  { weight: 6, arbitrary: fc.constant(BROWSER) },
  { weight: 1, arbitrary: fc.constant(GOOGLEBOT) },
  { weight: 1, arbitrary: fc.constant(undefined) },
)
const isBrowser = (ua: string | undefined) => ua !== GOOGLEBOT

const send = (method: 'POST' | 'PATCH', url: string, sent: Sent, ua: string | undefined) =>
  server.app.inject({
    method,
    url,
    payload: sent.payload,
    headers: { 'content-type': sent.contentType, ...(ua ? { 'user-agent': ua } : {}) },
  })

// The sessions the generated events belong to, opened before the properties run.
const sessionIds: string[] = []
let sessionsCreatedAt = 0
beforeAll(async () => {
  sessionsCreatedAt = Date.now()
  for (let i = 0; i < 4; i += 1) {
    const record = { time: new Date().toISOString(), action: CREATE_SESSION_ACTION }
    const response = await send('POST', '/api/tracker/', asJson([record]), BROWSER)
    sessionIds.push(response.json().sessionId)
  }
})

// What the database holds, as the model expects it: every (session, time) saved so far.
const saved = new Set<string>()
const eventName = (event: { sessionId: string; time: string }) => `${event.sessionId} ${event.time}`

/** The answer and the rows a batch must give: saved once per (session, time), bots only counted. */
function expectedForBatch(wire: unknown, ua: string | undefined, before: Counts) {
  if (wire === NOT_JSON || !isValidBatch(wire)) return { valid: false, after: before }
  if (!isBrowser(ua)) return { valid: true, after: grownBy(before, { botEvents: wire.length }) }
  if (!wire.every((event) => sessionIds.includes(event.sessionId))) {
    return { valid: false, after: before }
  }
  // Issue #32: only events of the site's hosts, near the clock and not before their session.
  const kept = (event: TrackEvent) =>
    fromSiteNow(event, tracker.hosts, Date.now()) && afterSessionStart(event, sessionsCreatedAt)
  const fresh = new Set(
    wire
      .filter(kept)
      .map(eventName)
      .filter((name) => !saved.has(name)),
  )
  return { valid: true, after: grownBy(before, { trackerEvents: fresh.size }), fresh }
}

const uniqueTimes = (events: { time: string }[]) => [...new Set(events.map((event) => event.time))]

function batchProperty(
  method: 'PATCH' | 'POST',
  url: string,
  cases: Tally,
  types?: readonly string[],
) {
  return fc.asyncProperty(
    sentBody(batchBody(sessionIds), types, ['application/x-www-form-urlencoded']),
    userAgent,
    async (sent, ua) => {
      const before = await rowCounts(server.app)
      const wire = readBody(sent)
      const expected = expectedForBatch(wire, ua, before)
      cases.count(expected.valid)
      const response = await send(method, url, sent, ua)
      const okStatus = method === 'PATCH' ? 200 : 204
      expectAnswer(response, expected.valid ? [okStatus] : [400, 413, 415])
      if (expected.valid && method === 'PATCH') {
        expect(response.json()).toEqual(uniqueTimes(wire as { time: string }[]))
      }
      expectCounts(await rowCounts(server.app), expected.after, response)
      for (const name of expected.fresh ?? []) saved.add(name)
    },
  )
}

describe('the tracker’s public writes, with generated bodies', () => {
  it(
    'opens a session only for exactly one valid session record, and never for a bot',
    async () => {
      await assertOnMixedCases((cases) =>
        fc.asyncProperty(sentBody(sessionBody), userAgent, async (sent, ua) => {
          const before = await rowCounts(server.app)
          const wire = readBody(sent)
          const valid = wire !== NOT_JSON && isValidSessionRequest(wire)
          cases.count(valid)
          const response = await send('POST', '/api/tracker/', sent, ua)
          expectAnswer(response, valid ? [201] : [400, 413, 415])
          const opened = valid && isBrowser(ua) ? 1 : 0
          expectCounts(
            await rowCounts(server.app),
            grownBy(before, { trackerSessions: opened }),
            response,
          )
          if (valid) expect(response.json().sessionId).toMatch(/^[0-9a-f-]{36}$/)
        }),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'saves a PATCH batch of 1 to 48 valid events of known sessions once, and nothing of any other',
    async () => {
      await assertOnMixedCases((cases) => batchProperty('PATCH', '/api/tracker/', cases))
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'saves a beacon’s batch, sent as text/plain JSON, under the same rules',
    async () => {
      const types = ['text/plain', 'text/plain;charset=UTF-8', 'application/json']
      await assertOnMixedCases((cases) =>
        batchProperty('POST', '/api/tracker/beacon', cases, types),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
