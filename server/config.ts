import path from 'node:path'
import { siteOrigin } from '../src/domain/feeds/siteAddress'
import { type LimitsConfig, loadLimitsConfig } from './limits/config'
import {
  DEFAULT_LIST_MAIL_PER_SECOND,
  type DkimConfig,
  loadDkimConfig,
} from './subscriptions/sending/config'
import { loadTrackerConfig, type TrackerConfig } from './tracker/config'
import { loadUnclaimedUploadLimits, type UnclaimedUploadLimits } from './uploads/limits'
import { DEFAULT_ALLOWED_TYPES } from './uploads/sniff'

// Configuration comes only from environment variables with safe defaults (DESIGN.md, "Contracts").
/** The repository: where the site's build command runs. */
export const REPO_ROOT = path.resolve(__dirname, '..')

/**
 * Gatsby's own command-line file, run by node: `npx` spends time finding it before every publish
 * (`npx gatsby --version` 0.9 s against 0.5 s here, issue #20).
 */
export const DEFAULT_BUILD_COMMAND = 'node node_modules/gatsby/cli.js build'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export interface AppConfig {
  port: number
  host: string
  publicDir: string
  dataDir: string
  /** The site's content: the server reads the levels and shifts the enrolment form offers. */
  contentDir: string
  logLevel: LogLevel
  /** postgres://… for a PostgreSQL server; unset: the embedded PGlite in DATA_DIR/db. */
  databaseUrl?: string
  /** Unset: generated once and kept in DATA_DIR (server/auth/secret.ts). */
  jwtSecret?: string
  /** Unset: mail is written to DATA_DIR/outbox/ as .eml files. */
  smtpUrl?: string
  mailFrom: string
  /** Issue #34: list mail goes at most this many messages a second (LIST_MAIL_PER_SECOND). */
  listMailPerSecond: number
  /**
   * Issue #34: the server sends queued list mail by itself (at start, when something is queued,
   * and every LIST_MAIL_POLL_MS). Not an env variable: tests that drive sendQueued turn it off.
   */
  listMailRunner: boolean
  /**
   * Issue #34: the server makes the weekly digest on Thursday at 18:00 in Chicago
   * (server/subscriptions/digest/schedule.ts). Not an env variable: tests turn it off.
   */
  digestSchedule: boolean
  /**
   * Issue #34: every ALERT_CHECK_MS the server mails an urgent alert whose scheduled start has
   * come (server/subscriptions/notices/). Not an env variable: tests that inject the clock turn it off.
   */
  alertNoticeCheck: boolean
  /** Issue #34: list mail is DKIM-signed when DKIM_PRIVATE_KEY, _SELECTOR and _DOMAIN are set. */
  dkim?: DkimConfig
  /** The site's origin (SITE_URL, as the build has it): mail links to the staff area on it. */
  siteUrl: string
  /** Where the school office gets its notice of each enrolment. */
  officeEmail: string
  /** Origins allowed to call the API from another host (a CDN-hosted site). */
  corsOrigins: string[]
  uploadMaxBytes: number
  /** A staff member's photo as sent (issue #30): stored shrunk to at most uploadMaxBytes. */
  photoUploadMaxBytes: number
  uploadTypes: string[]
  /** Rebuild and switch the live site after each save in the staff area (server/publish/). */
  publish: boolean
  /** The site's build: a program and its arguments, run in the repository without a shell. */
  buildCommand: string[]
  /** Commit each save in the staff area when content/ is in a git work tree. */
  contentGitCommit: boolean
  /** Enrolments, survey answers and uploads are kept this many school years after their own ends. */
  retentionSchoolYears: number
  /** Rate limits, mail caps and TRUST_PROXY (issue #17): server/limits/config.ts. */
  limits: LimitsConfig
  // Issue #17, files and hygiene: one block, so that other #17 settings merge beside it.
  /** All stored anonymous uploads together may not exceed this; beyond it POST answers 507. */
  uploadQuotaBytes: number
  /** Issue #32: unclaimed uploads, per address and all together (server/uploads/limits.ts). */
  unclaimedUploads: UnclaimedUploadLimits
  /** An editor's saves start a build at most this often; saves in between join the next. */
  publishMinIntervalSeconds: number
  /** Tracker sessions, events and bot counts are deleted this many months after they came. */
  trackerRetentionMonths: number
  /** The tracker's caps, hard row limit and allowed hosts (issue #32): server/tracker/config.ts. */
  tracker: TrackerConfig
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    publicDir: path.resolve(env.PUBLIC_DIR || path.join(REPO_ROOT, 'public')),
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data')),
    contentDir: path.resolve(env.CONTENT_DIR || path.join(REPO_ROOT, 'content')),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Polska Szkoła w Lombard <noreply@polskaszkolalombard.org>',
    listMailPerSecond: parsePositive(
      'LIST_MAIL_PER_SECOND',
      env.LIST_MAIL_PER_SECOND,
      DEFAULT_LIST_MAIL_PER_SECOND,
    ),
    listMailRunner: true,
    digestSchedule: true,
    alertNoticeCheck: true,
    dkim: loadDkimConfig(env),
    siteUrl: siteOrigin(env.SITE_URL),
    officeEmail: env.OFFICE_EMAIL || 'sekretariat@polskaszkolalombard.org',
    corsOrigins: list(env.CORS_ORIGINS),
    uploadMaxBytes: parsePositive('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024),
    photoUploadMaxBytes: parsePositive(
      'PHOTO_UPLOAD_MAX_BYTES',
      env.PHOTO_UPLOAD_MAX_BYTES,
      DEFAULT_PHOTO_UPLOAD_MAX_BYTES,
    ),
    uploadTypes: env.UPLOAD_TYPES ? list(env.UPLOAD_TYPES) : [...DEFAULT_ALLOWED_TYPES],
    publish: parseSwitch('PUBLISH', env.PUBLISH, true),
    buildCommand: parseCommand('BUILD_COMMAND', env.BUILD_COMMAND || DEFAULT_BUILD_COMMAND),
    contentGitCommit: parseSwitch('CONTENT_GIT_COMMIT', env.CONTENT_GIT_COMMIT, true),
    retentionSchoolYears: parseSchoolYears(env.RETENTION_SCHOOL_YEARS),
    limits: loadLimitsConfig(env),
    // Issue #17, files and hygiene.
    uploadQuotaBytes: parsePositive('UPLOAD_QUOTA_BYTES', env.UPLOAD_QUOTA_BYTES, 1024 ** 3),
    unclaimedUploads: loadUnclaimedUploadLimits(env),
    publishMinIntervalSeconds: parseWhole(
      'PUBLISH_MIN_INTERVAL_SECONDS',
      env.PUBLISH_MIN_INTERVAL_SECONDS,
      DEFAULT_PUBLISH_MIN_INTERVAL_SECONDS,
    ),
    trackerRetentionMonths: parsePositive(
      'TRACKER_RETENTION_MONTHS',
      env.TRACKER_RETENTION_MONTHS,
      DEFAULT_TRACKER_RETENTION_MONTHS,
    ),
    tracker: loadTrackerConfig(env, siteOrigin(env.SITE_URL)),
  }
}

