// After a save, the site is rebuilt (DESIGN.md "the shape"): GET /api/gazda/publish is polled every
// 2 s while a build is queued or running, then says when the change went live, or why not.
import { formatSchoolTime } from '../domain/schoolClock'
import type { PublishStatus } from './types'

/** Why a publish failed, as the server said it (issue #30): all but `error` only from newer servers. */
export type PublishFailureInfo = Pick<
  PublishStatus,
  'failure' | 'problems' | 'output' | 'retried'
> & { error: string }

export const PUBLISH_POLL_MS = 2000
/**
 * Idle answers in a row after which a save counts as live even if no build was seen: a build may
 * start and finish between two polls.
 */
export const IDLE_POLLS_BEFORE_DONE = 3

export type PublishPhase =
  | { kind: 'disabled' }
  | { kind: 'publishing'; nextBuildTime?: string }
  | { kind: 'published'; time: string }
  | ({ kind: 'failed' } & PublishFailureInfo)

export interface PublishWatch {
  /** A queued or running build was seen since the save. */
  seenBusy: boolean
  idlePolls: number
}

export const startWatch = (): PublishWatch => ({ seenBusy: false, idlePolls: 0 })

/** When the change went live, on the school's clock (HH:MM), not the browser's. */
const timeOf = (iso: string | null | undefined): string => (iso ? formatSchoolTime(iso) : '')

/** What one answer means, given what was seen before; `watch` is the state for the next answer. */
export function publishPhase(
  status: PublishStatus,
  watch: PublishWatch,
): { phase: PublishPhase; watch: PublishWatch } {
  if (status.enabled === false) return { phase: { kind: 'disabled' }, watch }
  if (status.state === 'queued' || status.state === 'building') {
    const { nextBuildTime } = status
    return {
      phase: { kind: 'publishing', ...(nextBuildTime && { nextBuildTime }) },
      watch: { seenBusy: true, idlePolls: 0 },
    }
  }
  if (status.state === 'failed') return { phase: { kind: 'failed', ...failureOf(status) }, watch }
  const idlePolls = watch.idlePolls + 1
  const settled = !status.changesWaiting && (watch.seenBusy || idlePolls >= IDLE_POLLS_BEFORE_DONE)
  if (!settled) return { phase: { kind: 'publishing' }, watch: { ...watch, idlePolls } }
  return {
    phase: { kind: 'published', time: status.liveUrlTime || timeOf(status.liveAt) },
    watch: { ...watch, idlePolls },
  }
}

export const isFinal = (phase: PublishPhase) => phase.kind !== 'publishing'

/** The failure's parts the server sent; `error` always. */
export function failureOf(status: PublishStatus): PublishFailureInfo {
  const { failure, problems, output, retried } = status
  return {
    error: status.error ?? '',
    ...(failure && { failure }),
    ...(problems && { problems }),
    ...(output !== undefined && { output }),
    ...(retried !== undefined && { retried }),
  }
}
