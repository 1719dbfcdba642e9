import { SignJWT } from 'jose'
import { setUpContentServer } from './support/contentServer'

const server = setUpContentServer()
const FORBIDDEN = { code: 'FORBIDDEN', message: 'Ta czynność wymaga uprawnień administratora.' }

const ADMIN_ONLY: ['GET' | 'PATCH', string, object?][] = (
  [
    ['GET', '/api/gazda/enrollments'],
    ['GET', '/api/gazda/enrollments.csv'],
    ['GET', '/api/gazda/enrollments/1'],
    ['PATCH', '/api/gazda/enrollments/1', { status: 'accepted' }],
    ['GET', '/api/gazda/surveys'],
    ['GET', '/api/gazda/surveys/1'],
    ['GET', '/api/gazda/visits'],
    ['GET', '/api/gazda/visits/2026-11-21'],
    ['GET', '/api/gazda/audit'],
    ['GET', '/api/gazda/outbox'],
    // Each feature of server/routes/gazda/ for admins only says so itself: one row a feature.
    ['GET', '/api/gazda/enrollments/1/export'],
    ['GET', '/api/gazda/surveys.csv'],
    ['GET', '/api/gazda/staff'],
    ['GET', '/api/uploads/00000000-0000-4000-8000-000000000000'],
  ] as ['GET' | 'PATCH', string, object?][]
)
  // Every row as long as the test's arguments: jest would take a missing third one for `done`.
  .map(([method, url, payload]) => [method, url, payload])

const CONTENT: string[] = [
  '/api/gazda/content/faq',
  '/api/gazda/content/pages',
  '/api/gazda/content/pages/skarbnik',
  '/api/gazda/content/alert',
  '/api/gazda/content/news',
  '/api/gazda/content/news/2025-09-15-zebranie-rodzicow',
  '/api/gazda/history',
  '/api/gazda/publish',
]

describe('an editor', () => {
  it.each(ADMIN_ONLY)('gets 403 FORBIDDEN for %s %s', async (method, url, payload) => {
    const response = await server.call(method, url, payload, 'editor')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual(FORBIDDEN)
  })

  it.each(CONTENT)('gets 200 for GET %s', async (url) => {
    expect((await server.call('GET', url, undefined, 'editor')).statusCode).toBe(200)
  })

  it('sees its role in GET /api/auth/me', async () => {
    const me = await server.call('GET', '/api/auth/me', undefined, 'editor')
    expect(me.json()).toEqual({
      email: 'redakcja@szkola.org',
      name: 'Ewa Redaktor',
      role: 'editor',
    })
  })
})

describe('an admin', () => {
  it.each(ADMIN_ONLY)('is let through %s %s', async (method, url, payload) => {
    const response = await server.call(method, url, payload, 'admin')
    expect([200, 404]).toContain(response.statusCode)
  })

  it.each(CONTENT)('gets 200 for GET %s', async (url) => {
    expect((await server.call('GET', url, undefined, 'admin')).statusCode).toBe(200)
  })
})

it('a token issued before the roles changed (role "staff") still signs its account in', async () => {
  const token = await new SignJWT({ role: 'staff', ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(server.editor.id))
    .setExpirationTime('1h')
    .sign(server.app.jwtSecret)
  const me = await server.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  })
  expect(me.json()).toMatchObject({ role: 'editor' })
})

it('answers 401 before reading the body of a content save without a token', async () => {
  const response = await server.app.inject({
    method: 'PUT',
    url: '/api/gazda/content/faq',
    payload: 'not json at all',
    headers: { 'content-type': 'application/json' },
  })
  expect(response.statusCode).toBe(401)
})
