import type { PublishStatus } from '../../src/domain/api/publish'
import { SCHOOL_TIME_ZONE } from '../time'

export type { PublishState, PublishStatus } from '../../src/domain/api/publish'

/** Time as the publisher sees it; tests pass a fake one. */
export interface PublisherClock {
  now: () => number
  /** Resolves after `ms`; the publisher may stop waiting sooner (a new save, a stop). */
  sleep: (ms: number) => Promise<void>
}

export const realClock: PublisherClock = {
  now: () => Date.now(),
  sleep: (ms) =>
    new Promise((resolve) => {
      // Never what keeps the process alive.
      setTimeout(resolve, ms).unref()
    }),
}

const minutes = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const seconds = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

export const DISABLED_STATUS: PublishStatus = {
  enabled: false,
  state: 'idle',
  liveAt: null,
  liveUrlTime: null,
  buildStartedAt: null,
  lastBuildMs: null,
  error: null,
  changesWaiting: 0,
}

/** HH:MM, and HH:MM:SS, in Lombard. */
export const clockTime = (at: Date | number) => minutes.format(at)
export const clockTimeWithSeconds = (at: Date | number) => seconds.format(at)
