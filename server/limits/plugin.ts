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
     * The hook that limits one anonymous write (issue #17): per client address and for all
     * addresses together. A route takes it as `onRequest: app.writeLimit('cspReports')`.
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
      throw apiError(429, counter.code, counter.message)
    }
  }
}

/** @fastify/rate-limit for its counters only: every route chooses its own limits. */
export const limitsPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  await app.register(rateLimit, { global: false })
  app.decorate('writeLimit', (name: LimitedWrite) => {
    const { perAddress, all } = config.limits.writes[name]
    const rule = WRITE_RULES[name]
    return limitHook(app, [
      { ...rule, name: `${name}/address`, max: perAddress, key: clientKey },
      {
        name: `${name}/all`,
        window: rule.window,
        max: all,
        key: () => 'all',
        code: BUSY_CODE,
        message: busyMessage(rule.window),
      },
    ])
  })
})
