import { SignJWT } from 'jose'
import { hashPassword } from '../../server/auth/passwords'
import { createUserRepository } from '../../server/repositories/users'
import { INVALID_LOGIN_MESSAGE, LOGIN_ATTEMPTS_PER_MINUTE } from '../../server/routes/auth'
import { setUpServer } from './built-site'

const server = setUpServer()
let userId: number
const PASSWORD = 'poprawne-hasło-sekretariatu'

beforeAll(async () => {
  const users = createUserRepository(server.app.db)
  const passwordHash = await hashPassword(PASSWORD)
  userId = (
    await users.add({
      email: 'Sekretariat@Szkola.org',
      name: 'Sekretariat',
      role: 'editor',
      passwordHash,
    })
  ).id
  await users.add({ email: 'byla@szkola.org', name: 'Była', role: 'editor', passwordHash })
  await users.disable('byla@szkola.org')
})

// Each test logs in from an address of its own, so the per-address limit is tested alone.
let address = 1
const login = (email: string, password: string, ip = `10.0.0.${address++}`) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  })

const me = (token: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  })

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const now = () => Math.floor(Date.now() / 1000)

describe('POST /api/auth/login', () => {
  it('answers an HS256 token that expires in about 8 hours, for any case of the e-mail', async () => {
    const response = await login('sekretariat@szkola.ORG', PASSWORD)
    expect(response.statusCode).toBe(200)
    const { token, user } = response.json()
    expect(user).toEqual({ email: 'sekretariat@szkola.org', name: 'Sekretariat', role: 'editor' })
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    expect(header.alg).toBe('HS256')
    expect(payload.exp - payload.iat).toBe(8 * 3600)
    expect((await me(token)).statusCode).toBe(200)
  })

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const wrong = await login('sekretariat@szkola.org', 'złe hasło')
    const unknown = await login('nikt@szkola.org', 'złe hasło')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: INVALID_LOGIN_MESSAGE })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('refuses a disabled account with the same answer', async () => {
    const response = await login('byla@szkola.org', PASSWORD)
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe(INVALID_LOGIN_MESSAGE)
  })

  it(`allows ${LOGIN_ATTEMPTS_PER_MINUTE} tries a minute per address, then answers 429 with Retry-After`, async () => {
    const ip = '10.9.9.9'
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i += 1) {
      expect((await login('sekretariat@szkola.org', 'złe', ip)).statusCode).toBe(401)
    }
    const limited = await login('sekretariat@szkola.org', PASSWORD, ip)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS')
    expect((await login('sekretariat@szkola.org', PASSWORD, '10.9.9.10')).statusCode).toBe(200)
  })

  it('rejects a body with unknown fields', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sekretariat@szkola.org', password: PASSWORD, admin: true },
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('a staff token', () => {
  const sign = (claims: object, alg = 'HS256', key: Uint8Array = server.app.jwtSecret) =>
    new SignJWT({ role: 'editor', ver: 0, ...claims })
      .setProtectedHeader({ alg })
      .setSubject(String(userId))
      .sign(key)

  it.each([
    [
      'with alg none',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(userId), role: 'editor', ver: 0, exp: now() + 600 })}.`,
    ],
    ['signed with HS512', async () => sign({ exp: now() + 600 }, 'HS512')],
    [
      'signed with another key',
      async () => sign({ exp: now() + 600 }, 'HS256', new TextEncoder().encode('x'.repeat(48))),
    ],
    ['without exp', async () => sign({})],
    ['expired a second ago', async () => sign({ exp: now() - 1 })],
    ['that is not a JWT', async () => 'abc.def'],
  ])('%s gets 401', async (_name, make) => {
    const response = await me(await make())
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHORIZED')
  })

  it('signed right and unexpired is accepted', async () => {
    expect((await me(await sign({ exp: now() + 600 }))).statusCode).toBe(200)
  })

  it('is revoked, with every other token of the account, by logout', async () => {
    const first = (await login('sekretariat@szkola.org', PASSWORD)).json().token
    const second = (await login('sekretariat@szkola.org', PASSWORD)).json().token
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${first}` },
    })
    expect(logout.statusCode).toBe(204)
    expect((await me(first)).statusCode).toBe(401)
    expect((await me(second)).statusCode).toBe(401)
    const third = (await login('sekretariat@szkola.org', PASSWORD)).json().token
    expect((await me(third)).statusCode).toBe(200)
  })

  it('is revoked when its account is disabled', async () => {
    const users = createUserRepository(server.app.db)
    await users.add({
      email: 'wolontariusz@szkola.org',
      name: 'W',
      role: 'editor',
      passwordHash: await hashPassword(PASSWORD),
    })
    const token = (await login('wolontariusz@szkola.org', PASSWORD)).json().token
    expect((await me(token)).statusCode).toBe(200)
    await users.disable('wolontariusz@szkola.org')
    expect((await me(token)).statusCode).toBe(401)
  })
})
