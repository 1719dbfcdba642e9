// The site's daily rebuild (issue #19): once a day, just after midnight in Chicago, so that what
// the build decides from the date (the .ics feeds, the lists in the HTML for visitors without
// JavaScript, the search index) follows the school's calendar even when no one edits anything.
import { addDays, schoolDay, schoolMoment } from '../../src/domain/schoolTime'

/** A quarter past midnight: after the day changes, clear of the change of clocks at 02:00. */
export const DAILY_REBUILD_TIME = '00:15'

/** The clock the schedule reads and waits on; tests give a fake one. */
export interface Clock {
  now: () => Date
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (timer: unknown) => void
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms)
    // The schedule alone must not keep the process alive.
    timer.unref()
    return timer
  },
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}

/** The next moment after `now` that is DAILY_REBUILD_TIME in Chicago. */
export function nextDailyRebuild(now: Date): Date {
  const today = schoolMoment(schoolDay(now), DAILY_REBUILD_TIME)
  return today > now ? today : schoolMoment(addDays(schoolDay(now), 1), DAILY_REBUILD_TIME)
}

/** Runs `rebuild` at every next DAILY_REBUILD_TIME in Chicago until stopped. */
export function scheduleDailyRebuild(rebuild: () => void, clock: Clock = systemClock) {
  let timer: unknown
  let stopped = false
  const plan = () => {
    if (stopped) return
    // setTimeout's longest delay is about 24.8 days; a day is far below it.
    const wait = nextDailyRebuild(clock.now()).getTime() - clock.now().getTime()
    timer = clock.setTimeout(() => {
      rebuild()
      plan()
    }, wait)
  }
  plan()
  return () => {
    stopped = true
    clock.clearTimeout(timer)
  }
}
