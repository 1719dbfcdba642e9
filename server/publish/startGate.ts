// Issue #17: an editor could start builds back to back (a save every 2 s kept both cores busy).
// Each editor may start a build at most once per PUBLISH_MIN_INTERVAL_SECONDS; saves in between
// are written and committed at once and wait for the next build, which takes them all.

/** Who asked for a build: a save or "publish now" in the staff area. */
export interface BuildRequester {
  id: number
  role: 'editor' | 'admin' | 'teacher'
}

/**
 * Admins are not held back: they run the site (a failed build's retry must not wait), and an
 * admin account can already do anything an interval would guard against. A build asked for by
 * no one (one interrupted by a stop, rebuilt at start) is not held back either.
 */
const isHeldBack = (by: BuildRequester | undefined): by is BuildRequester =>
  by !== undefined && by.role !== 'admin'

export class BuildStartGate {
  /** When each editor last started a build (their saves were in it). */
  private readonly lastStart = new Map<number, number>()
  /** Editors with saves not yet in a started build. */
  private readonly waiting = new Set<number>()
  private anyoneElseWaiting = false

  constructor(private readonly minIntervalMs: number) {}

  /** A save (or "publish now") that the next build must take. */
  asked(by: BuildRequester | undefined): void {
    if (isHeldBack(by)) this.waiting.add(by.id)
    else this.anyoneElseWaiting = true
  }

  /**
   * The earliest moment the waiting saves may start a build: as soon as any one of those who
   * asked may start one; the others' saves join it.
   */
  startsAt(now: number): number {
    if (this.anyoneElseWaiting || this.waiting.size === 0) return now
    let earliest = Infinity
    for (const id of this.waiting) {
      const last = this.lastStart.get(id)
      earliest = Math.min(earliest, last === undefined ? now : last + this.minIntervalMs)
    }
    return Math.max(now, earliest)
  }

  /** A build started with every waiting save: each of their editors' interval begins now. */
  started(now: number): void {
    for (const id of this.waiting) this.lastStart.set(id, now)
    this.waiting.clear()
    this.anyoneElseWaiting = false
    // Forget those whose interval is over, so the map stays as small as the staff that is busy.
    for (const [id, at] of this.lastStart) {
      if (at + this.minIntervalMs <= now) this.lastStart.delete(id)
    }
  }
}
