import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoContent } from '../../src/domain/api/schemas'
import { EventBatch, SavedTimes, SessionAnswer, SessionRequest } from '../../src/domain/api/tracker'
import type { TrackEvent } from '../../src/domain/tracker'
import { apiError } from '../errors'
import { createTrackerRepository } from '../repositories/tracker'
import { isBot } from '../tracker/bots'
import { createEventWriter } from '../tracker/eventWriter'
import { schoolDay } from '../time'

/** SPEC.md §7: POST /tracker/ opens a session, PATCH /tracker/ saves a batch of events. */
export const trackerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tracker = createTrackerRepository(app.db)
  const writer = createEventWriter(app.db)
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
      const sessionId = await tracker.createSession()
      writer.sessionCreated(sessionId)
      return reply.code(201).send({ sessionId })
    },
  )

  /** Saves a batch; answers the times it holds, so a resent batch is confirmed, not saved twice. */
  const saveBatch = async (events: TrackEvent[], userAgent: string | undefined) => {
    const times = [...new Set(events.map((event) => event.time))]
    if (isBot(userAgent)) {
      await tracker.countBotEvents(schoolDay(), events.length)
      return times
    }
    if ((await writer.save(events)) === 'unknown-session') {
      throw apiError(400, 'UNKNOWN_SESSION', 'Nieznana sesja: poproś o nowy identyfikator sesji.')
    }
    return times
  }

  app.patch(
    '/api/tracker/',
    { schema: { body: EventBatch, response: { 200: SavedTimes } } },
    (request) => saveBatch(request.body, request.headers['user-agent']),
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
        await saveBatch(request.body, request.headers['user-agent'])
        return reply.code(204).send()
      },
    )
  }
  await app.register(beaconRoute)
}
