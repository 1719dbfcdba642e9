// Property tests of POST /api/auth/login (issue #8): generated bodies, valid and broken, against
// the real server and database.
import fc from 'fast-check'
import { hashPassword } from '../../../server/auth/passwords'
import { createUserRepository, normalizeEmail } from '../../../server/repositories/users'
import { setUpServer } from '../built-site'
import {
  anyValue,
  hugeString,
  mutatedRecord,
  oddString,
  PROPERTY_TIMEOUT_MS,
  UNSTORABLE_TEXT,
  wrongBody,
} from './arbitraries'
import { assertOnMixedCases, expectAnswer, expectCounts, rowCounts } from './checks'
import { NOT_JSON, ownAddress, postBody, readBody, sentBody, type Sent } from './wire'

const server = setUpServer()

const EMAIL = 'sekretariat@szkola.org'
const DISABLED = 'byla@szkola.org'
const PASSWORD = 'poprawne-hasło-sekretariatu'

beforeAll(async () => {
  const users = createUserRepository(server.app.db)
  const passwordHash = await hashPassword(PASSWORD)
  await users.add({ email: EMAIL, name: 'Sekretariat', role: 'editor', passwordHash })
  await users.add({ email: DISABLED, name: 'Była', role: 'editor', passwordHash })
  await users.disable(DISABLED)
})

// Each run logs in from an address of its own (taken as it runs, so that fast-check's replays get
// new ones too), so that it reaches the route's checks; a few share one address, which the
// per-address limit must stop with 429 after a few tries.
const SHARED_ADDRESS = '10.255.255.255'
const fromSharedAddress = fc.oneof(
  { weight: 19, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
)

const login = (sent: Sent, remoteAddress: string) =>
  postBody(server.app, '/api/auth/login', sent, remoteAddress)

const credentials = fc.record({
  email: fc.constantFrom(
    EMAIL,
    'Sekretariat@Szkola.ORG',
    ` ${EMAIL} `,
    DISABLED,
    'nikt@szkola.org',
  ),
  password: fc.constantFrom(PASSWORD, `${PASSWORD} `, PASSWORD.toUpperCase(), 'złe hasło'),
})

const nearValue = fc.oneof(
  fc.constantFrom('', 'ab', 'abc', 'e'.repeat(254), 'e'.repeat(255), 'p'.repeat(1024)),
  fc.constantFrom('p'.repeat(1025), `${EMAIL}\u0000`, `${PASSWORD}\u0000`, ...UNSTORABLE_TEXT),
  oddString,
  hugeString,
  anyValue,
)

const loginBody = fc.oneof(
  { weight: 19, arbitrary: mutatedRecord(credentials, ['email', 'password'], nearValue) },
  { weight: 1, arbitrary: wrongBody(credentials) },
)

/** The code points of a string, as the route's JSON schema counts its length. */
const length = (text: string) => [...text].length

/**
 * The route's schema restated: an object of exactly an e-mail of 3 to 254 characters and a
 * password of 1 to 1024, the e-mail without NUL, which PostgreSQL cannot compare (issue #8).
 */
function credentialsOf(wire: unknown): { email: string; password: string } | undefined {
  if (typeof wire !== 'object' || wire === null || Array.isArray(wire)) return undefined
  const { email, password, ...rest } = wire as Record<string, unknown>
  if (Object.keys(rest).length > 0 || typeof email !== 'string' || typeof password !== 'string') {
    return undefined
  }
  const emailOk = length(email) >= 3 && length(email) <= 254 && !email.includes('\u0000')
  const passwordOk = length(password) >= 1 && length(password) <= 1024
  return emailOk && passwordOk ? { email, password } : undefined
}

describe('POST /api/auth/login, with generated bodies', () => {
  it(
    'answers a token for the right credentials of an active account only, and writes nothing',
    async () => {
      await assertOnMixedCases((cases) =>
        fc.asyncProperty(sentBody(loginBody), fromSharedAddress, async (sent, shared) => {
          const before = await rowCounts(server.app)
          const wire = readBody(sent)
          const given = wire === NOT_JSON ? undefined : credentialsOf(wire)
          cases.count(given !== undefined)
          const right =
            given && normalizeEmail(given.email) === EMAIL && given.password === PASSWORD
          const expected = given ? [right ? 200 : 401] : [400, 413, 415]
          // The limit counts every request from an address, before its body is read.
          const limited = shared ? [429] : []
          const response = await login(sent, shared ? SHARED_ADDRESS : ownAddress())
          expectAnswer(response, [...expected, ...limited])
          if (response.statusCode === 200) expect(response.json().user.email).toBe(EMAIL)
          expectCounts(await rowCounts(server.app), before, response)
        }),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
