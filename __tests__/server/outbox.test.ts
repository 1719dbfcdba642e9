import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '../../server/db/schema'
import { OUTBOX_MESSAGES, type OutboxList } from '../../src/domain/api/outbox'
import { setUpContentServer } from './support/contentServer'

// Issue #18 without SMTP_URL: every mail waits in DATA_DIR/outbox/, the admin sees it, and
// "send again" says plainly that there is no mail server to send through.
const server = setUpContentServer()
const outboxDir = () => path.join(server.site.config.dataDir, 'outbox')
const FORBIDDEN = { code: 'FORBIDDEN', message: 'Ta czynność wymaga uprawnień administratora.' }

const mail = (to: string, subject: string) =>
  server.app.mailer.send({ to: [to], subject, text: 'Dzień dobry' })

let first: string
let second: string
beforeAll(async () => {
  first = (await mail('rodzic@example.com', 'Zgłoszenie nr 2026/001')).id
  // Ids carry the time to the millisecond: the second one is newer.
  await new Promise((resolve) => setTimeout(resolve, 5))
  second = (await mail('sekretariat@example.com', 'Nowe zgłoszenie — Gęśla')).id
  fs.writeFileSync(path.join(outboxDir(), 'notatka.txt'), 'not a message')
})

describe('GET /api/gazda/outbox', () => {
  it('lists the messages newest first as not sent, with their recipients, subjects and times', async () => {
    const response = await server.call('GET', '/api/gazda/outbox', undefined, 'admin')
    expect(response.statusCode).toBe(200)
    const outbox = response.json<OutboxList>()
    expect(outbox).toMatchObject({ smtp: false, total: 2, page: 1, pageSize: 25 })
    expect(outbox.items).toEqual([
      {
        id: second,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        recipients: ['sekretariat@example.com'],
        subject: 'Nowe zgłoszenie — Gęśla',
        state: 'unsent',
      },
      expect.objectContaining({ id: first, recipients: ['rodzic@example.com'] }),
    ])
    expect(Date.parse(outbox.items[1]!.createdAt)).toBeLessThan(
      Date.parse(outbox.items[0]!.createdAt),
    )
  })

  it('pages through them', async () => {
    const response = await server.call(
      'GET',
      '/api/gazda/outbox?page=2&pageSize=1',
      undefined,
      'admin',
    )
    const outbox = response.json<OutboxList>()
    expect(outbox.total).toBe(2)
    expect(outbox.items.map((item) => item.id)).toEqual([first])
  })

  it('is audited as a list, naming no message', async () => {
    const rows = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'outbox'), eq(auditLog.action, 'list')))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows[0]).toMatchObject({ userId: server.admin.id, recordId: null })
  })
})

describe('POST /api/gazda/outbox/{id}/send-again without SMTP_URL', () => {
  it('answers 409 in Polish and keeps the message', async () => {
    const response = await server.call('POST', `/api/gazda/outbox/${first}/send-again`, {}, 'admin')
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'NO_SMTP',
      message:
        'Serwer poczty (SMTP_URL) nie jest skonfigurowany — wiadomość pozostaje w skrzynce nadawczej.',
    })
    expect(fs.existsSync(path.join(outboxDir(), first))).toBe(true)
  })

  it('answers 404 in Polish for an id that names no message', async () => {
    const id = '2020-01-01T00-00-00.000Z-000000000000.eml'
    const response = await server.call('POST', `/api/gazda/outbox/${id}/send-again`, {}, 'admin')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: OUTBOX_MESSAGES.notFound })
  })

  it.each([
    '..%2F..%2Fsecret.txt',
    '%2E%2E%2F%2E%2E%2Fdata%2Fjwt-secret',
    '%2Fetc%2Fpasswd',
    'failed',
    'notatka.txt',
    '2026-11-24T15-33-57.383Z-8e508a4229da.eml%2F..%2F..%2Fsecret.txt',
    '..%2F2026-11-24T15-33-57.383Z-8e508a4229da.eml',
    '2026-11-24T15-33-57.383Z-8E508A4229DA.eml',
  ])('refuses the id %s with 400, before any file is read', async (id) => {
    const response = await server.call('POST', `/api/gazda/outbox/${id}/send-again`, {}, 'admin')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('INVALID_BODY')
  })

  it('leads a plain ".." to no route at all', async () => {
    const response = await server.call('POST', '/api/gazda/outbox/../send-again', {}, 'admin')
    expect(response.statusCode).toBe(404)
  })

  it('takes no body but an empty one', async () => {
    const url = `/api/gazda/outbox/${first}/send-again`
    const response = await server.call('POST', url, { to: 'obcy@example.com' }, 'admin')
    expect(response.statusCode).toBe(400)
  })
})

describe('an editor', () => {
  it('gets 403 for the list and for send again', async () => {
    const list = await server.call('GET', '/api/gazda/outbox')
    expect(list.statusCode).toBe(403)
    expect(list.json()).toEqual(FORBIDDEN)
    const send = await server.call('POST', `/api/gazda/outbox/${first}/send-again`, {})
    expect(send.statusCode).toBe(403)
    expect(send.json()).toEqual(FORBIDDEN)
  })
})