export const DEFAULT_PUBLISH_MIN_INTERVAL_SECONDS = 30
/** A 48-megapixel phone photo is some 14 MB; a camera's largest JPEG stays under 40 MB. */
export const DEFAULT_PHOTO_UPLOAD_MAX_BYTES = 40 * 1024 * 1024
/** Issue #17: two years and a month, so a month can always be compared with the year before. */
export const DEFAULT_TRACKER_RETENTION_MONTHS = 25

/** 0 is allowed: no interval between an editor's builds. */
function parseWhole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(`${name} must be a whole number (0 or more), got "${value}".`)
  }
  return Number(value)
}

export const DEFAULT_RETENTION_SCHOOL_YEARS = 3
const MAX_RETENTION_SCHOOL_YEARS = 50

// Issue #8: the school's office reads this one, so it says what is wrong in Polish.
function parseSchoolYears(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RETENTION_SCHOOL_YEARS
  const years = Number(value)
  if (!/^\d+$/.test(value.trim()) || years < 1 || years > MAX_RETENTION_SCHOOL_YEARS) {
    throw new Error(
      `RETENTION_SCHOOL_YEARS musi być liczbą całkowitą od 1 do ${MAX_RETENTION_SCHOOL_YEARS} (lat szkolnych), podano "${value}".`,
    )
  }
  return years
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback
  const word = value.trim().toLowerCase()
  if (['1', 'true', 'on', 'yes'].includes(word)) return true
  if (['0', 'false', 'off', 'no'].includes(word)) return false
  throw new Error(`${name} must be on or off (1/0, true/false), got "${value}".`)
}

/** `node "my script.js" --flag` → ['node', 'my script.js', '--flag']: words, quotes kept together. */
export function parseCommand(name: string, value: string): string[] {
  const words = [...value.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3]!,
  )
  if (words.length === 0 || /["']/.test(value.replace(/"[^"]*"|'[^']*'/g, ''))) {
    throw new Error(`${name} must be a program and its arguments, got "${value}".`)
  }
  return words
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function parsePositive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  if (!/^\d+$/.test(value.trim()) || Number(value) <= 0) {
    throw new Error(`${name} must be a whole number above 0, got "${value}".`)
  }
  return Number(value)
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8000
  const port = Number(value)
  // Port 0 asks the system for a free port, which tests and previews rely on.
  if (!/^\d+$/.test(value.trim()) || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}".`)
  }
  return port
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value.trim() === '') return 'info'
  const level = value.trim().toLowerCase()
  if (!(logLevels as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}".`)
  }
  return level as LogLevel
}
