// Issue #32: the visit tracker's limits, read from the environment with safe defaults in the
// style of server/limits/config.ts. One tracker session once sent 400 batches of 48 events with a
// forged domain and path; all were stored and the forged path topped the visits dashboard.
import { parseCount, parsePair } from '../limits/config'

export interface TrackerConfig {
  /** Events an hour: from one tracker session, and from one client address (all its sessions). */
  eventsPerHour: { perSession: number; perAddress: number }
  /** Stored events at most: past it, new events are dropped and a line is logged. */
  maxEventRows: number
  /** Host names (no port) whose pages' events are kept: SITE_URL's, TRACKER_HOSTS, in tests localhost. */
  hosts: string[]
}

/** A visitor seldom opens more than a page a minute; a school's address holds many families. */
export const DEFAULT_TRACKER_EVENTS_PER_HOUR = { perSession: 300, perAddress: 3000 }
/**
 * About 1,300 page views a day for the 25 months of TRACKER_RETENTION_MONTHS, some 1 GB on disk at
 * worst (a row, its key and index took about 1.1 kB on the embedded database in issue #32's test).
 */
export const DEFAULT_TRACKER_MAX_EVENT_ROWS = 1_000_000

/** Names of this machine: a page served by a test or a developer's server has one of them. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1']

export function loadTrackerConfig(env: NodeJS.ProcessEnv, siteUrl: string): TrackerConfig {
  const [perSession, perAddress] = parsePair(
    'TRACKER_EVENTS_PER_HOUR',
    env.TRACKER_EVENTS_PER_HOUR,
    [DEFAULT_TRACKER_EVENTS_PER_HOUR.perSession, DEFAULT_TRACKER_EVENTS_PER_HOUR.perAddress],
    '300,3000',
  )
  // Jest sets NODE_ENV=test in the process (tests load a config from a bare env); a developer may
  // set development. A live server sets neither, so its allowlist is the site's hosts alone.
  const mode = env.NODE_ENV ?? process.env.NODE_ENV
  const local = mode === 'test' || mode === 'development' ? LOOPBACK_HOSTS : []
  const hosts = [new URL(siteUrl).hostname, ...parseHosts(env.TRACKER_HOSTS), ...local]
  return {
    eventsPerHour: { perSession, perAddress },
    maxEventRows: parseCount(
      'TRACKER_MAX_EVENTS',
      env.TRACKER_MAX_EVENTS,
      DEFAULT_TRACKER_MAX_EVENT_ROWS,
    ),
    hosts: [...new Set(hosts.map((host) => host.toLowerCase()))],
  }
}

/** "www.polskaszkolalombard.org, szkola.example": further host names the site is served on. */
function parseHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
  for (const host of hosts) {
    if (!/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(host)) {
      throw new Error(
        `TRACKER_HOSTS must be host names without a scheme or port, comma-separated (e.g. www.polskaszkolalombard.org), got "${value}".`,
      )
    }
  }
  return hosts
}
