// The tracker before the store's code has loaded (issue #36). A page that only shows content needs
// Redux Toolkit for nothing but the tracker's queue, 14 KB of a first visit's scripts; so until a
// page needs the store (a form, the staff area, a staff member's login) or the queue's first send
// is due, this keeps the queue itself: the session asked for on page load, each event stamped as
// the store would stamp it and written at once to the same key (`persist:root`, ./storage.ts), the
// send timer of SPEC.md §4 (25 s, restarted at 12 s), and the beacon when the page is hidden. When
// the timer fires the store loads, reads the queue back and sends it (./loader.ts). No Redux here.
import type { TrackFields } from '../domain/tracker'
import {
  batches,
  eventTime,
  makeTrackEvent,
  sendDelay,
  sessionCreationRecord,
  withinQueueLimit,
  withSessionId,
} from '../domain/trackerQueue'
import { browserHost, createTrackerApi, type TrackerEnv } from './api'
import {
  browserLocalStorage,
  readRoot,
  safeStorage,
  writeTracker,
  type SafeStorage,
} from './storage'

export interface EarlyTracker {
  /** SPEC.md §4: on page load, a session id is asked for when none was kept. */
  start(): Promise<void>
  /** Queues an event, written to storage at once, and (re)starts the send timer. */
  track(fields: TrackFields): void
  /** Sends the whole queue with navigator.sendBeacon (the page is hidden or closed). */
  flush(): void
  /** The store takes the queue over: no timer any more. */
  stop(): void
}

export interface EarlyTrackerOptions {
  /** Called when the first send is due: the store loads and sends. */
  due: () => void
  env?: TrackerEnv
  local?: SafeStorage
}

export function createEarlyTracker(options: EarlyTrackerOptions): EarlyTracker {
  const env: TrackerEnv = options.env ?? {
    api: createTrackerApi(),
    now: () => new Date(),
    host: browserHost,
  }
  const local = options.local ?? safeStorage(browserLocalStorage, 'localStorage')
  let timer: ReturnType<typeof setTimeout> | undefined
  let starting: Promise<void> | undefined

  const read = () => {
    const { auth, tracker } = readRoot(local)
    return { auth, tracker: tracker ?? { sessionId: '', tracks: [] } }
  }

  return {
    start() {
      starting ??= (async () => {
        const { tracker } = read()
        if (tracker.sessionId !== '') return
        try {
          const sessionId = await env.api.createSession(
            sessionCreationRecord(tracker.sessionId, env.now()),
          )
          // Read again: events were queued meanwhile; those without a session get this one.
          const now = read()
          writeTracker(
            local,
            { sessionId, tracks: withSessionId(now.tracker.tracks, sessionId) },
            now.auth,
          )
        } catch {
          // SPEC.md §8: tracking goes on with an empty session id.
          console.error('Error creating sessionId')
        }
      })()
      return starting
    },

    track(fields) {
      const { auth, tracker } = read()
      const event = makeTrackEvent(
        tracker.sessionId,
        fields,
        eventTime(env.now(), tracker.tracks),
        env.host(),
      )
      writeTracker(
        local,
        { ...tracker, tracks: withinQueueLimit([...tracker.tracks, event]) },
        auth,
      )
      const delay = sendDelay(timer !== undefined)
      clearTimeout(timer)
      timer = setTimeout(() => {
        timer = undefined
        options.due()
      }, delay)
    },

    flush() {
      // As the store's flush: nothing is removed; the next send confirms what the server saved.
      for (const batch of batches(read().tracker.tracks)) {
        if (!env.api.beacon(batch)) break
      }
    },

    stop() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
