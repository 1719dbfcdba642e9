import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createMailer, sendSafely, type MailMessage } from '../../server/mail'
import { parseMessage } from './support/mime'
import { startSmtpServer } from './support/smtpServer'

const from = 'Polska Szkoła <szkola@example.org>'
const polish = 'Zażółć gęślą jaźń: ąęłóśżźćń ĄĘŁÓŚŻŹĆŃ'
const message: MailMessage = {
  to: ['rodzic@example.com', 'opiekun@example.com'],
  subject: `Potwierdzenie zapisu — ${polish}`,
  text: `Dzień dobry,\n${polish}\nDziękujemy.`,
}

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const outbox = () => path.join(dir, 'dane', 'outbox')
const readOutbox = (name: string) => fs.readFileSync(path.join(outbox(), name), 'latin1')

/** A mailer whose SMTP server is gone: every send fails to connect. */
async function unreachableMailer() {
  const closed = await startSmtpServer()
  await closed.close()
  return createMailer({ smtpUrl: closed.url, outboxDir: outbox(), from })
}

describe('createMailer without an SMTP URL', () => {
  it('writes the message into a new outbox folder as an .eml file with To, Subject and Polish text intact', async () => {
    const receipt = await createMailer({ outboxDir: outbox(), from }).send(message)
    expect(receipt.delivered).toBe('outbox')
    expect(receipt.id).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{12}\.eml$/)
    const raw = readOutbox(receipt.id)
    expect(raw.split('\r\n').length).toBe(raw.split('\n').length) // RFC 822 lines end in CRLF
    const mail = parseMessage(raw)
    expect(mail.header('to')).toBe('rodzic@example.com, opiekun@example.com')
    expect(mail.header('subject')).toBe(message.subject)
    expect(mail.text).toBe(message.text)
  })

  it('adds the HTML version beside the plain text when one is given', async () => {
    const html = `<p>${polish}</p>`
    const receipt = await createMailer({ outboxDir: outbox(), from }).send({ ...message, html })
    const mail = parseMessage(readOutbox(receipt.id))
    expect(mail.header('content-type')).toMatch(/^multipart\/alternative/)
    expect(mail.parts.map((part) => part.text)).toEqual([message.text, html])
  })

  it('names each file by time and chance, never by the subject, and leaves no temporary file behind', async () => {
    const mailer = createMailer({ outboxDir: outbox(), from })
    const first = await mailer.send({ ...message, subject: '../../zadanie' })
    const second = await mailer.send({ ...message, subject: '../../zadanie' })
    expect(first.id).not.toBe(second.id)
    expect(fs.readdirSync(outbox()).sort()).toEqual([first.id, second.id].sort())
    expect(fs.readdirSync(dir)).toEqual(['dane'])
    expect(fs.statSync(path.join(outbox(), first.id)).mode & 0o077).toBe(0)
  })

  it('keeps a line break in the subject from adding a header of its own', async () => {
    const subject = 'Pytanie\r\nBcc: intruz@example.com'
    const receipt = await createMailer({ outboxDir: outbox(), from }).send({ ...message, subject })
    const raw = readOutbox(receipt.id)
    expect(raw).not.toMatch(/^Bcc:/im)
    expect(parseMessage(raw).header('bcc')).toBeUndefined()
  })

  it.each([
    ['no recipient', [], 'ENORECIPIENTS'],
    ['two addresses in one', ['rodzic@example.com, obcy@example.com'], 'EINVALIDRECIPIENT'],
    ['a display name', ['Obcy <obcy@example.com>'], 'EINVALIDRECIPIENT'],
  ])('refuses a message with %s and writes nothing', async (_name, to, code) => {
    const send = createMailer({ outboxDir: outbox(), from }).send({ ...message, to })
    await expect(send).rejects.toMatchObject({ code })
    expect(fs.existsSync(outbox())).toBe(false)
  })
})

