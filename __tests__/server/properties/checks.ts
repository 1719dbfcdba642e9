// What every answer of the property tests must satisfy (issue #8), and the row counts that show
// what a request wrote.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import {
  auditLog,
  contentChanges,
  enrollments,
  idempotencyKeys,
  students,
  subscribers,
  subscriptions,
  surveyAnswers,
  trackerBotCounts,
  trackerEvents,
  trackerSessions,
  uploads,
  users,
} from '../../../server/db/schema'
import { RUNS } from './arbitraries'

const COUNTED = {
  trackerSessions,
  trackerEvents,
  enrollments,
  students,
  surveyAnswers,
  idempotencyKeys,
  users,
  auditLog,
  uploads,
  contentChanges,
  // Issue #34: the mailing lists, which POST /api/subscriptions writes.
  subscribers,
  subscriptions,
}

export type Counts = Record<keyof typeof COUNTED | 'botEvents', number>

/** Rows of every table a public request could write, and the bot events counted per day. */
export async function rowCounts(app: FastifyInstance): Promise<Counts> {
  const columns = Object.entries(COUNTED).map(
    ([name, table]) => sql`(SELECT count(*)::int FROM ${table}) AS ${sql.identifier(name)}`,
  )
  const bots = sql`(SELECT coalesce(sum(${trackerBotCounts.count}), 0)::int FROM ${trackerBotCounts}) AS "botEvents"`
  const result = (await app.db.execute(
    sql`SELECT ${sql.join([...columns, bots], sql`, `)}`,
  )) as unknown as { rows: Counts[] }
  return result.rows[0]!
}

/** The counts after a request: `before` plus `grown`, every other table unchanged. */
export const grownBy = (before: Counts, grown: Partial<Counts> = {}): Counts => {
  const after = { ...before }
  for (const [name, rows] of Object.entries(grown)) after[name as keyof Counts] += rows
  return after
}

// Every message of server/ is Polish, and each has one of its letters; English has none.
const POLISH_LETTER = /[ąćęłńóśźż]/i
const CODE = /^[A-Z][A-Z0-9_]*$/

/** What a response says, shortened so that a failure report stays readable. */
const described = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${response.body.slice(0, 300)}`

/**
 * Never a 5xx; the expected status (one of them); an error as JSON with a stable code and a
 * Polish message (DESIGN.md "Contracts").
 */
export function expectAnswer(response: LightMyRequestResponse, expected: readonly number[]): void {
  if (response.statusCode >= 500) throw new Error(`server error: ${described(response)}`)
  if (!expected.includes(response.statusCode)) {
    throw new Error(`expected ${expected.join(' or ')}, got ${described(response)}`)
  }
  if (response.statusCode < 400) return
  let body: unknown
  try {
    body = response.json()
  } catch {
    throw new Error(`error answer is not JSON: ${described(response)}`)
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code !== 'string' || !CODE.test(code)) {
    throw new Error(`error answer without a stable code: ${described(response)}`)
  }
  if (typeof message !== 'string' || !POLISH_LETTER.test(message)) {
    throw new Error(`error answer without a Polish message: ${described(response)}`)
  }
}

export function expectCounts(actual: Counts, expected: Counts, response: LightMyRequestResponse) {
  const changed = Object.keys(expected).filter(
    (name) => actual[name as keyof Counts] !== expected[name as keyof Counts],
  )
  if (changed.length > 0) {
    const rows = changed.map((name) => {
      const key = name as keyof Counts
      return `${name}: expected ${expected[key]}, got ${actual[key]}`
    })
    throw new Error(`rows after ${described(response)}: ${rows.join('; ')}`)
  }
}

/**
 * Counts the generated cases the oracle judged valid and invalid, so that a test can check its
 * generator still mixes both (a generator that only ever breaks bodies would prove little).
 */
export function tally() {
  const seen = { valid: 0, invalid: 0 }
  return {
    count: (valid: boolean) => {
      seen[valid ? 'valid' : 'invalid'] += 1
    },
    // At least a tenth of either kind: a real mix, with room for a random dip (some generators
    // make about a fifth valid bodies, where every field must be right at once).
    expectMixed: (runs: number, share = 0.1) => {
      expect(seen.valid).toBeGreaterThanOrEqual(runs * share)
      expect(seen.invalid).toBeGreaterThanOrEqual(runs * share)
    },
  }
}

export type Tally = ReturnType<typeof tally>

/**
 * Checks the property, made with a fresh tally, over RUNS generated cases; then that the oracle
 * judged both valid and invalid ones among them.
 */
export async function assertOnMixedCases<Ts>(made: (cases: Tally) => fc.IAsyncProperty<Ts>) {
  const cases = tally()
  await fc.assert(made(cases), { numRuns: RUNS })
  cases.expectMixed(RUNS)
}
