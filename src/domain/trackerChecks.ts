// Which received tracker events are kept (issue #32): a page of the site's own host, at a time
// near the server's clock and not before its session began. Pure; server/routes/tracker.ts and
// server/tracker/eventWriter.ts apply it. An event refused here is dropped, and its time is still
// answered, so the browser forgets it instead of sending it again and again.
import type { TrackEvent } from './tracker'

const HOUR_MS = 60 * 60 * 1000

/** A visitor's clock set a day ahead (a wrong time zone, say) is still believed. */
export const MAX_EVENT_AHEAD_MS = 24 * HOUR_MS
/** A queue left by a closed page is sent on the next visit; past two days it is stale. */
export const MAX_EVENT_AGE_MS = 48 * HOUR_MS
/**
 * Events queued before the session id arrived carry times just before the server created it,
 * and a visitor's clock may be a little behind the server's.
 */
export const SESSION_START_SKEW_MS = HOUR_MS

/** The host name of the event's domain, without its port: `localhost:8000` → `localhost`. */
export const eventHost = (domain: string): string => domain.replace(/:\d+$/, '').toLowerCase()

/** Sent from a page of one of the allowed hosts, at a time within the window around `now`. */
export function fromSiteNow(event: TrackEvent, hosts: readonly string[], now: number): boolean {
  const time = Date.parse(event.time)
  return (
    hosts.includes(eventHost(event.domain)) &&
    Number.isFinite(time) &&
    time <= now + MAX_EVENT_AHEAD_MS &&
    time >= now - MAX_EVENT_AGE_MS
  )
}

/** Not before its session was created (by the server's clock), less the skew allowed. */
export const afterSessionStart = (event: TrackEvent, sessionCreatedAt: number): boolean =>
  Date.parse(event.time) >= sessionCreatedAt - SESSION_START_SKEW_MS
