// The wire form of a generated body for the property tests (issue #8): its payload and media
// type, and the JSON the server reads from it, if any.
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { JSON_BODY_LIMIT } from '../../../server/app'

/** A request body as it goes on the wire. */
export interface Sent {
  payload: string
  contentType: string
  /** The JSON the server parses, or NOT_JSON when the payload does not parse. */
  wire: unknown
  /** Whether the endpoint takes this media type. */
  taken: boolean
}

export const NOT_JSON = Symbol('not JSON')

export const JSON_TYPES = ['application/json', 'application/json; charset=utf-8']

/** A request body; fast-check reports it by its first characters, not all 100,000 of them. */
function sent(payload: string, contentType: string, wire: unknown, taken: boolean): Sent {
  const shown =
    payload.length > 400 ? `${payload.slice(0, 400)}… (${payload.length} chars)` : payload
  return Object.defineProperty({ payload, contentType, wire, taken }, fc.toStringMethod, {
    value: () => `${contentType} ${JSON.stringify(shown)}`,
  })
}

export const asJson = (body: unknown, contentType = 'application/json', taken = true): Sent => {
  const payload = JSON.stringify(body)
  return sent(payload, contentType, JSON.parse(payload), taken)
}

/** Payloads that are no JSON body at all, or JSON the server must refuse to parse. */
const RAW_PAYLOADS = [
  '',
  '{',
  '{"motherFirstName": ',
  '[{"time": "2026-11-21T10:00:00Z",]',
  'undefined',
  'NaN',
  '\u0000',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(10_000) + '0' + '}'.repeat(10_000),
]

export const rawPayload = (types: readonly string[]): fc.Arbitrary<Sent> =>
  fc
    .tuple(fc.constantFrom(...RAW_PAYLOADS), fc.constantFrom(...types))
    .map(([payload, contentType]) => sent(payload, contentType, NOT_JSON, true))

/** Mostly JSON bodies of the media types the endpoint takes, some raw payloads, some of another. */
export function sentBody(
  body: fc.Arbitrary<unknown>,
  types: readonly string[] = JSON_TYPES,
  wrongTypes: readonly string[] = ['text/plain', 'application/x-www-form-urlencoded'],
): fc.Arbitrary<Sent> {
  return fc.oneof(
    {
      weight: 18,
      arbitrary: fc.tuple(body, fc.constantFrom(...types)).map(([v, t]) => asJson(v, t)),
    },
    { weight: 1, arbitrary: rawPayload(types) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(body, fc.constantFrom(...wrongTypes))
        .map(([v, t]) => asJson(v, t, false)),
    },
  )
}

/**
 * The JSON the endpoint reads from a request, or NOT_JSON: a body of a media type it does not
 * take, past the body limit (server/app.ts), or that does not parse is never read.
 */
export const readBody = (sent: Sent): unknown =>
  sent.taken && Buffer.byteLength(sent.payload) <= JSON_BODY_LIMIT ? sent.wire : NOT_JSON

let sender = 0
/** Every request from an address of its own: the per-address limits are tested elsewhere. */
export const ownAddress = () => {
  sender += 1
  return `10.${(sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}`
}

/** POSTs the body to `url` as it goes on the wire, from `remoteAddress` (by default its own). */
export const postBody = (
  app: FastifyInstance,
  url: string,
  sent: Sent,
  remoteAddress = ownAddress(),
) =>
  app.inject({
    method: 'POST',
    url,
    payload: sent.payload,
    headers: { 'content-type': sent.contentType },
    remoteAddress,
  })
