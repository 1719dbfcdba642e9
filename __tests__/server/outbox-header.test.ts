import nodemailer from 'nodemailer'
import { readHeader } from '../../server/outbox/headers'
import { isOutboxId, outboxIdMoment } from '../../src/domain/api/outbox'

// What the outbox list shows of a stored message is read back from the message nodemailer wrote.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true })
const compose = async (mail: nodemailer.SendMailOptions) =>
  (await composer.sendMail(mail)).message as Buffer

describe('readHeader', () => {
  it('reads a long Polish subject that nodemailer folded over several encoded words', async () => {
    const subject = `Zgłoszenie nr 2026/0042: ${'Zażółć gęślą jaźń — ŻÓŁĆ '.repeat(6).trim()}`
    const raw = await compose({ from: 'a@example.org', to: 'b@example.com', subject, text: 'x' })
    expect(raw.toString('latin1')).toMatch(/^Subject: .*\r\n /m) // folded
    await expect(readHeader(raw)).resolves.toMatchObject({ subject })
  })

  it('reads every recipient of To and Cc, and the sender’s address without its name', async () => {
    const to = Array.from({ length: 8 }, (_, i) => `rodzic.numer.${i}@example.com`)
    const raw = await compose({
      from: 'Polska Szkoła w Lombard <noreply@szkola.org>',
      to,
      cc: 'sekretariat@szkola.org',
      subject: 'x',
      text: 'x',
    })
    await expect(readHeader(raw)).resolves.toMatchObject({
      from: 'noreply@szkola.org',
      to: [...to, 'sekretariat@szkola.org'],
    })
  })

  it("reads a group's members and Bcc, and a subject in one encoded word", async () => {
    const raw = Buffer.from(
      'From: szkola@example.org\r\nTo: Klasa 3: r1@example.com, r2@example.com;\r\n' +
        'Bcc: b@example.com\r\nSubject: =?UTF-8?Q?Zaj=C4=99cia?=\r\n\r\nx',
    )
    await expect(readHeader(raw)).resolves.toEqual({
      subject: 'Zajęcia',
      from: 'szkola@example.org',
      to: ['r1@example.com', 'r2@example.com', 'b@example.com'],
    })
  })

  it('answers empty values for a file that is not a message', async () => {
    await expect(readHeader(Buffer.from('nie wiadomość'))).resolves.toEqual({
      subject: '',
      from: '',
      to: [],
    })
  })
})

describe('outbox ids', () => {
  it('are the names server/mail.ts gives, and their moment is read back', () => {
    const id = '2026-11-24T15-30-00.123Z-0123456789ab.eml'
    expect(isOutboxId(id)).toBe(true)
    expect(outboxIdMoment(id)).toBe('2026-11-24T15:30:00.123Z')
  })

  it.each([
    '../2026-11-24T15-30-00.123Z-0123456789ab.eml',
    '2026-11-24T15-30-00.123Z-0123456789ab.eml/..',
    '2026-11-24T15-30-00.123Z-0123456789ab.eml\n',
    '.2026-11-24T15-30-00.123Z-0123456789ab.eml.tmp',
    'failed',
  ])('are nothing else: %j', (id) => {
    expect(isOutboxId(id)).toBe(false)
  })
})
