import { LIMITED_WRITES, loadLimitsConfig, rateLimitVariable } from '../../../server/limits/config'

/**
 * Issue #17's limits raised past what a test or bench sends from one address, set explicitly
 * as an admin would (RATE_LIMIT_*, MAIL_PER_RECIPIENT_PER_DAY), for those that flood on purpose
 * to check something else. The login keeps its limit: the tests that send many logins expect it.
 * The limits themselves are tested with their defaults in __tests__/server/limits-*.test.ts.
 */
export const FLOOD_ENV: Record<string, string> = {
  ...Object.fromEntries(LIMITED_WRITES.map((name) => [rateLimitVariable(name), '1000000,1000000'])),
  MAIL_PER_RECIPIENT_PER_DAY: '1000000',
  OFFICE_MAIL_PER_DAY: '1000000',
  // Issue #32: tracker events an hour, per session and per address.
  TRACKER_EVENTS_PER_HOUR: '1000000,1000000',
}

export const floodLimits = () => loadLimitsConfig(FLOOD_ENV)
