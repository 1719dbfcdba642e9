import { sql } from 'drizzle-orm'
import { trackerBotCounts, trackerEvents, trackerSessions } from '../../server/db/schema'
import { family, student } from '../domain/enrollment/fixtures'
import { newFamily } from '../domain/survey/fixtures'
import { setUpLoggedServer } from './built-site'
import { addStaff } from './support/staff'

// Issue #8 "Tracker privacy", the server's part: no cookie, no IP address or user agent kept,
// bots answered but not stored. (The browser's part is e2e/privacy.test.ts.)
// Every line the server logs, at the most talkative level, to look for what it must not keep.
const { server, logLines } = setUpLoggedServer()

const PROBE_IP = '203.0.113.77'
const FORWARDED_IP = '198.51.100.23'
const PROBE_UA = 'Mozilla/5.0 (X11; Linux x86_64) PrivacyProbe/9.9 Chrome/156.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const PASSWORD = 'hasło-do-testu-prywatności'
let token: string

beforeAll(async () => {
  const account = { email: 'dyrekcja@szkola.org', name: 'Dyrekcja', password: PASSWORD }
  token = (await addStaff(server.app, account)).token
})

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/** A request as a browser behind a proxy sends it: its address, a forwarded one, its agent. */
const visit = (method: Method, url: string, payload?: unknown, userAgent = PROBE_UA) =>
  server.app.inject({
    method,
    url,
    payload: payload as object,
    remoteAddress: PROBE_IP,
    headers: { 'user-agent': userAgent, 'x-forwarded-for': FORWARDED_IP },
  })

const now = () => new Date().toISOString()
let tick = 0
const START = Date.now()
const routeEvent = (sessionId: string) => ({
  sessionId,
  // Near the server's clock: events two days old or a day ahead are dropped (issue #32).
  time: new Date(START + tick++).toISOString(),
  domain: 'polskaszkolalombard.org',
  action: 'route',
  from: '/',
  to: '/zapisy-do-szkoly/',
})
const newSession = async (userAgent = PROBE_UA) =>
  (
    await visit(
      'POST',
      '/api/tracker/',
      [{ sesstionId: '', time: now(), action: 'create-session-id' }],
      userAgent,
    )
  ).json().sessionId as string

const rowsOf = async (table: string) =>
  (
    (await server.app.db.execute(sql`SELECT * FROM ${sql.identifier(table)}`)) as unknown as {
      rows: unknown[]
    }
  ).rows

async function publicTables(): Promise<string[]> {
  const result = (await server.app.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
  )) as unknown as { rows: { table_name: string }[] }
  return result.rows.map((row) => row.table_name)
}

describe('cookies', () => {
  it('are set by no API route, with or without a staff token', async () => {
    const routes = server.app.routeTable.filter((route) => route.method !== 'HEAD')
    expect(routes.length).toBeGreaterThan(20)
    const withCookies: string[] = []
    const check = (what: string, response: { headers: Record<string, unknown> }) => {
      if (response.headers['set-cookie'] !== undefined) withCookies.push(what)
    }
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1').replace('*', 'index.html')
      check(`${route.method} ${url}`, await visit(route.method as Method, url, {}))
      // With a token, only reads: a write here could change content/ or start a build.
      if (route.method === 'GET') {
        const read = await server.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        })
        check(`GET ${url} (staff)`, read)
      }
    }
    expect(withCookies).toEqual([])
  })

  it('are set by none of the site’s pages and files, nor by a login', async () => {
    const paths = ['/', '/wiadomosci/', '/gazda/', '/gazda/zapisy/1/', '/nie-ma-takiej/']
    for (const file of ['/app-abc123.js', '/page-data/app-data.json', '/static/x/y.png']) {
      paths.push(file)
    }
    for (const path of paths) {
      expect([path, (await visit('GET', path)).headers['set-cookie']]).toEqual([path, undefined])
    }
    const login = await visit('POST', '/api/auth/login', {
      email: 'dyrekcja@szkola.org',
      password: PASSWORD,
    })
    expect(login.statusCode).toBe(200)
    expect(login.headers['set-cookie']).toBeUndefined()
  })
})

