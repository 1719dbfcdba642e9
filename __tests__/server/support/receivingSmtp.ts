// A real SMTP server (smtp-server) on a loopback port for the tests that read list mail (issue
// #34): each message kept raw and as mailparser reads it, before the server answers 250.
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
  mail: ParsedMail
}

/**
 * `refusals`: recipients answered with this reply code instead of taken (the test may change it
 * as it goes).
 */
export function receivingSmtp(refusals = new Map<string, number>()) {
  const received: ReceivedMail[] = []
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refusals.get(address.address)
      if (!code) return callback()
      callback(Object.assign(new Error('refused'), { responseCode: code }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        simpleParser(raw).then(
          (mail) => {
            received.push({ to, raw, mail })
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  return {
    received,
    mailsTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
    /** Starts listening; answers the SMTP_URL that reaches it. */
    listen: async () => {
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
      return `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
