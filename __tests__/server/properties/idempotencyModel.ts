// The Idempotency-Key rules (server/idempotency.ts, after the IETF draft) as a model of the keys
// the server has answered, to say what a valid body sent with a key must get.
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'

/** Idempotency-Key headers: none, a fresh one, one of a few reused, or a malformed one. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
let freshKey = 0
export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constant(null).map(() => `fresh-${process.pid}-${(freshKey += 1)}`) },
  { weight: 1, arbitrary: fc.constantFrom('reused-1', 'reused-2') },
  { weight: 1, arbitrary: fc.constantFrom('', 'with space', 'k'.repeat(256), 'tab\tkey') },
)

/**
 * - run: the request runs (no key, or a key never used);
 * - replay: the same key with the same body answers the first answer again, writing nothing;
 * - reused: the same key with another body is refused (422);
 * - malformed: a key that is no printable ASCII of 1 to 255 characters is refused (400).
 */
export type KeyOutcome = 'run' | 'replay' | 'reused' | 'malformed'

export function idempotencyModel() {
  const answered = new Map<string, { body: string; status: number; answer: unknown }>()
  return {
    outcome(key: string | undefined, wire: unknown): KeyOutcome {
      if (key === undefined) return 'run'
      if (!KEY_PATTERN.test(key)) return 'malformed'
      const first = answered.get(key)
      if (!first) return 'run'
      return first.body === JSON.stringify(wire) ? 'replay' : 'reused'
    },
    /** The first answer of a key, which a replay must repeat. */
    firstAnswer: (key: string) => answered.get(key),
    remember(key: string | undefined, wire: unknown, response: LightMyRequestResponse) {
      if (key === undefined || answered.has(key) || response.statusCode >= 300) return
      answered.set(key, {
        body: JSON.stringify(wire),
        status: response.statusCode,
        answer: response.json(),
      })
    },
  }
}
