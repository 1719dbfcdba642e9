import { auditLog } from '../../server/db/schema'
import { family } from '../domain/enrollment/fixtures'
import { returningFamily } from '../domain/survey/fixtures'
import { CSV_HEADERS } from '../../server/routes/gazda/enrollments/csv'
import { setUpServer } from './built-site'
import { child, enrolThrough } from './support/enrollments'
import { csvObjects, parseCsv } from './support/csv'
import { addStaff } from './support/staff'

const server = setUpServer()
let token: string
let staffId: number

beforeAll(async () => {
  const staff = await addStaff(server.app, { email: 'biuro@szkola.org', name: 'Biuro' })
  staffId = staff.id
  token = staff.token
  const enrol = enrolThrough(server)
  await enrol(
    family({
      students: [
        child({ firstName: 'Ola', lastName: 'Nowak' }),
        child({ firstName: 'Jaś', lastName: 'Nowak', level: 'klasa-5', birthDate: '2013-03-03' }),
      ],
    }),
  )
  await enrol(
    family({
      motherLastName: 'Kowalska',
      students: [
        child({ firstName: '=HYPERLINK("x")', lastName: 'Kowalski', birthDate: '2016-01-01' }),
      ],
    }),
  )
  await enrol(family({ students: [child({ firstName: 'Ola', lastName: 'Nowak' })] }))
  await server.app.inject({
    method: 'POST',
    url: '/api/surveys/zapisy',
    payload: returningFamily({ opinion: '4' }),
  })
})

const get = (url: string, auth = true) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  })

