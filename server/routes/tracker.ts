import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import {
  CREATE_SESSION_ACTION,
  MAX_EVENTS_PER_BATCH,
  TRACK_ACTIONS,
  type SessionCreationRecord,
  type TrackEvent,
} from '../../src/domain/tracker'
import { apiError } from '../errors'
import { createTrackerRepository } from '../repositories/tracker'
import { isBot } from '../tracker/bots'
import { createEventWriter } from '../tracker/eventWriter'
import { schoolDay } from '../time'

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
const ISO_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?(Z|[+-]\\d{2}:\\d{2})$'
// Paths only: a query string or hash may carry what a parent typed, and is never kept. No NUL
// or unpaired surrogate either: PostgreSQL cannot store them as sent (issue #8).
const PATH_CHARS = '[^?#\\s\\u0000\\ud800-\\udfff]*'
const PATH = { type: 'string', maxLength: 512, pattern: `^/${PATH_CHARS}$` }

const sessionRecord = {
  type: 'object',
  additionalProperties: false,
  required: ['time', 'action'],
  properties: {
    sessionId: { type: 'string', maxLength: 64 },
    sesstionId: { type: 'string', maxLength: 64 },
    time: { type: 'string', maxLength: 40, pattern: ISO_TIME },
    action: { const: CREATE_SESSION_ACTION },
  },
}

const trackEvent = {
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'time', 'domain', 'action'],
  properties: {
    sessionId: { type: 'string', pattern: UUID },
    time: { type: 'string', maxLength: 40, pattern: ISO_TIME },
    domain: { type: 'string', maxLength: 260, pattern: '^[A-Za-z0-9.-]+(:\\d{1,5})?$' },
    action: { enum: TRACK_ACTIONS },
    // Empty on the first page of a visit: it came from no page of the site.
    from: { ...PATH, pattern: `^(/${PATH_CHARS})?$` },
    to: PATH,
    target: { type: 'string', maxLength: 40, pattern: '^[a-z0-9-]+$' },
  },
  if: { properties: { action: { const: 'route' } } },
  then: { required: ['from', 'to'] },
  else: { required: ['target'] },
}

/** SPEC.md §7: POST /tracker/ opens a session, PATCH /tracker/ saves a batch of events. */
export const trackerRoutes: FastifyPluginAsync = async (app) => {
  const tracker = createTrackerRepository(app.db)
  const writer = createEventWriter(app.db)
  app.addHook('onClose', () => writer.idle())

  app.post<{ Body: [SessionCreationRecord] }>(
    '/api/tracker/',
    {
      // Issue #17: only a new session is limited; a known session's events are never refused.
      onRequest: app.writeLimit('trackerSessions'),
      schema: { body: { type: 'array', minItems: 1, maxItems: 1, items: sessionRecord } },
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

  const batchSchema = {
    body: { type: 'array', minItems: 1, maxItems: MAX_EVENTS_PER_BATCH, items: trackEvent },
  }

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

  app.patch<{ Body: TrackEvent[] }>('/api/tracker/', { schema: batchSchema }, (request) =>
    saveBatch(request.body, request.headers['user-agent']),
  )

  // The page's last events, sent with navigator.sendBeacon as it is hidden or closed: a beacon
  // can only POST, and sends its JSON as text/plain to stay a simple request.
  await app.register(async (beacon) => {
    beacon.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(apiError(400, 'INVALID_BODY', 'Nieprawidłowe dane w zapytaniu: to nie jest JSON.'))
      }
    })
    beacon.post<{ Body: TrackEvent[] }>(
      '/api/tracker/beacon',
      { schema: batchSchema },
      async (request, reply) => {
        await saveBatch(request.body, request.headers['user-agent'])
        return reply.code(204).send()
      },
    )
  })
}
