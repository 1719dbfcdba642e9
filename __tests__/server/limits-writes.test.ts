import type { FastifyInstance } from 'fastify'
import { enrollments } from '../../server/db/schema'
import {
  DEFAULT_WRITE_LIMITS,
  LIMITED_WRITES,
  loadLimitsConfig,
  rateLimitVariable,
} from '../../server/limits/config'
import { BUSY_CODE, busyMessage, WRITE_RULES } from '../../server/limits/rules'
import { setUpServer } from './built-site'
import {
  acceptedRequest,
  acceptedStatus,
  WRITES_WITH_ROUTES,
  type WriteRequest,
} from './support/limitedWrites'
import { sampleFiles, type SampleFiles } from './support/uploads'

// Issue #17: every anonymous write is limited per client address and for all addresses
// together, and answers 429 with Retry-After and a Polish {code, message}. Through app.inject;
// limits-proxy.test.ts floods the real listening server.

const withDefaults = setUpServer()
// Two a window per address, five for all: small enough to reach every ceiling quickly.
const small = setUpServer({
  limits: loadLimitsConfig(
    Object.fromEntries(LIMITED_WRITES.map((name) => [rateLimitVariable(name), '2,5'])),
  ),
})

let files: SampleFiles
beforeAll(async () => {
  files = await sampleFiles()
})

const send = (app: FastifyInstance, request: WriteRequest, ip: string) =>
  app.inject({ ...request, remoteAddress: ip })

let block = 0
/** Addresses no other test uses: 10.<block>.0.<n>. */
const addresses = () => {
  block += 1
  return (n: number) => `10.${block}.0.${n}`
}

describe.each(WRITES_WITH_ROUTES)('POST of %s', (name) => {
  const { perAddress } = DEFAULT_WRITE_LIMITS[name]
  const rule = WRITE_RULES[name]
  const ok = acceptedStatus(name)
  const window = rule.window === 'hour' ? 'an hour' : 'a minute'

  it(`accepts ${perAddress} ${window} from one address, answers the next 429 with Retry-After and a Polish message, and lets another address through`, async () => {
    const ip = addresses()
    for (let i = 0; i < perAddress; i += 1) {
      const accepted = await send(withDefaults.app, acceptedRequest(name, files), ip(1))
      expect(accepted.statusCode).toBe(ok)
    }
    const refused = await send(withDefaults.app, acceptedRequest(name, files), ip(1))
    expect(refused.statusCode).toBe(429)
    const seconds = Number(refused.headers['retry-after'])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(rule.window === 'minute' ? 60 : 3600)
    expect(refused.json()).toEqual({ code: rule.code, message: rule.message })
    expect(refused.json().message).toMatch(/Spróbuj/)
    expect((await send(withDefaults.app, acceptedRequest(name, files), ip(2))).statusCode).toBe(ok)
  })

  it('holds the ceiling for all addresses together, which one address’s refused flood does not use up', async () => {
    const ip = addresses()
    const statuses = async (from: number[]) => {
      const answers = []
      for (const n of from) answers.push(await send(small.app, acceptedRequest(name, files), ip(n)))
      return answers
    }
    // Address 1 sends four: two pass, two are refused and do not count for all addresses.
    expect((await statuses([1, 1, 1, 1])).map((a) => a.statusCode)).toEqual([ok, ok, 429, 429])
    expect((await statuses([2, 3, 4])).map((a) => a.statusCode)).toEqual([ok, ok, ok])
    const [busy] = await statuses([5])
    expect(busy!.statusCode).toBe(429)
    expect(Number(busy!.headers['retry-after'])).toBeGreaterThan(0)
    expect(busy!.json()).toEqual({
      code: BUSY_CODE,
      message: busyMessage(rule.window),
      params: { window: rule.window },
    })
  })
})

