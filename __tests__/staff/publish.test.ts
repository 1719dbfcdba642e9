import {
  IDLE_POLLS_BEFORE_DONE,
  publishPhase,
  startWatch,
  type PublishWatch,
} from '../../src/staff/publish'
import { PUBLISH } from '../../src/staff/editors/text/editing'
import type { PublishStatus } from '../../src/staff/types'

const status = (over: Partial<PublishStatus>): PublishStatus => ({
  enabled: true,
  buildStartedAt: null,
  lastBuildMs: null,
  state: 'idle',
  liveAt: '2026-11-21T15:04:00Z',
  liveUrlTime: '09:04',
  changesWaiting: 0,
  error: null,
  ...over,
})

/** Feeds the answers in order, as the poll would, and returns the last phase. */
function follow(...answers: PublishStatus[]) {
  let watch: PublishWatch = startWatch()
  let phase = publishPhase(answers[0]!, watch).phase
  for (const answer of answers) {
    const next = publishPhase(answer, watch)
    watch = next.watch
    phase = next.phase
  }
  return phase
}

describe('following a publication after a save', () => {
  it('is publishing while the build is queued or running', () => {
    expect(follow(status({ state: 'queued' }))).toEqual({ kind: 'publishing' })
    expect(follow(status({ state: 'queued' }), status({ state: 'building' }))).toEqual({
      kind: 'publishing',
    })
  })

  it('is published at the server’s HH:MM once the build it saw is over', () => {
    expect(follow(status({ state: 'building' }), status({ state: 'idle' }))).toEqual({
      kind: 'published',
      time: '09:04',
    })
  })

  it('shows the build’s error when it failed', () => {
    expect(
      follow(status({ state: 'building' }), status({ state: 'failed', error: 'content/x.md: y' })),
    ).toEqual({ kind: 'failed', error: 'content/x.md: y' })
  })

  it('says so where the server does not publish by itself', () => {
    expect(follow(status({ enabled: false }))).toEqual({ kind: 'disabled' })
  })

  it('waits while changes are still waiting for a build', () => {
    const waiting = Array.from({ length: 5 }, () => status({ changesWaiting: 2 }))
    expect(follow(...waiting)).toEqual({ kind: 'publishing' })
  })

  it('counts a save as live after a few idle answers, for a build too quick to be seen', () => {
    const idle = Array.from({ length: IDLE_POLLS_BEFORE_DONE - 1 }, () => status({}))
    expect(follow(...idle)).toEqual({ kind: 'publishing' })
    expect(follow(...idle, status({}))).toEqual({ kind: 'published', time: '09:04' })
  })
})

describe('saves waiting for the interval between an editor’s builds (issue #17)', () => {
  it('says when the next build starts while the saves wait for it', () => {
    expect(
      follow(status({ state: 'queued', changesWaiting: 3, nextBuildTime: '09:05:30' })),
    ).toEqual({ kind: 'publishing', nextBuildTime: '09:05:30' })
    expect(PUBLISH.waiting('09:05:30')).toBe(
      'Zapisano. Zmiany trafią do następnej publikacji, która zacznie się o 09:05:30.',
    )
  })
})
