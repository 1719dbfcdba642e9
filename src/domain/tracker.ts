// The visitor tracker's records (SPEC.md §3 "Tracker state", "Track event", "Session-creation
// record"; §7 tracker calls; §9 tracker constants). Shared by the browser and the API.

/** SPEC.md §9: at most 48 events per batch. */
export const MAX_EVENTS_PER_BATCH = 48

/** SPEC.md §9: the first send 25 s after an event, restarted at 12 s when one is pending. */
export const FIRST_SEND_DELAY_MS = 25_000
export const RESTART_SEND_DELAY_MS = 12_000

export const CREATE_SESSION_ACTION = 'create-session-id'

/** SPEC.md §4: a navigation (route) or a click on an outbound social link (external-click). */
export const TRACK_ACTIONS = ['route', 'external-click'] as const
export type TrackAction = (typeof TRACK_ACTIONS)[number]

/** The one record POST /tracker/ takes; the spec's payload spells the id `sesstionId`. */
export interface SessionCreationRecord {
  sessionId?: string
  sesstionId?: string
  time: string
  action: typeof CREATE_SESSION_ACTION
}

export interface TrackEvent {
  sessionId: string
  /** ISO timestamp; with the session id it names the event, so a resend is recognised. */
  time: string
  domain: string
  action: TrackAction
  /** route: where the visitor came from and went to (paths only, never a query string). */
  from?: string
  to?: string
  /** external-click: which outbound link (facebook, youtube). */
  target?: string
}

/** The caller's part of an event (SPEC.md §3 "caller's event fields"). */
export type TrackFields =
  { action: 'route'; from: string; to: string } | { action: 'external-click'; target: string }

/**
 * Events kept waiting at most (ten batches): while the server refuses them (issue #32: past its
 * hourly cap it answers 429), the oldest go first, so the queue in localStorage stays small.
 */
export const MAX_QUEUED_EVENTS = 10 * MAX_EVENTS_PER_BATCH

/** The API refuses longer paths (server/routes/tracker.ts), and would refuse the whole batch. */
export const MAX_TRACKED_PATH_LENGTH = 512
