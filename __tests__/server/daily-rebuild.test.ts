import { rm } from 'node:fs/promises'
import {
  nextDailyRebuild,
  scheduleDailyRebuild,
  type Clock,
} from '../../server/publish/dailyRebuild'
import { fakeBuildPublisher, makePublishSite } from './support/fakeBuild'

/** A clock that stands still until the test moves it, running the timers that come due. */
function fakeClock(start: string) {
  let now = new Date(start).getTime()
  let timers: { at: number; run: () => void }[] = []
  const clock: Clock = {
    now: () => new Date(now),
    setTimeout: (run, ms) => {
      const timer = { at: now + ms, run }
      timers.push(timer)
      return timer
    },
    clearTimeout: (timer) => (timers = timers.filter((t) => t !== timer)),
  }
  return {
    clock,
    pending: () => timers.map((t) => new Date(t.at).toISOString()),
    advanceTo(moment: string) {
      const until = new Date(moment).getTime()
      for (
        let due = timers.find((t) => t.at <= until);
        due;
        due = timers.find((t) => t.at <= until)
      ) {
        timers = timers.filter((t) => t !== due)
        now = due.at
        due.run()
      }
      now = until
    },
  }
}

describe('the daily rebuild', () => {
  it('comes at a quarter past midnight in Chicago, winter and summer', () => {
    expect(nextDailyRebuild(new Date('2026-11-24T15:00:00Z')).toISOString()).toBe(
      '2026-11-25T06:15:00.000Z',
    )
    expect(nextDailyRebuild(new Date('2026-11-25T06:14:59Z')).toISOString()).toBe(
      '2026-11-25T06:15:00.000Z',
    )
    expect(nextDailyRebuild(new Date('2027-06-01T05:15:00Z')).toISOString()).toBe(
      '2027-06-02T05:15:00.000Z',
    )
  })

  it('rebuilds once a day, across the change of clocks, until stopped', () => {
    const fake = fakeClock('2027-03-12T18:00:00Z')
    const rebuilds: string[] = []
    const stop = scheduleDailyRebuild(
      () => rebuilds.push(fake.clock.now().toISOString()),
      fake.clock,
    )
    expect(rebuilds).toEqual([])
    fake.advanceTo('2027-03-15T12:00:00Z')
    expect(rebuilds).toEqual([
      '2027-03-13T06:15:00.000Z',
      '2027-03-14T06:15:00.000Z',
      '2027-03-15T05:15:00.000Z',
    ])
    expect(fake.pending()).toEqual(['2027-03-16T05:15:00.000Z'])
    stop()
    expect(fake.pending()).toEqual([])
    fake.advanceTo('2027-03-20T12:00:00Z')
    expect(rebuilds).toHaveLength(3)
  })

  it('runs a real build through the publisher when the day changes', async () => {
    const site = await makePublishSite('szkola-daily-', '<h1>Yesterday</h1>')
    await site.folders.prepare(() => undefined)
    const publisher = fakeBuildPublisher(site)
    await publisher.start({ interruptedBuild: false })
    const fake = fakeClock('2026-11-24T23:00:00Z')
    const stop = scheduleDailyRebuild(() => publisher.enqueue(), fake.clock)
    try {
      fake.advanceTo('2026-11-25T06:14:00Z')
      expect(publisher.status().state).toBe('idle')
      fake.advanceTo('2026-11-25T06:16:00Z')
      await publisher.idle()
      expect(publisher.status()).toMatchObject({ state: 'idle', error: null, changesWaiting: 0 })
      expect(publisher.status().liveAt).not.toBeNull()
    } finally {
      stop()
      await publisher.close()
      await rm(site.root, { recursive: true, force: true })
    }
  })
})