describe('createMailer with an SMTP URL', () => {
  it('delivers the message to the SMTP server and writes nothing to the outbox', async () => {
    const smtp = await startSmtpServer()
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: outbox(), from })
      const receipt = await mailer.send(message)
      expect(receipt.delivered).toBe('smtp')
      expect(smtp.received).toHaveLength(1)
      const [delivered] = smtp.received
      expect(delivered?.from).toBe('szkola@example.org')
      expect(delivered?.to).toEqual(message.to)
      const mail = parseMessage(delivered?.data ?? '')
      expect(mail.header('message-id')).toBe(receipt.id)
      expect(mail.header('subject')).toBe(message.subject)
      expect(mail.text).toBe(message.text)
      expect(fs.existsSync(outbox())).toBe(false)
    } finally {
      await smtp.close()
    }
  })

  it('keeps a message the SMTP server refuses in outbox/failed/, as it was tried, for the server’s user only', async () => {
    const smtp = await startSmtpServer({ refuseRecipients: true })
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: outbox(), from })
      await expect(mailer.send(message)).rejects.toMatchObject({ code: 'EENVELOPE' })
      const failed = path.join(outbox(), 'failed')
      const [name, ...others] = fs.readdirSync(failed)
      expect(others).toEqual([])
      expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{12}\.eml$/)
      expect(fs.readdirSync(outbox())).toEqual(['failed'])
      expect(fs.statSync(failed).mode & 0o077).toBe(0)
      expect(fs.statSync(path.join(failed, name!)).mode & 0o077).toBe(0)
      const kept = parseMessage(fs.readFileSync(path.join(failed, name!), 'latin1'))
      expect(kept.header('to')).toBe('rodzic@example.com, opiekun@example.com')
      expect(kept.header('subject')).toBe(message.subject)
      expect(kept.text).toBe(message.text)
    } finally {
      await smtp.close()
    }
  })

  it('keeps the message when the SMTP server cannot be reached at all', async () => {
    const mailer = await unreachableMailer()
    await expect(mailer.send(message)).rejects.toMatchObject({ code: 'ESOCKET' })
    expect(fs.readdirSync(path.join(outbox(), 'failed'))).toHaveLength(1)
  })
})

describe('sendSafely', () => {
  const log = { error: jest.fn() }
  beforeEach(() => log.error.mockReset())

  function expectNothingPersonalIn(logged: unknown) {
    const text = JSON.stringify(logged)
    for (const secret of ['@', 'rodzic', 'Potwierdzenie', 'Zażółć', 'Dzień']) {
      expect(text).not.toContain(secret)
    }
  }

  it('returns the receipt when the message is sent, and logs nothing', async () => {
    const mailer = createMailer({ outboxDir: outbox(), from })
    await expect(sendSafely(mailer, message, log)).resolves.toMatchObject({ delivered: 'outbox' })
    expect(log.error).not.toHaveBeenCalled()
  })

  it('returns null and logs only the kind and code when the SMTP server refuses the recipients', async () => {
    const smtp = await startSmtpServer({ refuseRecipients: true })
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: outbox(), from })
      await expect(sendSafely(mailer, message, log, 'enrollment')).resolves.toBeNull()
      expect(log.error).toHaveBeenCalledTimes(1)
      expect(log.error.mock.calls[0]?.[0]).toEqual({
        mailKind: 'enrollment',
        code: 'EENVELOPE',
        responseCode: 550,
        outboxId: fs.readdirSync(path.join(outbox(), 'failed'))[0],
      })
      expect(log.error.mock.calls[0]?.[1]).toBe('mail could not be sent: kept in the outbox')
      expectNothingPersonalIn(log.error.mock.calls)
    } finally {
      await smtp.close()
    }
  })

  it('returns null and logs no address when the SMTP server cannot be reached', async () => {
    const mailer = await unreachableMailer()
    await expect(sendSafely(mailer, message, log)).resolves.toBeNull()
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ mailKind: 'mail', code: 'ESOCKET' })
    expectNothingPersonalIn(log.error.mock.calls)
  })

  it('returns null when the outbox cannot be written', async () => {
    fs.writeFileSync(path.join(dir, 'plik'), 'not a folder')
    const mailer = createMailer({ outboxDir: path.join(dir, 'plik', 'outbox'), from })
    await expect(sendSafely(mailer, message, log)).resolves.toBeNull()
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ code: 'ENOTDIR' })
  })
})
