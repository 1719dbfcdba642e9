import { request as httpRequest } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { hashPassword } from '../../server/auth/passwords'
import {
  LIMITED_WRITES,
  loadLimitsConfig,
  parseTrustProxy,
  rateLimitVariable,
} from '../../server/limits/config'
import { BUSY_CODE } from '../../server/limits/rules'
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../server/routes/auth'
import { createUserRepository } from '../../server/repositories/users'
import { makeBuiltSite, type BuiltSite } from './built-site'
import { acceptedRequest, acceptedStatus, WRITES_WITH_ROUTES } from './support/limitedWrites'
import { sampleFiles, type SampleFiles } from './support/uploads'

// Issue #17 against the real listening server (app.listen on port 0, real HTTP). Every request
// comes from 127.0.0.1; X-Forwarded-For names a client, believed only from a proxy named in
// TRUST_PROXY.

const env = {
  ...Object.fromEntries(LIMITED_WRITES.map((name) => [rateLimitVariable(name), '2,5'])),
  RATE_LIMIT_LOGIN: '3,6',
}

interface Running {
  app: FastifyInstance
  url: string
}
const sites: BuiltSite[] = []
let files: SampleFiles
let behindProxy: Running
let direct: Running
/** The default limits (10 a minute per address, 60 for all), no proxy: each socket's address. */
let defaults: Running
const PASSWORD = 'hasło-sekretariatu-123'

/** A server with a DATA_DIR (and database) of its own. */
async function listen(
  trustProxy: string | undefined,
  limits: Record<string, string> = env,
): Promise<Running> {
  const site = await makeBuiltSite()
  sites.push(site)
  const app = await buildApp({
    ...site.config,
    limits: loadLimitsConfig({ ...limits, TRUST_PROXY: trustProxy }),
  })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, url }
}

beforeAll(async () => {
  files = await sampleFiles()
  behindProxy = await listen('127.0.0.1')
  direct = await listen(undefined)
  defaults = await listen(undefined, {})
  const passwordHash = await hashPassword(PASSWORD)
  for (const email of ['biuro@szkola.org', 'dyrekcja@szkola.org']) {
    await createUserRepository(behindProxy.app.db).add({
      email,
      name: email,
      role: 'editor',
      passwordHash,
    })
  }
})
afterAll(async () => {
  await behindProxy?.app.close()
  await direct?.app.close()
  await defaults?.app.close()
  for (const site of sites) await site.remove()
})

const post = async (
  { url }: Running,
  name: (typeof WRITES_WITH_ROUTES)[number],
  client: string,
) => {
  const request = acceptedRequest(name, files)
  const response = await fetch(`${url}${request.url}`, {
    method: 'POST',
    headers: { ...request.headers, 'x-forwarded-for': client },
    body: typeof request.payload === 'string' ? request.payload : new Uint8Array(request.payload),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { code?: string; message?: string },
  }
}

describe.each(WRITES_WITH_ROUTES)('real HTTP POSTs of %s', (name) => {
  const ok = acceptedStatus(name)
  it('behind a named proxy: counts each forwarded client apart, and all of them together', async () => {
    const statuses = async (clients: string[]) => {
      const answers = []
      for (const client of clients) answers.push(await post(behindProxy, name, client))
      return answers
    }
    const first = await statuses(['198.51.100.1', '198.51.100.1', '198.51.100.1'])
    expect(first.map((a) => a.status)).toEqual([ok, ok, 429])
    expect(Number(first[2]!.retryAfter)).toBeGreaterThan(0)
    expect(first[2]!.body.message).toMatch(/Spróbuj/)
    const others = await statuses(['198.51.100.2', '198.51.100.3', '198.51.100.4'])
    expect(others.map((a) => a.status)).toEqual([ok, ok, ok])
    const [busy] = await statuses(['198.51.100.5'])
    expect(busy).toMatchObject({ status: 429, body: { code: BUSY_CODE } })
  })

  it('without TRUST_PROXY: ignores X-Forwarded-For, so a client cannot name a new address', async () => {
    const answers = []
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      answers.push(await post(direct, name, client))
    }
    expect(answers.map((a) => a.status)).toEqual([ok, ok, 429])
  })
})

/** A POST over a socket of its own from a loopback address (127.0.0.0/8 is all this machine's). */
const postFrom = (url: string, path: string, from: string, body: string | Buffer, type: string) =>
  new Promise<number>((resolve, reject) => {
    const { port } = new URL(url)
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })

describe('junk from six loopback addresses (issue #32)', () => {
  it('60 refused bodies a minute to the enrolment, survey and photo-report routes leave a valid enrolment from a seventh address its 201', async () => {
    const routes = ['enrollments', 'surveys', 'photoReports'] as const
    const junk: number[] = []
    for (const name of routes) {
      const { url } = acceptedRequest(name, files)
      for (let n = 2; n <= 7; n += 1) {
        for (let i = 0; i < 10; i += 1) {
          junk.push(await postFrom(defaults.url, url, `127.0.0.${n}`, '{}', 'application/json'))
        }
      }
    }
    expect(junk).toHaveLength(180)
    expect(new Set(junk)).toEqual(new Set([400]))
    const valid = acceptedRequest('enrollments', files)
    const status = await postFrom(
      defaults.url,
      valid.url,
      '127.0.0.8',
      valid.payload,
      'application/json',
    )
    expect(status).toBe(201)
  })
})

describe('real HTTP logins behind a named proxy', () => {
  const login = async (email: string, password: string, client: string) => {
    const response = await fetch(`${behindProxy.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email, password }),
    })
    return { status: response.status, body: (await response.json()) as { message?: string } }
  }

  it('locks one account from one address only: not another account, not another address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await login('biuro@szkola.org', 'zgadywane', '192.0.2.66')).status).toBe(401)
    }
    const locked = await login('biuro@szkola.org', PASSWORD, '192.0.2.66')
    expect(locked).toEqual({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS_MESSAGE },
    })
    // The same account, its own staff member's address: still in.
    expect((await login('Biuro@szkola.org ', PASSWORD, '192.0.2.10')).status).toBe(200)
    // Another account from the attacker's address: still only its own tries count.
    expect((await login('dyrekcja@szkola.org', PASSWORD, '192.0.2.66')).status).toBe(200)
  })

  it('stops an address trying account after account at the looser per-address limit', async () => {
    const answers = []
    for (let i = 0; i < 7; i += 1) {
      answers.push((await login(`nikt${i}@szkola.org`, 'zgadywane', '192.0.2.77')).status)
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429])
  })
})

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes addresses, ranges and proxy-addr’s range names', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy(' ')).toBe(false)
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ])
  })

  it.each(['true', '1', '*', '10.0.0.0/33', 'proxy.example.org'])(
    'refuses %p, which names no proxy',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must name the reverse proxy/)
    },
  )
})
