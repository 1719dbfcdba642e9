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

export function receivingSmtp() {
  const received: ReceivedMail[] = []
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
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
