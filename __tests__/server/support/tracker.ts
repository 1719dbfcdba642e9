// The visitor-statistics tracker (/api/tracker/) as a browser calls it, for the tracker's tests.
import type { FastifyInstance } from 'fastify'

export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'

/** A new tracker session, asked from `remoteAddress`: its id. */
export const newSession = async (app: FastifyInstance, remoteAddress = '127.0.0.1') =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/tracker/',
      remoteAddress,
      payload: [{ time: new Date().toISOString(), action: 'create-session-id' }],
      headers: { 'user-agent': BROWSER },
    })
  ).json<{ sessionId: string }>().sessionId

/** Sends a batch of events from `remoteAddress`. */
export const sendEvents = (app: FastifyInstance, events: object[], remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'PATCH',
    url: '/api/tracker/',
    remoteAddress,
    payload: events,
    headers: { 'user-agent': BROWSER },
  })
