import type { PublishStatus } from '../../src/domain/api/publish'
import {
  buildLine,
  problemLine,
  problemsInOutput,
  type ContentProblem,
} from '../../src/domain/content/problems'
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

const NO_OUTPUT = 'Budowanie strony nie powiodło się i niczego nie wypisało.'

/** The last failure, kept until a build succeeds (PublishStatus's `failure` and what follows). */
export interface Failure {
  kind: 'content' | 'build'
  /** `error` as the staff area had it before issue #30: Polish lines, or the build's output. */
  error: string
  problems: ContentProblem[]
  output: string
  retried: boolean
}

/** A failed build: its last lines, and the content lines among them (a link to no page). */
export function buildFailure(lines: string[], retried: boolean): Failure {
  const output = lines.join('\n').trim() || NO_OUTPUT
  return { kind: 'build', error: output, problems: problemsInOutput(lines), output, retried }
}

/** Content files that failed the check before the build: no build ran. */
export const contentFailure = (problems: ContentProblem[]): Failure => ({
  kind: 'content',
  error: problems.map(problemLine).join('\n'),
  problems,
  output: problems.map(buildLine).join('\n'),
  retried: false,
})
