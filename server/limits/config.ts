import { isIP } from 'node:net'

// Issue #17: every limit on anonymous writes, the mail caps and TRUST_PROXY, read from the
// environment with safe defaults. Tests and benches that need a higher ceiling set it explicitly.

/** Requests a window: from one client address, and from all addresses together. */
export interface RateLimit {
  perAddress: number
  all: number
}

/** The anonymous writes with a limit; each one's window and message are in ./rules.ts. */
export const LIMITED_WRITES = [
  'enrollments',
  'surveys',
  'photoReports',
  'uploads',
  'trackerSessions',
  'cspReports',
  'subscriptions',
] as const
export type LimitedWrite = (typeof LIMITED_WRITES)[number]

export interface LimitsConfig {
  /** The reverse proxies whose X-Forwarded-For is believed (Fastify's trustProxy); none: off. */
  trustProxy: string[] | false
  writes: Record<LimitedWrite, RateLimit>
  /** Login tries a minute: per (account, address), and per address whatever the account. */
  login: { perAccountAddress: number; perAddress: number }
  /** Mail a day to one address typed into a form (a parent's confirmation). */
  mailPerRecipientPerDay: number
  /** Notices a day to OFFICE_EMAIL (enrolments, photo reports): the rest are in /gazda/. */
  officeMailPerDay: number
}

export const DEFAULT_WRITE_LIMITS: Record<LimitedWrite, RateLimit> = {
  // The issue's figure: the 11th enrolment a minute from one address is refused.
  enrollments: { perAddress: 10, all: 60 },
  surveys: { perAddress: 10, all: 60 },
  photoReports: { perAddress: 10, all: 100 },
  uploads: { perAddress: 30, all: 120 },
  // A browser asks once and keeps its id; many families may share a school's or a home's address.
  trackerSessions: { perAddress: 30, all: 600 },
  cspReports: { perAddress: 20, all: 200 },
  // Issue #34: each one may mail a confirmation; the mail cap (3 a day a mailbox) limits the rest.
  subscriptions: { perAddress: 10, all: 60 },
}
export const DEFAULT_LOGIN_LIMITS = { perAccountAddress: 5, perAddress: 20 }
export const DEFAULT_MAIL_PER_RECIPIENT_PER_DAY = 3
export const DEFAULT_OFFICE_MAIL_PER_DAY = 300

/** RATE_LIMIT_ENROLLMENTS for 'enrollments', RATE_LIMIT_PHOTO_REPORTS for 'photoReports'. */
export const rateLimitVariable = (name: string) =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`

export function loadLimitsConfig(env: NodeJS.ProcessEnv): LimitsConfig {
  const writes = Object.fromEntries(
    LIMITED_WRITES.map((name) => {
      const variable = rateLimitVariable(name)
      const { perAddress, all } = DEFAULT_WRITE_LIMITS[name]
      const pair = parsePair(variable, env[variable], [perAddress, all])
      return [name, { perAddress: pair[0], all: pair[1] }]
    }),
  ) as Record<LimitedWrite, RateLimit>
  const { perAccountAddress, perAddress } = DEFAULT_LOGIN_LIMITS
  const login = parsePair('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, [perAccountAddress, perAddress])
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    writes,
    login: { perAccountAddress: login[0], perAddress: login[1] },
    mailPerRecipientPerDay: parseCount(
      'MAIL_PER_RECIPIENT_PER_DAY',
      env.MAIL_PER_RECIPIENT_PER_DAY,
      DEFAULT_MAIL_PER_RECIPIENT_PER_DAY,
    ),
    officeMailPerDay: parseCount(
      'OFFICE_MAIL_PER_DAY',
      env.OFFICE_MAIL_PER_DAY,
      DEFAULT_OFFICE_MAIL_PER_DAY,
    ),
  }
}

// proxy-addr's names for address ranges, which Fastify's trustProxy also takes.
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/**
 * Off unless the proxy is named: believing X-Forwarded-For from anyone would let every request
 * name its own address and step around each per-address limit.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return false
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/')
    const family = isIP(address ?? '')
    const bitsOk =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    if (!RANGE_NAMES.includes(entry) && (family === 0 || !bitsOk || rest.length > 0)) {
      throw new Error(
        `TRUST_PROXY must name the reverse proxy: addresses or ranges (e.g. 127.0.0.1 or 10.0.0.0/8), comma-separated, got "${value}".`,
      )
    }
  }
  return entries
}

export type Pair = [number, number]

/** "10,60": the first number and the second (for logins: per account and address, per address). */
export function parsePair(
  name: string,
  value: string | undefined,
  fallback: Pair,
  example = '10,60',
): Pair {
  if (value === undefined || value.trim() === '') return fallback
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value)
  if (!match || Number(match[1]) <= 0 || Number(match[2]) <= 0) {
    throw new Error(`${name} must be two whole numbers above 0, e.g. "${example}", got "${value}".`)
  }
  return [Number(match[1]), Number(match[2])]
}

export function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  if (!/^\d+$/.test(value.trim()) || Number(value) <= 0) {
    throw new Error(`${name} must be a whole number above 0, got "${value}".`)
  }
  return Number(value)
}