describe('what the server keeps of a visitor', () => {
  it('has no column for an IP address, a user agent or a fingerprint', async () => {
    const result = (await server.app.db.execute(
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] }
    const columns = result.rows.map((row) => `${row.table_name}.${row.column_name}`)
    expect(columns).toContain('tracker_events.to_path')
    expect(
      columns.filter((c) =>
        /(^|[._])(ip|ips|agent|user_agent|ua|remote|addr|fingerprint|visitor)([._]|$)/i.test(c),
      ),
    ).toEqual([])
  })

  it('stores no IP address or user agent anywhere, after visits, an enrolment and a survey answer', async () => {
    const sessionId = await newSession()
    expect((await visit('PATCH', '/api/tracker/', [routeEvent(sessionId)])).statusCode).toBe(200)
    const beacon = await server.app.inject({
      method: 'POST',
      url: '/api/tracker/beacon',
      payload: JSON.stringify([routeEvent(sessionId)]),
      remoteAddress: PROBE_IP,
      headers: { 'content-type': 'text/plain', 'user-agent': PROBE_UA },
    })
    expect(beacon.statusCode).toBe(204)
    const enrolled = await visit(
      'POST',
      '/api/enrollments',
      family({ students: [student({ level: 'klasa-3' })] }),
    )
    expect(enrolled.statusCode).toBe(201)
    expect((await visit('POST', '/api/surveys/zapisy', newFamily())).statusCode).toBe(201)
    expect(await server.app.db.select().from(trackerEvents)).toHaveLength(2)

    const tables = await publicTables()
    expect(tables).toEqual(expect.arrayContaining(['tracker_sessions', 'tracker_events']))
    for (const table of tables) {
      const text = JSON.stringify(await rowsOf(table))
      for (const kept of [PROBE_IP, FORWARDED_IP, 'PrivacyProbe', 'X11; Linux']) {
        expect([table, text.includes(kept)]).toEqual([table, false])
      }
    }
  })

  it('counts visits by random session ids, not by address: one browser twice is two sessions', async () => {
    const first = await newSession()
    const second = await newSession()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).not.toBe(first)
  })

  it('refuses a tracker event carrying a query string, a form field or an e-mail', async () => {
    const sessionId = await newSession()
    const bad = [
      { ...routeEvent(sessionId), to: '/zapisy-do-szkoly/?email=anna@example.com' },
      { ...routeEvent(sessionId), from: '/zapisy-do-szkoly/#Anna' },
      { ...routeEvent(sessionId), motherEmail: 'anna@example.com' },
      { ...routeEvent(sessionId), action: 'external-click', target: 'anna@example.com' },
    ]
    for (const event of bad) {
      expect((await visit('PATCH', '/api/tracker/', [event])).statusCode).toBe(400)
    }
  })
})

describe('bots', () => {
  it('get a session id and their events confirmed, but only a count per day is kept', async () => {
    const sessions = (await server.app.db.select().from(trackerSessions)).length
    const events = (await server.app.db.select().from(trackerEvents)).length
    const sessionId = await newSession(GOOGLEBOT)
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/)
    const batch = [routeEvent(sessionId), routeEvent(sessionId)]
    const saved = await visit('PATCH', '/api/tracker/', batch, GOOGLEBOT)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual(batch.map((event) => event.time))

    expect(await server.app.db.select().from(trackerSessions)).toHaveLength(sessions)
    expect(await server.app.db.select().from(trackerEvents)).toHaveLength(events)
    const counts = await server.app.db.select().from(trackerBotCounts)
    expect(counts).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: 2 }])
    expect(JSON.stringify(await rowsOf('tracker_bot_counts'))).not.toMatch(/Googlebot|203\.0/)
  })
})

describe('the server’s log', () => {
  it('holds no IP address, user agent or query string of any request', async () => {
    await visit('GET', '/wiadomosci/?szukaj=Zofia')
    await visit('POST', '/api/tracker/', [{ time: now(), action: 'create-session-id' }])
    await visit('GET', '/api/gazda/zapisy?q=Kowalska')
    expect(logLines.length).toBeGreaterThan(3)
    const log = logLines.join('')
    expect(log).toContain('/wiadomosci/')
    for (const kept of [PROBE_IP, FORWARDED_IP, 'PrivacyProbe', 'Zofia', 'Kowalska']) {
      expect(log).not.toContain(kept)
    }
  })
})
