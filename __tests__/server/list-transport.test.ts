import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { mailErrorCode } from '../../server/mail'
import { createOutboxStore } from '../../server/outbox/store'
import { createListTransport } from '../../server/subscriptions/sending/transport'
import { copiesByAddress, startCountingSmtp } from './support/listMail'
import { freePort } from './support/serverProcess'

// Issue #34: list mail's pooled SMTP connections, against a real SMTP server over TCP.
const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-list-transport-'))
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }))

const mail = (to: string) => ({
  from: 'Polska Szkoła <noreply@polskaszkolalombard.org>',
  to,
  subject: 'Zajęcia w sobotę',
  text: 'Dzień dobry, w sobotę zajęcia jak zwykle.',
  headers: {},
})

describe('the list transport', () => {
  it('sends one message after another over its own sockets, each once', async () => {
    // The sockets are opened without Nagle's algorithm, or the end of each message waits for the
    // server's delayed ACK (at least 40 ms on Linux). The speed is measured in
    // `npm run bench:list-mail` (BENCHMARKS.md), not asserted here.
    const smtp = await startCountingSmtp()
    const transport = createListTransport({
      smtpUrl: smtp.url,
      outbox: createOutboxStore(outboxDir),
    })
    try {
      await transport.send(mail('rozgrzewka@example.com'))
      for (let i = 0; i < 60; i += 1) await transport.send(mail(`rodzic-${i}@example.com`))
      const copies = copiesByAddress(smtp.accepted)
      expect(copies.size).toBe(61)
      expect([...copies.values()].every((n) => n === 1)).toBe(true)
    } finally {
      transport.close()
      await smtp.close()
    }
  })

  it('still speaks TLS from the start (smtps://) and after STARTTLS on the sockets it opens', async () => {
    for (const secure of [true, false]) {
      const to: string[] = []
      // smtp-server's own self-signed certificate: not checked here.
      const smtp = new SMTPServer({
        secure,
        authOptional: true,
        logger: false,
        onData(stream, session, callback) {
          stream.resume()
          stream.on('end', () => {
            if (session.secure) to.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address))
            callback()
          })
        },
      })
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
      const { port } = smtp.server.address() as AddressInfo
      const transport = createListTransport({
        smtpUrl: `smtp${secure ? 's' : ''}://127.0.0.1:${port}/?tls.rejectUnauthorized=false`,
        outbox: createOutboxStore(outboxDir),
      })
      try {
        await transport.send(mail('rodzic@example.com'))
        expect(to).toEqual(['rodzic@example.com'])
      } finally {
        transport.close()
        await new Promise<void>((resolve) => smtp.close(() => resolve()))
      }
    }
  })

  it('fails a send with nodemailer’s connection error code when no server answers', async () => {
    const transport = createListTransport({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      outbox: createOutboxStore(outboxDir),
    })
    try {
      const error = await transport.send(mail('rodzic@example.com')).catch((e: unknown) => e)
      expect(mailErrorCode(error)).toEqual({ code: 'ESOCKET' })
    } finally {
      transport.close()
    }
  })
})
