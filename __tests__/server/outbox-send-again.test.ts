import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '../../server/db/schema'
import { createMailer } from '../../server/mail'
import { OUTBOX_MESSAGES, type OutboxList } from '../../src/domain/api/outbox'
import { motherOnly, student } from '../domain/enrollment/fixtures'
import { setUpContentServer } from './support/contentServer'
import { startSmtpServer } from './support/smtpServer'

// Issue #18 with an SMTP server (a fake one on 127.0.0.1): what it refuses is kept in the outbox,
// and an admin sends it again once it takes mail.
const PARENT = 'matka.gesla@example.com'
const OFFICE = 'sekretariat@szkola.org'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer({ refuseRecipients: true })
})
afterAll(() => smtp.close())

const logged: string[] = []
const server = setUpContentServer(
  () => ({ smtpUrl: smtp.url, officeEmail: OFFICE, logLevel: 'info' }),
  { logStream: { write: (line) => void logged.push(line) } },
)

const outboxDir = () => path.join(server.site.config.dataDir, 'outbox')
const list = async () =>
  (await server.call('GET', '/api/gazda/outbox', undefined, 'admin')).json<OutboxList>()
const sendAgain = (id: string) =>
  server.call('POST', `/api/gazda/outbox/${id}/send-again`, {}, 'admin')

async function waitForOutbox(count: number): Promise<OutboxList> {
  for (let i = 0; i < 100; i += 1) {
    const answer = await list()
    if (answer.total >= count) return answer
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`fewer than ${count} messages in the outbox after 5 s`)
}

let parentsMail: string

describe('mail the SMTP server refuses', () => {
  it('is kept in the outbox as failed, with its recipients and subject, when an enrolment is sent', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      payload: motherOnly({
        motherEmail: PARENT,
        students: [student({ level: 'klasa-1', buildingId: '1' })],
      }),
    })
    expect(response.statusCode).toBe(201)
    const { number } = response.json<{ number: string }>()
    const outbox = await waitForOutbox(2)
    expect(outbox.smtp).toBe(true)
    expect(outbox.items.map((item) => item.state)).toEqual(['failed', 'failed'])
    const parents = outbox.items.find((item) => item.recipients.includes(PARENT))!
    expect(parents.subject).toBe(`Polska Szkoła w Lombard: otrzymaliśmy zgłoszenie nr ${number}`)
    expect(outbox.items.find((item) => item.recipients.includes(OFFICE))!.subject).toBe(
      `Nowe zgłoszenie nr ${number}`,
    )
    expect(Date.parse(parents.createdAt)).toBeGreaterThan(Date.now() - 60_000)
    const file = path.join(outboxDir(), 'failed', parents.id)
    expect(fs.statSync(file).mode & 0o077).toBe(0)
    parentsMail = parents.id
  })

  it('stays there when it is sent again and the SMTP server still refuses, and the admin is told why in Polish', async () => {
    const response = await sendAgain(parentsMail)
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      code: 'MAIL_NOT_SENT',
      message:
        'Serwer poczty odrzucił adres nadawcy lub odbiorcy (kod: EENVELOPE 550). ' +
        'Wiadomość pozostaje w skrzynce nadawczej — spróbuj ponownie później.',
    })
    expect((await list()).items.map((item) => item.id)).toContain(parentsMail)
  })

  it('goes, as it was composed, once the SMTP server takes it; it leaves the outbox and the audit log says who sent it', async () => {
    smtp.refuseRecipients(false)
    const kept = fs.readFileSync(path.join(outboxDir(), 'failed', parentsMail), 'latin1')
    const response = await sendAgain(parentsMail)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      id: parentsMail,
      message: `Wiadomość wysłana do: ${PARENT}.`,
    })
    const delivered = smtp.received.at(-1)!
    expect(delivered.to).toEqual([PARENT])
    expect(delivered.from).toBe('noreply@polskaszkolalombard.org')
    const messageId = /^Message-ID: (.*)$/im.exec(kept)?.[1]
    expect(messageId).toBeTruthy()
    expect(delivered.data).toContain(`Message-ID: ${messageId}`)
    expect(fs.existsSync(path.join(outboxDir(), 'failed', parentsMail))).toBe(false)
    expect((await list()).items.map((item) => item.id)).not.toContain(parentsMail)
    const audit = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'outbox'), eq(auditLog.action, 'send')))
    expect(audit).toEqual([
      expect.objectContaining({ userId: server.admin.id, recordId: parentsMail }),
    ])
  })

  it('answers 404 in Polish when the message was sent already', async () => {
    const response = await sendAgain(parentsMail)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: OUTBOX_MESSAGES.notFound })
  })
})

describe('mail written while no SMTP server was set', () => {
  it('is listed as not sent, and goes when sent again now that there is one', async () => {
    const before = createMailer({ outboxDir: outboxDir(), from: 'szkola@example.org' })
    const { id } = await before.send({
      to: ['ojciec@example.com'],
      subject: 'Zażółć gęślą jaźń',
      text: 'Dzień dobry',
    })
    const listed = (await list()).items.find((item) => item.id === id)
    expect(listed).toMatchObject({
      state: 'unsent',
      recipients: ['ojciec@example.com'],
      subject: 'Zażółć gęślą jaźń',
    })
    const response = await sendAgain(id)
    expect(response.statusCode).toBe(200)
    expect(smtp.received.at(-1)!.to).toEqual(['ojciec@example.com'])
    expect(fs.existsSync(path.join(outboxDir(), id))).toBe(false)
  })

  it('moves to the failed ones when sending it again fails', async () => {
    smtp.refuseRecipients(true)
    const before = createMailer({ outboxDir: outboxDir(), from: 'szkola@example.org' })
    const { id } = await before.send({ to: ['ojciec@example.com'], subject: 'x', text: 'y' })
    expect((await sendAgain(id)).statusCode).toBe(502)
    expect(fs.existsSync(path.join(outboxDir(), id))).toBe(false)
    expect((await list()).items.find((item) => item.id === id)?.state).toBe('failed')
  })
})

describe('the log', () => {
  it('holds no address, subject or text of any message, only ids and codes', () => {
    const text = logged.join('\n')
    expect(text).toContain('"code":"EENVELOPE"')
    expect(text).toContain(`"outboxId":"${parentsMail}"`)
    for (const secret of [PARENT, OFFICE, 'ojciec@', 'zgłoszenie nr', 'Zażółć', 'Dzień dobry']) {
      expect(text).not.toContain(secret)
    }
  })
})
