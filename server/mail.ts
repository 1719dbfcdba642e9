import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string[]
  subject: string
  text: string
  html?: string
}

/** `id` is the SMTP Message-ID, or the outbox file's name (so the admin can find it). */
export interface MailReceipt {
  delivered: 'smtp' | 'outbox'
  id: string
}

export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>
}

export interface MailerOptions {
  smtpUrl?: string
  outboxDir: string
  from: string
}

/** The part of pino's logger that sendSafely uses. */
export interface MailLog {
  error(details: Record<string, unknown>, message: string): void
}

export class MailError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'MailError'
  }
}

// A plain address only: a comma or display name in user input would add recipients of its own.
const plainAddress = /^[^\s@,;:<>()"'[\]\\]+@[^\s@,;:<>()"'[\]\\]+$/

// SMTP_URL unset → mail is written to DATA_DIR/outbox/ (DESIGN.md, "Contracts").
export function createMailer(options: MailerOptions): Mailer {
  const deliver = options.smtpUrl
    ? smtpDelivery(options.smtpUrl)
    : outboxDelivery(path.resolve(options.outboxDir))
  return {
    async send(message) {
      checkRecipients(message.to)
      const { to, subject, text, html } = message
      return deliver({ from: options.from, to, subject, text, ...(html ? { html } : {}) })
    },
  }
}

/**
 * Sends without ever throwing: a failed mail must not fail the request that caused it.
 * Logs only `kind` (a fixed label chosen by the caller) and the error's code: never the
 * addresses, subject or body, which carry personal data.
 */
export async function sendSafely(
  mailer: Mailer,
  message: MailMessage,
  log: MailLog,
  kind = 'mail',
): Promise<MailReceipt | null> {
  try {
    return await mailer.send(message)
  } catch (error) {
    const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
    log.error(
      {
        mailKind: kind,
        code: typeof code === 'string' ? code : 'UNKNOWN',
        ...(typeof responseCode === 'number' ? { responseCode } : {}),
      },
      'mail could not be sent',
    )
    return null
  }
}

type Envelope = nodemailer.SendMailOptions
type Delivery = (mail: Envelope) => Promise<MailReceipt>

function checkRecipients(to: string[]): void {
  if (to.length === 0) throw new MailError('ENORECIPIENTS', 'A message needs a recipient.')
  if (!to.every((address) => plainAddress.test(address))) {
    throw new MailError('EINVALIDRECIPIENT', 'Every recipient must be one plain e-mail address.')
  }
}

function smtpDelivery(url: string): Delivery {
  // nodemailer waits minutes by default; a stuck server should fail within seconds.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return async (mail) => {
    const info = await transport.sendMail(mail)
    return { delivered: 'smtp', id: info.messageId }
  }
}

function outboxDelivery(outboxDir: string): Delivery {
  // Builds the whole message (with CRLF line ends, as RFC 822 wants) without sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return async (mail) => {
    const info = await composer.sendMail(mail)
    const stamp = new Date().toISOString().replace(/:/g, '-') // ':' is not allowed on Windows
    const name = `${stamp}-${randomBytes(6).toString('hex')}.eml`
    await writeAtomically(path.join(outboxDir, name), info.message as Buffer)
    return { delivered: 'outbox', id: name }
  }
}

// Whoever reads the outbox sees a whole message or none: the temp file is a dotfile, not *.eml.
// Messages carry personal data, so only the server's own user may read them.
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const dir = path.dirname(file)
  const temp = path.join(dir, `.${path.basename(file)}.tmp`)
  await fs.mkdir(dir, { recursive: true, mode: 0o700 })
  try {
    await fs.writeFile(temp, content, { flag: 'wx', mode: 0o600 })
    await fs.rename(temp, file)
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  }
}
