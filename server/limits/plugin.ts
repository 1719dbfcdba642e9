import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import { apiError } from '../errors'
import type { LimitedWrite } from './config'
import { BUSY_CODE, busyMessage, WRITE_RULES } from './rules'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hook that limits one anonymous write (issue #17): per client address, every request,
     * and for all addresses together, only the requests that pass validation (issue #32). A route
     * takes it as `onRequest: app.writeLimit('cspReports')`.
     */
    writeLimit(name: LimitedWrite): LimitHook
  }
}

/** Fits a route's onRequest (before the body is read) and its preHandler alike. */
export type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/** One counter: how many a window, keyed by what the request says. */
export interface Counter {
  max: number
  window: 'minute' | 'hour'
  key: (request: FastifyRequest) => string
  code: string
  message: string
  /** The values the message names (issue #35: a client words the refusal from code and values). */
  params?: Record<string, string | number>
  /** For the log: which counter refused (never the key, which may hold an address). */
  name: string
}

/** The client's address, an IPv6 one by its /64 as @fastify/rate-limit counts it. */
export const clientKey = (request: FastifyRequest) => normalizeIP(request.ip)

/**
 * A hook that counts a request in each counter in turn and answers 429 with Retry-After at the
 * first one past its maximum. A request refused by one counter is not counted by the next: one
 * address's flood does not use up the ceiling that all addresses share.
 */
export function limitHook(app: FastifyInstance, counters: Counter[]): LimitHook {
  const limiters = counters.map((counter) => ({
    counter,
    check: app.createRateLimit({
      max: counter.max,
      timeWindow: `1 ${counter.window}`,
      keyGenerator: counter.key,
    }),
  }))
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    for (const { counter, check } of limiters) {
      const result = await check(request)
      if (result.isAllowed || !result.isExceeded) continue
      reply.header('retry-after', Math.max(1, result.ttlInSeconds))
      request.log.warn({ event: 'rate-limited', limit: counter.name }, 'too many requests')
      throw refused(counter)
    }
  }
}

const refused = (counter: Omit<Counter, 'key'>) =>
  apiError(429, counter.code, counter.message, counter.params && { params: counter.params })

/**
 * The ceiling that all addresses share, counting only the requests that passed validation (issue
 * #32): a request holds a place from its onRequest, and gives it back when its answer is an error
 * (a refused body, an unknown photo, a file that is not one). Junk sent from many addresses, each
 * within its own limit, then costs those addresses only, and parents' valid writes still pass.
 * A fixed window that starts at the first place taken after the last one ended (as
 * @fastify/rate-limit's store starts a key's window at its first request), in memory: a window
 * aligned to the clock's minutes let a burst that straddled one minute pass twice the ceiling.
 */
export function sharedCeiling(counter: Omit<Counter, 'key'>) {
  const windowMs = counter.window === 'minute' ? 60_000 : 3_600_000
  let windowStart = 0
  let held = 0
  const current = () => {
    const now = Date.now()
    if (now - windowStart >= windowMs || now < windowStart) {
      windowStart = now
      held = 0
    }
    return now
  }
  return {
    /** Takes a place, or answers 429 with Retry-After until the window ends. */
    take(request: FastifyRequest, reply: FastifyReply) {
      const now = current()
      if (held >= counter.max) {
        reply.header('retry-after', Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)))
        request.log.warn({ event: 'rate-limited', limit: counter.name }, 'too many requests')
        throw refused(counter)
      }
      held += 1
      return windowStart
    },
    /** Gives back a place taken in the window that began at `start` (a later window owes none). */
    giveBack(start: number) {
      if (start === windowStart && held > 0 && Date.now() - windowStart < windowMs) held -= 1
    },
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The shared ceiling's place this request holds until its answer says whether it counts. */
    ceilingPlace?: { giveBack: () => void }
  }
}

/** @fastify/rate-limit for its counters only: every route chooses its own limits. */
export const limitsPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  await app.register(rateLimit, { global: false })
  // A write refused after it took a place in its ceiling gives the place back: only valid
  // requests count for all addresses together.
  const settle = async (request: FastifyRequest, reply?: FastifyReply) => {
    const place = request.ceilingPlace
    if (!place) return
    request.ceilingPlace = undefined
    if (!reply || reply.statusCode >= 400) place.giveBack()
  }
  app.addHook('onResponse', settle)
  app.addHook('onRequestAbort', (request) => settle(request))
  app.decorate('writeLimit', (name: LimitedWrite) => {
    const { perAddress, all } = config.limits.writes[name]
    const rule = WRITE_RULES[name]
    const perAddressLimit = limitHook(app, [
      { ...rule, name: `${name}/address`, max: perAddress, key: clientKey },
    ])
    const ceiling = sharedCeiling({
      name: `${name}/all`,
      window: rule.window,
      max: all,
      code: BUSY_CODE,
      message: busyMessage(rule.window),
      params: { window: rule.window },
    })
    return async function limit(request: FastifyRequest, reply: FastifyReply) {
      // One address past its own limit never reaches the shared ceiling.
      await perAddressLimit(request, reply)
      const start = ceiling.take(request, reply)
      request.ceilingPlace = { giveBack: () => ceiling.giveBack(start) }
    }
  })
})
