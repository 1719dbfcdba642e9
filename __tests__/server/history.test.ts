import { auditLog, contentChanges } from '../../server/db/schema'
import { setUpContentServer } from './support/contentServer'
import { enrolOneFamily, saveEditorChanges } from './support/historyRecords'

const server = setUpContentServer()
let enrollmentId: number
let enrollmentNumber: string

beforeAll(async () => {
  const enrollment = await enrolOneFamily(server)
  enrollmentId = enrollment.id
  enrollmentNumber = enrollment.number
  await saveEditorChanges(server)
  await server.call(
    'PATCH',
    `/api/gazda/enrollments/${enrollmentId}`,
    { status: 'accepted' },
    'admin',
  )
})

describe('the history of changes', () => {
  it('keeps a row per save: who, kind, record, action and a summary without personal data', async () => {
    const rows = await server.app.db.select().from(contentChanges)
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: server.editor.id,
          kind: 'page',
          recordId: 'skarbnik',
          action: 'update',
          // What changed, in words (issue #18).
          summary: 'Strona „Skarbnik szkoły” (skarbnik): tytuł „Skarbnik” → „Skarbnik szkoły”',
        }),
        expect.objectContaining({
          kind: 'news',
          recordId: '2026-12-12-dzien-otwarty',
          action: 'create',
          summary: 'Nowa wiadomość „Dzień otwarty”',
        }),
        expect.objectContaining({
          userId: server.admin.id,
          kind: 'enrollment',
          recordId: String(enrollmentId),
          action: 'status',
          summary: 'Nowe → Przyjęte',
        }),
      ]),
    )
    expect(JSON.stringify(rows)).not.toMatch(/Anna|Nowak|@example/)
  })

  it('GET /api/gazda/history shows admins everything, newest first, with the user’s name', async () => {
    const response = await server.call('GET', '/api/gazda/history', undefined, 'admin')
    expect(response.statusCode).toBe(200)
    const { items, total } = response.json()
    expect(total).toBe(3)
    expect(items[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      user: { name: 'Anna Dyrektor' },
      kind: 'enrollment',
      recordId: String(enrollmentId),
      // Named as the office knows it (issue #18).
      record: `Zgłoszenie ${enrollmentNumber}`,
      action: 'status',
      summary: 'Nowe → Przyjęte',
    })
    expect(items[2].user).toEqual({ name: 'Ewa Redaktor' })
  })

  it('shows editors the content changes only, and filters by kind', async () => {
    const editor = (await server.call('GET', '/api/gazda/history', undefined, 'editor')).json()
    expect(editor.total).toBe(2)
    expect(editor.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['news', 'page'])
    const enrolments = await server.call(
      'GET',
      '/api/gazda/history?kind=enrollment',
      undefined,
      'editor',
    )
    expect(enrolments.json()).toMatchObject({ items: [], total: 0 })
    const news = (
      await server.call('GET', '/api/gazda/history?kind=news&pageSize=1', undefined, 'admin')
    ).json()
    expect([news.total, news.items[0].kind]).toEqual([1, 'news'])
    expect((await server.call('GET', '/api/gazda/history?kind=users')).statusCode).toBe(400)
  })
})

describe('GET /api/gazda/audit', () => {
  it('gives admins the audit log with the user’s name, newest first', async () => {
    const response = await server.call('GET', '/api/gazda/audit?page=1', undefined, 'admin')
    expect(response.statusCode).toBe(200)
    const { items, total } = response.json()
    expect(total).toBe((await server.app.db.select().from(auditLog)).length)
    expect(items[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      user: { name: 'Anna Dyrektor' },
      action: 'update',
      kind: 'enrollments',
      recordId: String(enrollmentId),
      record: `Zgłoszenie ${enrollmentNumber}`,
    })
  })
})
