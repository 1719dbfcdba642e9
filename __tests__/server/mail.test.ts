import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createMailer, sendSafely, type MailMessage } from '../../server/mail'

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
      })
      expectNothingPersonalIn(log.error.mock.calls)
    } finally {
      await smtp.close()
    }
  })

  it('returns null and logs no address when the SMTP server cannot be reached', async () => {
    const closed = await startSmtpServer()
    await closed.close()
    const mailer = createMailer({ smtpUrl: closed.url, outboxDir: outbox(), from })
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

interface Received {
  from: string
  to: string[]
  data: string
}

// Just enough SMTP (RFC 5321) for nodemailer: EHLO, MAIL, RCPT, DATA, RSET, QUIT.
const replies: Record<string, string> = {
  EHLO: '250 test.local',
  HELO: '250 test.local',
  RSET: '250 2.0.0 OK',
  MAIL: '250 2.1.0 OK',
  RCPT: '250 2.1.5 OK',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  QUIT: '221 2.0.0 Bye',
}

async function startSmtpServer(options: { refuseRecipients?: boolean } = {}) {
  const received: Received[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let envelope: Received = { from: '', to: [], data: '' }
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 test.local ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      for (;;) {
        const end = buffer.indexOf(inData ? '\r\n.\r\n' : '\r\n')
        if (end === -1) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + (inData ? 5 : 2))
        if (inData) {
          const data = line.replace(/^\.\./gm, '.')
          received.push({ ...envelope, data: Buffer.from(data, 'latin1').toString('utf8') })
          envelope = { from: '', to: [], data: '' }
          inData = false
          reply('250 2.0.0 Queued')
          continue
        }
        const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
        const verb = line.slice(0, 4).toUpperCase()
        const refused = verb === 'RCPT' && options.refuseRecipients
        if (verb === 'MAIL') envelope.from = address
        if (verb === 'RCPT' && !refused) envelope.to.push(address)
        inData = verb === 'DATA'
        reply(refused ? `550 5.1.1 <${address}> unknown` : (replies[verb] ?? '502 5.5.2 Unknown'))
        if (verb === 'QUIT') socket.end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// A small MIME reader (RFC 2045–2047), independent of nodemailer, for what these tests check.
interface ParsedMessage {
  header(name: string): string | undefined
  text: string
  parts: ParsedMessage[]
}

function parseMessage(raw: string): ParsedMessage {
  const split = raw.indexOf('\r\n\r\n')
  const headers = new Map<string, string>()
  for (const line of raw.slice(0, split).split(/\r\n(?![ \t])/)) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  const body = raw.slice(split + 4)
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1]
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => parseMessage(part.slice(2)))
    : []
  const encoding = headers.get('content-transfer-encoding')
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body.replace(/=\r\n/g, ''))
        : Buffer.from(body, 'latin1')
  return { header: (name) => headers.get(name), text: bytes.toString('utf8').trimEnd(), parts }
}

function decodeWords(value: string): string {
  return value.replace(/(?:=\?UTF-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) => {
    const words = [...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)]
    const bytes = words.map(([, kind, text = '']) =>
      kind?.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintable(text.replace(/_/g, ' ')),
    )
    return Buffer.concat(bytes).toString('utf8')
  })
}

function quotedPrintable(text: string): Buffer {
  const latin1 = text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
  return Buffer.from(latin1, 'latin1')
}