describe.each(['enrollments', 'surveys', 'photoReports'] as const)(
  'junk sent to %s from six addresses',
  (name) => {
    it('never fills the ceiling all addresses share: a valid write from a seventh address gets 201 each minute', async () => {
      const ip = addresses()
      const { perAddress, all } = DEFAULT_WRITE_LIMITS[name]
      const junk = { ...acceptedRequest(name, files), payload: '{}' }
      const now = Date.now()
      // Every window open so far is over; then one minute after another, within the same hour.
      for (let minute = 0; minute < 3; minute += 1) {
        jest.spyOn(Date, 'now').mockReturnValue(now + 3_601_000 + 61_000 * minute)
        // Six new addresses a minute each send their own limit of refused bodies: as many as
        // the ceiling, which before issue #32 counted them and left parents at SERVER_BUSY.
        const junkAnswers = []
        for (let n = 1; n <= 6; n += 1) {
          for (let i = 0; i < perAddress; i += 1) {
            junkAnswers.push((await send(withDefaults.app, junk, ip(minute * 6 + n))).statusCode)
          }
        }
        expect(junkAnswers.length).toBeGreaterThanOrEqual(Math.min(all, 60))
        expect(new Set(junkAnswers)).toEqual(new Set([400]))
        const valid = await send(withDefaults.app, acceptedRequest(name, files), ip(100))
        expect(valid.statusCode).toBe(201)
      }
    })
  },
)

/** A fake clock for the limits: every window open so far is over. */
const afterAnHour = () => {
  const now = Date.now()
  jest.spyOn(Date, 'now').mockReturnValue(now + 3_601_000)
}
afterEach(() => jest.restoreAllMocks())

describe('the limits’ window', () => {
  it('lets an address send again once its minute is over (fake clock)', async () => {
    afterAnHour()
    const ip = addresses()
    for (let i = 0; i < 2; i += 1) {
      expect((await send(small.app, acceptedRequest('surveys', files), ip(1))).statusCode).toBe(201)
    }
    expect((await send(small.app, acceptedRequest('surveys', files), ip(1))).statusCode).toBe(429)
    const now = Date.now()
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000)
    expect((await send(small.app, acceptedRequest('surveys', files), ip(1))).statusCode).toBe(201)
  })
})

describe('the 11th enrolment a minute from one address', () => {
  it('gets 429 with the Polish message the enrolment form shows, and is not stored', async () => {
    const ip = addresses()
    const stored = async () => (await withDefaults.app.db.select().from(enrollments)).length
    const before = await stored()
    const answers = []
    for (let i = 0; i < 11; i += 1) {
      answers.push(await send(withDefaults.app, acceptedRequest('enrollments', files), ip(1)))
    }
    expect(await stored()).toBe(before + 10)
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(10).fill(201), 429])
    expect(answers[10]!.json()).toEqual({
      code: 'TOO_MANY_ENROLLMENTS',
      message:
        'Z tego połączenia wysłano w krótkim czasie zbyt wiele zgłoszeń. Spróbuj ponownie za minutę — wpisane dane zostały zachowane.',
    })
  })
})

describe('the tracker', () => {
  it('limits new sessions only: a known session’s events are saved past the limit', async () => {
    afterAnHour()
    const ip = addresses()
    const open = () => send(small.app, acceptedRequest('trackerSessions', files), ip(1))
    const { sessionId } = (await open()).json<{ sessionId: string }>()
    await open()
    expect((await open()).statusCode).toBe(429)
    for (let i = 0; i < 5; i += 1) {
      const time = `2026-09-05T10:00:0${i}Z`
      const saved = await small.app.inject({
        method: 'PATCH',
        url: '/api/tracker/',
        remoteAddress: ip(1),
        payload: [{ sessionId, time, domain: 'szkola.org', action: 'route', from: '', to: '/' }],
      })
      expect(saved.statusCode).toBe(200)
      expect(saved.json()).toEqual([time])
    }
  })
})
