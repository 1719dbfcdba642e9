// Property tests of POST /api/subscriptions (issue #34): generated bodies, valid and broken,
// against the real server and database. Never a 5xx, never a 2xx for an invalid body, the same
// answer for every valid one, and rows only for the lists a mailbox did not have.
import fc from 'fast-check'
import { mailboxKey } from '../../../server/limits/mailCap'
import { SUBSCRIPTION_ROUTES } from '../../../server/subscriptions/links'
import { EMAIL_MAX_LENGTH } from '../../../server/subscriptions/model'
import { EMAIL_PATTERN } from '../../../src/domain/enrollment/constants'
import { setUpServer } from '../built-site'
import { floodLimits } from '../support/limits'
import {
  anyValue,
  isPlainObject,
  mutatedRecord,
  oddString,
  PROPERTY_TIMEOUT_MS,
  wrongBody,
} from './arbitraries'
import { assertOnMixedCases, expectAnswer, expectCounts, grownBy, rowCounts } from './checks'
import { NOT_JSON, postBody, readBody, sentBody, type Sent } from './wire'

const server = setUpServer({ limits: floodLimits() })
const KEYS = ['email', 'lists'] as const
/** A few of the lists content/school/ and the school have, and some it has not. */
const KNOWN = ['klasa-3', 'klasa-4', 'zerowka', 'news', 'urgent']
const UNKNOWN = ['klasa-99', 'NEWS', '', 'news ', '../news']

const email = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'mama@example.com',
      ' Tata@Poczta.PL ',
      'ewa.kowalska@gmail.com',
      'EwaKowalska+szkola@gmail.com',
      `${'a'.repeat(64)}@${'b'.repeat(60)}.example.com`,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('nie-email', 'a@localhost', 'a@b.pl, c@d.pl', '') },
  { weight: 1, arbitrary: oddString },
)
const list = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...KNOWN) },
  { weight: 1, arbitrary: fc.constantFrom(...UNKNOWN) },
)
const lists = fc.oneof(
  { weight: 8, arbitrary: fc.uniqueArray(list, { minLength: 1, maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(list, { maxLength: 4 }) },
)
const validish = fc.record({ email, lists })
const body: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: mutatedRecord(validish, KEYS, anyValue) },
  { weight: 1, arbitrary: wrongBody(validish) },
)

/** The spec of the endpoint, judged without the server: the lists this JSON subscribes to. */
function accepted(wire: unknown): { key: string; lists: string[] } | null {
  if (wire === NOT_JSON || !isPlainObject(wire)) return null
  const keys = Object.keys(wire)
  if (keys.length !== 2 || !KEYS.every((key) => keys.includes(key))) return null
  const { email: address, lists: asked } = wire
  if (typeof address !== 'string' || !Array.isArray(asked) || asked.length === 0) return null
  const trimmed = address.trim()
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return null
  if (!asked.every((name) => typeof name === 'string' && KNOWN.includes(name))) return null
  if (new Set(asked).size < asked.length) return null
  return { key: mailboxKey(trimmed), lists: asked as string[] }
}

const submit = (sent: Sent) => postBody(server.app, SUBSCRIPTION_ROUTES.subscribe, sent)

describe('POST /api/subscriptions, with generated bodies', () => {
  it(
    'answers every valid body 202 alike and adds only the lists a mailbox lacked; refuses the rest in Polish, adding nothing',
    async () => {
      // What the database should hold: each mailbox's lists.
      const model = new Map<string, Set<string>>()
      await assertOnMixedCases((cases) =>
        fc.asyncProperty(sentBody(body), async (sent) => {
          const before = await rowCounts(server.app)
          const expected = accepted(readBody(sent))
          cases.count(expected !== null)
          const response = await submit(sent)
          if (expected) {
            expectAnswer(response, [202])
            expect(response.json()).toEqual({ status: 'pending' })
            const had = model.get(expected.key)
            const added = expected.lists.filter((name) => !had?.has(name))
            model.set(expected.key, new Set([...(had ?? []), ...expected.lists]))
            const grown = { subscribers: had ? 0 : 1, subscriptions: added.length }
            expectCounts(await rowCounts(server.app), grownBy(before, grown), response)
          } else {
            expectAnswer(response, [400, 413, 415])
            expectCounts(await rowCounts(server.app), before, response)
          }
        }),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
