// The tracker's bodies for the property tests: valid ones from the domain (src/domain/tracker.ts),
// their near misses, and the route's JSON schema restated as plain rules, to judge a body without
// asking the server.
import fc from 'fast-check'
import {
  CREATE_SESSION_ACTION,
  MAX_EVENTS_PER_BATCH,
  MAX_TRACKED_PATH_LENGTH,
  TRACK_ACTIONS,
  type TrackEvent,
} from '../../../src/domain/tracker'
import { anyValue, hasUnstorableText, isPlainObject, mutatedRecord, oddDate } from './arbitraries'

// As server/routes/tracker.ts's schema has them; ajv compiles patterns with the u flag.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/u
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u
const DOMAIN = /^[A-Za-z0-9.-]+(:\d{1,5})?$/u
const PATH = /^\/[^?#\s]*$/u
const FROM = /^(\/[^?#\s]*)?$/u
const TARGET = /^[a-z0-9-]+$/u
const ANY = /^/u

/** A string of at most `max` code points (ajv's maxLength) matching the pattern. */
const text = (value: unknown, max: number, pattern: RegExp) =>
  typeof value === 'string' && [...value].length <= max && pattern.test(value)

const onlyKeys = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(record).every((key) => keys.includes(key))
const has = (record: Record<string, unknown>, key: string) => Object.hasOwn(record, key)

const SESSION_KEYS = ['sessionId', 'sesstionId', 'time', 'action']

/** POST /api/tracker/: exactly one session-creation record. */
export function isValidSessionRequest(wire: unknown): boolean {
  if (!Array.isArray(wire) || wire.length !== 1 || !isPlainObject(wire[0])) return false
  const record = wire[0]
  return (
    onlyKeys(record, SESSION_KEYS) &&
    text(record.time, 40, ISO_TIME) &&
    record.action === CREATE_SESSION_ACTION &&
    ['sessionId', 'sesstionId'].every((key) => !has(record, key) || text(record[key], 64, ANY))
  )
}

const EVENT_KEYS = ['sessionId', 'time', 'domain', 'action', 'from', 'to', 'target']

function isValidEvent(event: unknown): boolean {
  if (!isPlainObject(event) || !onlyKeys(event, EVENT_KEYS)) return false
  const optional = (key: string, max: number, pattern: RegExp) =>
    !has(event, key) || text(event[key], max, pattern)
  const route = event.action === 'route'
  return (
    text(event.sessionId, Infinity, UUID) &&
    text(event.time, 40, ISO_TIME) &&
    text(event.domain, 260, DOMAIN) &&
    (TRACK_ACTIONS as readonly unknown[]).includes(event.action) &&
    optional('from', 512, FROM) &&
    optional('to', 512, PATH) &&
    optional('target', 40, TARGET) &&
    (route ? has(event, 'from') && has(event, 'to') : has(event, 'target'))
  )
}

/**
 * PATCH /api/tracker/ and the beacon: 1 to 48 valid events, with no text the database cannot
 * keep as sent (issue #8). Whether the sessions exist is the caller's to check.
 */
export const isValidBatch = (wire: unknown): wire is TrackEvent[] =>
  Array.isArray(wire) &&
  wire.length >= 1 &&
  wire.length <= MAX_EVENTS_PER_BATCH &&
  wire.every(isValidEvent) &&
  !hasUnstorableText(wire)

// Issue #32: the server keeps only events from two days before its clock to a day after it.
const HOUR = 60 * 60 * 1000
const STARTED = Math.floor(Date.now() / 1000) * 1000

export const isoTime: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  // Around the clock, either side of its limits.
  fc.integer({ min: -72 * HOUR, max: 36 * HOUR }).map((ms) => new Date(STARTED + ms).toISOString()),
  // A few fixed times, so that events are resent and must not be saved twice.
  fc.constantFrom(
    new Date(STARTED).toISOString(),
    new Date(STARTED + 1000).toISOString().replace('.000', ''),
    new Date(STARTED + HOUR).toISOString().replace('.000Z', '+01:00'),
    '2026-11-21T10:00:00.000Z',
  ),
)

const nearTime = fc.constantFrom(
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999Z',
  '2026-02-30T10:00:00Z',
  '2026-11-21T10:00:00.1234567Z',
  '2026-11-21T10:00:00',
  '2026-11-21 10:00:00Z',
  '21.11.2026',
  '2026-11-21T10:00:00Z\n',
  '１２３４-11-21T10:00:00Z',
)

const session = fc.record(
  {
    sesstionId: fc.constantFrom('', 'abc', '0f5e1c4e-8a3b-4c1d-9e2f-3a4b5c6d7e8f'),
    sessionId: fc.constantFrom('', 'x'.repeat(64)),
    time: isoTime,
    action: fc.constant(CREATE_SESSION_ACTION),
  },
  { requiredKeys: ['time', 'action'] },
)

const nearSessionValue = fc.oneof(
  nearTime,
  fc.constantFrom('route', 'CREATE-SESSION-ID', 'x'.repeat(65), ''),
  anyValue,
)

export const sessionBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: mutatedRecord(session, SESSION_KEYS, nearSessionValue).map((r) => [r]) },
  { weight: 1, arbitrary: fc.array(session, { maxLength: 3 }).filter((list) => list.length !== 1) },
  { weight: 1, arbitrary: session },
)

