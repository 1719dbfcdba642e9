// The tracker queue's policy (SPEC.md §4 "Tracker queue", §9): when to send, what to send, what
// to drop once the server confirms it. Pure; src/state/trackerListener.ts runs it.
import {
  CREATE_SESSION_ACTION,
  FIRST_SEND_DELAY_MS,
  MAX_EVENTS_PER_BATCH,
  MAX_QUEUED_EVENTS,
  MAX_TRACKED_PATH_LENGTH,
  RESTART_SEND_DELAY_MS,
  type SessionCreationRecord,
  type TrackEvent,
  type TrackFields,
} from './tracker'

/** 25 s after the first event; restarted at 12 s when a send is already pending. */
export function sendDelay(hasPendingTimer: boolean): number {
  return hasPendingTimer ? RESTART_SEND_DELAY_MS : FIRST_SEND_DELAY_MS
}

/** The events the next send carries: the oldest, at most 48, in order. */
export function nextBatch(tracks: readonly TrackEvent[]): TrackEvent[] {
  return tracks.slice(0, MAX_EVENTS_PER_BATCH)
}

/** The newest MAX_QUEUED_EVENTS: a queue the server keeps refusing does not grow for ever. */
export function withinQueueLimit(tracks: readonly TrackEvent[]): TrackEvent[] {
  return tracks.slice(Math.max(0, tracks.length - MAX_QUEUED_EVENTS))
}

/** When a refused send may be tried again: after Retry-After seconds, between 1 s and an hour. */
export function retryDelayMs(retryAfter: string | null): number {
  const seconds = Number(retryAfter)
  if (!retryAfter || !Number.isFinite(seconds)) return 60_000
  return Math.min(Math.max(seconds, 1), 3600) * 1000
}

/** The whole queue cut into batches of at most 48, oldest first (for the page-hide beacon). */
export function batches(tracks: readonly TrackEvent[]): TrackEvent[][] {
  const result: TrackEvent[][] = []
  for (let start = 0; start < tracks.length; start += MAX_EVENTS_PER_BATCH) {
    result.push(tracks.slice(start, start + MAX_EVENTS_PER_BATCH))
  }
  return result
}

const eventKey = (event: TrackEvent) => `${event.sessionId}\n${event.time}`

/**
 * The queue without the events the server confirmed: those of the sent batch (session and time,
 * which name an event) whose time the server answered. Events added meanwhile stay.
 */
export function withoutConfirmed(
  tracks: readonly TrackEvent[],
  sent: readonly TrackEvent[],
  confirmedTimes: readonly string[],
): TrackEvent[] {
  const times = new Set(confirmedTimes)
  const confirmed = new Set(sent.filter((event) => times.has(event.time)).map(eventKey))
  return tracks.filter((event) => !confirmed.has(eventKey(event)))
}

/**
 * Gives events queued before a session id existed the id that has now arrived: the API refuses an
 * empty id, and one such event would otherwise keep every batch behind it from being saved.
 */
export function withSessionId(tracks: readonly TrackEvent[], sessionId: string): TrackEvent[] {
  return tracks.map((event) => (event.sessionId === '' ? { ...event, sessionId } : event))
}

/**
 * The time for a new event: now, or just after the newest queued event when the clock has not
 * moved on, since session and time together name an event and the API keeps one per name.
 */
export function eventTime(now: Date, tracks: readonly TrackEvent[]): Date {
  const last = tracks[tracks.length - 1]
  const lastMs = last ? Date.parse(last.time) : Number.NaN
  return lastMs >= now.getTime() ? new Date(lastMs + 1) : now
}

export function makeTrackEvent(
  sessionId: string,
  fields: TrackFields,
  now: Date,
  host: string,
): TrackEvent {
  return { sessionId, time: now.toISOString(), domain: host, ...fields }
}

export function sessionCreationRecord(sessionId: string, now: Date): SessionCreationRecord {
  // SPEC.md §7: the payload spells the id `sesstionId`.
  return { sesstionId: sessionId, time: now.toISOString(), action: CREATE_SESSION_ACTION }
}

/**
 * The pathname alone: a query string or hash may hold what a parent typed and never reaches the
 * tracker. No path (the first page of a visit) counts as '/', as the router's start location does.
 */
export function pathOnly(location: string | null | undefined): string {
  const withoutOrigin = (location ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
  const path = withoutOrigin.split(/[?#]/)[0]!.replace(/\s/g, '')
  const absolute = path.startsWith('/') ? path : `/${path}`
  return absolute.slice(0, MAX_TRACKED_PATH_LENGTH)
}

export function routeEvent(
  from: string | null | undefined,
  to: string | null | undefined,
): TrackFields {
  // The first page of a visit came from no page of the site: its `from` stays empty.
  return { action: 'route', from: from ? pathOnly(from) : '', to: pathOnly(to) }
}

export function externalClickEvent(target: string): TrackFields {
  return { action: 'external-click', target }
}
