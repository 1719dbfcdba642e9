import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoContent } from '../../src/domain/api/schemas'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  EventBatch,
  SavedTimes,
  SessionAnswer,
  SessionRequest,
  TOO_MANY_EVENTS,
  TOO_MANY_EVENTS_MESSAGES,
} from '../../src/domain/api/tracker'
import type { TrackEvent } from '../../src/domain/tracker'
import { afterSessionStart, fromSiteNow } from '../../src/domain/trackerChecks'
import { apiError } from '../errors'
import { createTrackerRepository } from '../repositories/tracker'
import { isBot } from '../tracker/bots'
import { createEventWriter } from '../tracker/eventWriter'
import { createHourlyCaps } from '../tracker/hourlyCaps'
import { schoolDay } from '../time'
import type { Routes } from './options'

/** SPEC.md §7: POST /tracker/ opens a session, PATCH /tracker/ saves a batch of events. */
export const trackerRoutes: Routes = async (app, { config }) => {
  const { hosts, eventsPerHour, maxEventRows } = config.tracker
  const tracker = createTrackerRepository(app.db)
  const writer = createEventWriter(app.db, {
    // Issue #32: from a page of the site's host, near the server's clock, not before the session.
    keep: (event, sessionCreatedAt) =>
      fromSiteNow(event, hosts, Date.now()) && afterSessionStart(event, sessionCreatedAt),
    maxRows: maxEventRows,
    log: app.log,
  })
  const caps = createHourlyCaps(eventsPerHour)
  app.addHook('onClose', () => writer.idle())

  app.post(
    '/api/tracker/',
    {
      // Issue #17: only a new session is limited; a known session's events are never refused.
      onRequest: app.writeLimit('trackerSessions'),
      schema: { body: SessionRequest, response: { 201: SessionAnswer } },
    },
    async (request, reply) => {
      // A bot gets an answer like anyone else, but nothing is stored for it.
      if (isBot(request.headers['user-agent']))
        return reply.code(201).send({ sessionId: randomUUID() })
      const { id, createdAt } = await tracker.createSession()
      writer.sessionCreated(id, createdAt)
      return reply.code(201).send({ sessionId: id })
    },
  )

  /**
   * Saves a batch; answers the times it holds, so a resent batch is confirmed, not saved twice.
   * Issue #32: events of another host or far from the server's clock are dropped, yet answered
   * (the browser forgets them rather than resend them for ever); past the hour's cap the whole
   * batch is refused with 429 and the browser keeps it for later.
   */
  const saveBatch = async (events: TrackEvent[], request: FastifyRequest, reply: FastifyReply) => {
    const times = [...new Set(events.map((event) => event.time))]
    if (isBot(request.headers['user-agent'])) {
      await tracker.countBotEvents(schoolDay(), events.length)
      return times
    }
    const perSession = new Map<string, number>()
    for (const { sessionId } of events) {
      perSession.set(sessionId, (perSession.get(sessionId) ?? 0) + 1)
    }
    const reached = caps.take(request.ip, events.length, perSession)
    if (reached) {
      reply.header('retry-after', reached.retryAfterSeconds)
      request.log.warn(
        { event: 'rate-limited', limit: 'trackerEvents', cap: reached.cap },
        'too many requests',
      )
      throw apiError(429, TOO_MANY_EVENTS, TOO_MANY_EVENTS_MESSAGES[reached.cap])
    }
    const outcome = await writer.save(events)
    if (outcome === 'unknown-session') {
      caps.giveBack(perSession)
      throw apiError(400, 'UNKNOWN_SESSION', 'Nieznana sesja: poproś o nowy identyfikator sesji.')
    }
    // 'full' too: the events are dropped for good (TRACKER_MAX_EVENTS), the writer has logged it.
    return times
  }

  app.patch(
    '/api/tracker/',
    { schema: { body: EventBatch, response: { 200: SavedTimes } } },
    (request, reply) => saveBatch(request.body, request, reply),
  )

  // The page's last events, sent with navigator.sendBeacon as it is hidden or closed: a beacon
  // can only POST, and sends its JSON as text/plain to stay a simple request.
  const beaconRoute: FastifyPluginAsyncTypebox = async (beacon) => {
    beacon.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(apiError(400, 'INVALID_BODY', 'Nieprawidłowe dane w zapytaniu: to nie jest JSON.'))
      }
    })
    beacon.post(
      '/api/tracker/beacon',
      { schema: { body: EventBatch, response: { 204: NoContent } } },
      async (request, reply) => {
        await saveBatch(request.body, request, reply)
        return reply.code(204).send()
      },
    )
  }
  await app.register(beaconRoute)
}