const PATHS = ['/', '/kalendarz-zajec/', '/wiadomości/', '/o-szkole/historia', '/a'.repeat(256)]
const path = fc.constantFrom(...PATHS)

/** A valid event of one of the sessions. */
export const trackEvent = (sessionIds: readonly string[]): fc.Arbitrary<TrackEvent> => {
  const common = {
    sessionId: fc.constantFrom(...sessionIds),
    time: isoTime,
    domain: fc.constantFrom('polskaszkolalombard.org', 'localhost:8000', 'www.example.org'),
  }
  return fc.oneof(
    fc.record({
      ...common,
      action: fc.constant('route' as const),
      from: fc.oneof(fc.constant(''), path),
      to: path,
    }),
    fc.record({
      ...common,
      action: fc.constant('external-click' as const),
      target: fc.constantFrom('facebook', 'youtube', 'instagram-2'),
    }),
  )
}

const nearEventValue = fc.oneof(
  nearTime,
  oddDate,
  fc.constantFrom(
    // A well-formed session that was never opened, and ones that are not UUIDs.
    '00000000-0000-4000-8000-000000000000',
    '0F5E1C4E-8A3B-4C1D-9E2F-3A4B5C6D7E8F',
    'not-a-uuid',
    'click',
    'create-session-id',
    'Facebook',
    't'.repeat(41),
    'polskaszkolalombard.org:123456',
    'polska szkoła.org',
    '/?q=Nowak',
    '/#anchor',
    'kalendarz',
    '/a b',
    `/${'a'.repeat(MAX_TRACKED_PATH_LENGTH)}`,
    '/ok\u0000',
    '/\ud800',
    '/\udfff/',
    '/\u202e\u200f',
    '/👩‍👧‍👦',
  ),
  anyValue,
)

const batchLength = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(MAX_EVENTS_PER_BATCH - 1, MAX_EVENTS_PER_BATCH) },
  { weight: 1, arbitrary: fc.constantFrom(0, MAX_EVENTS_PER_BATCH + 1) },
)

/** Batches of valid events, about half with one event broken; some of 0 or 49 events. */
export function batchBody(sessionIds: readonly string[]): fc.Arbitrary<unknown> {
  const event = trackEvent(sessionIds)
  const batch = batchLength.chain((length) =>
    fc.array(event, { minLength: length, maxLength: length }),
  )
  const withOneBroken = fc
    .tuple(batch, fc.nat(), mutatedRecord(event, EVENT_KEYS, nearEventValue))
    .map(([events, at, broken]) =>
      events.map((item, index) => (index === at % events.length ? broken : item)),
    )
  return fc.oneof(
    { weight: 4, arbitrary: batch },
    { weight: 5, arbitrary: withOneBroken },
    { weight: 1, arbitrary: event },
  )
}
