import type { FastifyReply, FastifyRequest } from 'fastify'
import { sharedCeiling } from '../../server/limits/plugin'
import { createHourlyCaps, HOUR_MS } from '../../server/tracker/hourlyCaps'

// The fixed windows start at their first request, not on the clock's minute or hour: a burst
// that straddles 12:00:00 is counted in one window (a CI run once crossed a minute between the
// fifth write and the sixth, and the sixth passed the shared ceiling).

const request = { log: { warn: () => undefined } } as unknown as FastifyRequest
const reply = { header: () => reply } as unknown as FastifyReply
const NEAR_THE_MINUTE = Date.UTC(2026, 10, 28, 15, 59, 59, 900)

/** A ceiling of `max` writes a minute, with the clock a tenth of a second before the minute. */
function minuteCeilingNearTheMinute(max: number) {
  jest.useFakeTimers({ now: NEAR_THE_MINUTE })
  return sharedCeiling({ name: 't/all', window: 'minute', max, code: 'X', message: 'x' })
}

describe('the shared ceiling of anonymous writes', () => {
  afterEach(() => jest.useRealTimers())

  it('counts a burst across the clock’s minute in one window, and opens a new one a minute after its first place', () => {
    const ceiling = minuteCeilingNearTheMinute(2)
    ceiling.take(request, reply)
    ceiling.take(request, reply)
    jest.setSystemTime(NEAR_THE_MINUTE + 200)
    expect(() => ceiling.take(request, reply)).toThrow(expect.objectContaining({ statusCode: 429 }))
    jest.setSystemTime(NEAR_THE_MINUTE + 60_000)
    expect(() => ceiling.take(request, reply)).not.toThrow()
  })

  it('gives back a place only in the window it was taken in', () => {
    const ceiling = minuteCeilingNearTheMinute(1)
    const first = ceiling.take(request, reply)
    ceiling.giveBack(first)
    const second = ceiling.take(request, reply)
    jest.setSystemTime(NEAR_THE_MINUTE + 60_000)
    ceiling.take(request, reply)
    ceiling.giveBack(second)
    expect(() => ceiling.take(request, reply)).toThrow(expect.objectContaining({ statusCode: 429 }))
  })
})

describe('the tracker’s hourly caps', () => {
  it('count a flood across the clock’s hour in one window', () => {
    let now = Date.UTC(2026, 10, 28, 15, 59, 59, 0)
    const caps = createHourlyCaps({ perSession: 100, perAddress: 10 }, () => now)
    expect(caps.take('10.0.0.1', 10, new Map([['s', 10]]))).toBeNull()
    now += 2_000
    expect(caps.take('10.0.0.1', 1, new Map([['s', 1]]))).toMatchObject({ cap: 'address' })
    now += HOUR_MS
    expect(caps.take('10.0.0.1', 1, new Map([['s', 1]]))).toBeNull()
  })
})
