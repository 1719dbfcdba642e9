// The tracker's calls (SPEC.md §7) against our API (server/routes/tracker.ts). The base is
// GATSBY_API_URL, inlined by Gatsby at build time; empty means the site's own origin.
import type { SessionCreationRecord, TrackEvent } from '../domain/tracker'
import { retryDelayMs } from '../domain/trackerQueue'

export interface TrackerApi {
  /** POST /api/tracker/ with the one session-creation record; resolves to the new session id. */
  createSession(record: SessionCreationRecord): Promise<string>
  /** PATCH /api/tracker/ with a batch; resolves to the times the server saved. */
  saveTracks(events: TrackEvent[]): Promise<string[]>
  /** Queues the batch with navigator.sendBeacon; false when the browser would not take it. */
  beacon(events: TrackEvent[]): boolean
}

export const defaultApiBaseUrl = (): string => process.env.GATSBY_API_URL ?? ''

/** The server refused for now (429, issue #32): the events are kept and sent after the delay. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message)
  }
}

async function readJson(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const found = (body as { message?: unknown } | null)?.message
    const message = typeof found === 'string' ? found : `HTTP ${response.status}`
    if (response.status === 429) {
      throw new RetryLater(message, retryDelayMs(response.headers.get('retry-after')))
    }
    throw new Error(message)
  }
  return body
}

export function createTrackerApi(baseUrl: string = defaultApiBaseUrl()): TrackerApi {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/tracker/`
  const jsonRequest = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

  return {
    async createSession(record) {
      const body = await readJson(await fetch(url, jsonRequest('POST', [record])))
      const sessionId = (body as { sessionId?: unknown } | null)?.sessionId
      if (typeof sessionId !== 'string' || sessionId === '') throw new Error('No sessionId')
      return sessionId
    },

    async saveTracks(events) {
      const body = await readJson(await fetch(url, jsonRequest('PATCH', events)))
      if (!Array.isArray(body)) throw new Error('No list of saved times')
      return body.filter((time): time is string => typeof time === 'string')
    },

    beacon(events) {
      if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') {
        return false
      }
      // text/plain keeps the beacon a simple request (no CORS preflight); the server parses it.
      const blob = new Blob([JSON.stringify(events)], { type: 'text/plain;charset=UTF-8' })
      try {
        return navigator.sendBeacon(`${url}beacon`, blob)
      } catch {
        return false
      }
    },
  }
}

/** What the tracker's thunk and listener use from outside the store; tests pass their own. */
export interface TrackerEnv {
  api: TrackerApi
  now: () => Date
  /** The current page's host (SPEC.md §3: the event's domain). */
  host: () => string
}

export const browserHost = (): string => (typeof window === 'undefined' ? '' : window.location.host)