describe('the staff area’s data', () => {
  it('answers 401 without a token on every /api/gazda/ route of the route table', async () => {
    const routes = server.app.routeTable.filter(
      (route) => route.url.startsWith('/api/gazda') && route.method !== 'HEAD',
    )
    expect(routes.length).toBeGreaterThanOrEqual(7)
    for (const route of routes) {
      const url = route.url.replace(':id', route.url.includes('visits') ? '2026-11-21' : '1')
      const response = await server.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'PATCH' ? { status: 'accepted' } : undefined,
      })
      expect([route.method, route.url, response.statusCode]).toEqual([route.method, route.url, 401])
    }
  })

  it('lists enrolments, newest first, with their students, and filters them', async () => {
    const all = (await get('/api/gazda/enrollments')).json()
    expect(all.total).toBe(3)
    expect(all.items[0].students.length).toBeGreaterThan(0)
    const duplicates = (await get('/api/gazda/enrollments?duplicate=true')).json()
    expect(duplicates.total).toBe(1)
    const byName = (await get('/api/gazda/enrollments?q=kowal')).json()
    expect(
      byName.items.map(
        (item: { family: { motherLastName: string } }) => item.family.motherLastName,
      ),
    ).toEqual(['Kowalska'])
    expect((await get('/api/gazda/enrollments?level=klasa-5')).json().total).toBe(1)
    expect((await get('/api/gazda/enrollments?pageSize=2&page=2')).json().items).toHaveLength(1)
    expect((await get('/api/gazda/enrollments?status=accepted')).json().total).toBe(0)
  })

  it('rejects an unknown filter or a malformed page', async () => {
    expect((await get('/api/gazda/enrollments?sort=name')).statusCode).toBe(400)
    expect((await get('/api/gazda/enrollments?page=0')).statusCode).toBe(400)
  })

  it('shows one record and writes who read it to the audit log, without personal data', async () => {
    const id = (await get('/api/gazda/enrollments')).json().items[0].id
    const record = await get(`/api/gazda/enrollments/${id}`)
    expect(record.statusCode).toBe(200)
    expect(record.headers['cache-control']).toBe('no-store')
    const audit = await server.app.db.select().from(auditLog)
    expect(audit).toContainEqual(
      expect.objectContaining({
        userId: staffId,
        action: 'read',
        kind: 'enrollments',
        recordId: String(id),
      }),
    )
    expect(JSON.stringify(audit)).not.toMatch(/Nowak|anna@example/)
    expect((await get('/api/gazda/enrollments/999999')).statusCode).toBe(404)
  })

  it('changes an enrolment’s status, recording who and when', async () => {
    const id = (await get('/api/gazda/enrollments')).json().items[0].id
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/api/gazda/enrollments/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'accepted' },
    })
    expect(response.statusCode).toBe(200)
    const record = (await get(`/api/gazda/enrollments/${id}`)).json()
    expect(record).toMatchObject({ status: 'accepted', statusChangedBy: staffId })
    expect(record.statusChangedAt).toBeTruthy()
    // Who, by name: the record after a reload says it as the change's answer did.
    expect(response.json().statusChangedByName).toBe('Biuro')
    expect(record.statusChangedByName).toBe('Biuro')
    const bad = await server.app.inject({
      method: 'PATCH',
      url: `/api/gazda/enrollments/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'deleted' },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('exports the enrolments as CSV: UTF-8 with BOM, one row per student, formulas made plain text', async () => {
    const response = await get('/api/gazda/enrollments.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/)
    const raw = response.rawPayload
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''))
    expect(header).toEqual(CSV_HEADERS)
    expect(rows).toHaveLength(4)
    expect(rows.every((row) => row.length === header!.length)).toBe(true)
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`)
    const records = csvObjects(response.body.replace(/^\uFEFF/, ''))
    expect(records.map((r) => r['Imię ucznia'])).toContain(`'=HYPERLINK("x")`)
    expect(records.map((r) => r['Imię ucznia'])).toContain('Jaś')
  })

  it('says the CSV’s values in Polish words, with the ids in columns of their own', async () => {
    const response = await get('/api/gazda/enrollments.csv')
    const records = csvObjects(response.body.replace(/^\uFEFF/, ''))
    const jas = records.find((r) => r['Imię ucznia'] === 'Jaś')!
    expect(jas).toMatchObject({
      Status: 'Nowe',
      Klasa: 'Klasa 5',
      'Id klasy': 'klasa-5',
      Zmiana: 'Sobota rano (9:00–13:00)',
      'Id zmiany': '1',
      Zajęcia: 'Wszystkie zajęcia',
      'Zgoda na zdjęcia': 'Tak',
      'Możliwy duplikat': 'Nie',
    })
    expect(jas['Id zgłoszenia']).toMatch(/^\d+$/)
    const words = records.flatMap((r) =>
      ['Status', 'Klasa', 'Zmiana', 'Zajęcia', 'Zgoda na zdjęcia', 'Możliwy duplikat'].map(
        (column) => r[column],
      ),
    )
    for (const code of ['new', 'klasa-3', 'klasa-5', '1', 'full', 'Y', 'N']) {
      expect(words).not.toContain(code)
    }
  })

  it('lists survey answers and shows one', async () => {
    const list = (await get('/api/gazda/surveys')).json()
    expect(list.total).toBe(1)
    expect((await get(`/api/gazda/surveys/${list.items[0].id}`)).json().answers.opinion).toBe('4')
  })

  it('summarises visits: views per day, top pages, outbound clicks and bots apart', async () => {
    const session = (
      await server.app.inject({
        method: 'POST',
        url: '/api/tracker/',
        payload: [{ time: '2026-11-21T10:00:00Z', action: 'create-session-id' }],
      })
    ).json().sessionId
    // Near the server's clock, half a minute apart: a session's views of a path count once a
    // minute, and events two days old are dropped (issue #32).
    const start = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000
    const event = (n: number, extra: object) => ({
      sessionId: session,
      time: new Date(start + n * 30_000).toISOString(),
      domain: 'localhost',
      ...extra,
    })
    await server.app.inject({
      method: 'PATCH',
      url: '/api/tracker/',
      payload: [
        event(1, { action: 'route', from: '/', to: '/kalendarz-zajec/' }),
        event(2, { action: 'route', from: '/kalendarz-zajec/', to: '/' }),
        event(3, { action: 'route', from: '/', to: '/kalendarz-zajec/' }),
        event(4, { action: 'external-click', target: 'facebook' }),
        // The office at work in the staff area is not a visit (issue #18).
        event(6, { action: 'route', from: '/', to: '/gazda/' }),
        event(7, { action: 'route', from: '/gazda/', to: '/gazda/zapisy/' }),
        event(8, { action: 'route', from: '/gazda/zapisy/', to: '/gazda/zapisy/' }),
      ],
    })
    await server.app.inject({
      method: 'PATCH',
      url: '/api/tracker/',
      headers: { 'user-agent': 'Googlebot/2.1' },
      payload: [event(5, { action: 'external-click', target: 'youtube' })],
    })
    const visits = (await get('/api/gazda/visits')).json()
    expect(visits.views.reduce((sum: number, day: { views: number }) => sum + day.views, 0)).toBe(3)
    expect(visits.topPages[0]).toEqual({ path: '/kalendarz-zajec/', views: 2 })
    expect(visits.topPages.map((page: { path: string }) => page.path)).toEqual([
      '/kalendarz-zajec/',
      '/',
    ])
    expect(visits.outbound).toEqual([{ target: 'facebook', clicks: 1 }])
    expect(visits.bots.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(1)
  })
})
