// Which banner a page shows at a moment (issue #18): a scheduled alert (a snow day) over the
// standing one while it is current, and the standing one again after its end.
import { alertInWindow, alertTime, visibleAlert, type Alert } from './site'

export interface SiteAlerts {
  /** content/site.yaml `alert:`, shown whenever no scheduled alert is current. */
  standing?: Alert | null
  /** content/site.yaml `scheduledAlerts:`, each with a start and an end. */
  scheduled?: readonly Alert[] | null
}

/**
 * The banner to show at `now` (ms). The first current scheduled alert wins, in the file's order;
 * otherwise the standing one when it is in its own window (older files gave it start and end).
 * With no `now` (a render that cannot know the time) the standing banner is shown, as before.
 */
export function currentAlert({ standing, scheduled }: SiteAlerts, now?: number): Alert | undefined {
  if (now === undefined) return visibleAlert(standing)
  const candidates = [...(scheduled ?? []), ...(standing ? [standing] : [])]
  return candidates.find((alert) => visibleAlert(alert) && alertInWindow(alert, now))
}

/** The next start or end after `now`, when the current banner may change; undefined if none. */
export function nextAlertChange(
  { standing, scheduled }: SiteAlerts,
  now: number,
): number | undefined {
  const times = [...(scheduled ?? []), ...(standing ? [standing] : [])]
    .flatMap((alert) => [alertTime(alert.start), alertTime(alert.end)])
    .filter((time): time is number => time !== undefined && time > now)
  return times.length ? Math.min(...times) : undefined
}

/**
 * A moment at which the banner is the one at `now` (issue #20): the last start or end at or before
 * `now`, or the epoch when none is. Which banner is current changes only at a start or an end, so
 * this judges as `now` does, and it changes only when the judgement may: the built pages can be
 * judged by it without every build changing every page (as the build's time would).
 */
export function alertJudgingMoment({ standing, scheduled }: SiteAlerts, now: number): number {
  const times = [...(scheduled ?? []), ...(standing ? [standing] : [])]
    .flatMap((alert) => [alertTime(alert.start), alertTime(alert.end)])
    .filter((time): time is number => time !== undefined && time <= now)
  return times.length ? Math.max(...times) : 0
}
