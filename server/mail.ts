import type { FastifyInstance } from 'fastify'
import nodemailer from 'nodemailer'
import { createOutboxStore, type OutboxStore } from './outbox/store'

export interface MailMessage {
  to: string[]
  subject: string
  text: string
  html?: string
  /** Where a parent's reply goes (the office, issue #33); one plain address. */
  replyTo?: string
}

/**
 * `id` is the SMTP Message-ID, or the outbox file's name (so the admin can find it); 'none' when
 * every recipient had had its mail for the day (server/limits/mailCap.ts).
 */
export interface MailReceipt {
  delivered: 'smtp' | 'outbox' | 'none'
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

/** What failed to go through SMTP_URL is kept in the outbox, under this id (issue #18). */
export interface KeptMail {
  keptInOutbox?: string
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

// SMTP_URL unset → mail is written to DATA_DIR/outbox/ (DESIGN.md, "Contracts"); set, what the
// SMTP server does not take is kept there too, as failed (issue #18: no mail is lost).
export function createMailer(options: MailerOptions): Mailer {
  const outbox = createOutboxStore(options.outboxDir)
  const deliver = options.smtpUrl
    ? smtpDelivery(smtpSender(options.smtpUrl), outbox)
    : outboxDelivery(outbox)
  return {
    async send(message) {
      checkRecipients(message.to)
      const { to, subject, text, html, replyTo } = message
      // A Reply-To that is not one plain address is left out, never sent as typed.
      const reply = replyTo && plainAddress.test(replyTo) ? { replyTo } : {}
      return deliver({ from: options.from, to, subject, text, ...(html ? { html } : {}), ...reply })
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
    const kept = (error as KeptMail | null)?.keptInOutbox
    log.error(
      { mailKind: kind, ...mailErrorCode(error), ...(kept ? { outboxId: kept } : {}) },
      kept ? 'mail could not be sent: kept in the outbox' : 'mail could not be sent',
    )
    return null
  }
}

/**
 * Mail sent after the answer (a confirmation, the office's notice): the request never waits for
 * it and it never throws (sendSafely), and the server waits for it when it closes, so that a stop
 * does not cut a mail off halfway.
 */
export function mailAfterAnswer(app: FastifyInstance) {
  const sending = new Set<Promise<unknown>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending)
  })
  return (message: MailMessage, kind: string) => {
    const one = sendSafely(app.mailer, message, app.log, kind).finally(() => sending.delete(one))
    sending.add(one)
  }
}

/** An error's code (and the SMTP server's reply code): the only part of it a log may hold. */
export function mailErrorCode(error: unknown): { code: string; responseCode?: number } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  return {
    code: typeof code === 'string' ? code : 'UNKNOWN',
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  }
}

type Envelope = nodemailer.SendMailOptions
type Delivery = (mail: Envelope) => Promise<MailReceipt>

/** A composed message, sent as it is, to the envelope's addresses (no other is read from it). */
export type SmtpSender = (
  envelope: { from: string; to: string[] },
  raw: Buffer,
) => Promise<{ messageId: string }>

function checkRecipients(to: string[]): void {
  if (to.length === 0) throw new MailError('ENORECIPIENTS', 'A message needs a recipient.')
  if (!to.every((address) => plainAddress.test(address))) {
    throw new MailError('EINVALIDRECIPIENT', 'Every recipient must be one plain e-mail address.')
  }
}

/** nodemailer waits minutes by default; a stuck server should fail within seconds. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const

const queryValue = (value: string): unknown =>
  value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value

/**
 * SMTP_URL as nodemailer's options: `smtp://user:password@host:587` (`smtps://` for TLS from the
 * start; port 587, or 465 for smtps, when none is given), and query settings as nodemailer's
 * documented URL form has them (`?ignoreTLS=true`, `?tls.rejectUnauthorized=false`). Parsed here
 * because a transport given `url` reads none of its other options (timeouts, pool, DKIM), and
 * nodemailer's own parser is not part of its public API.
 */
export function smtpOptionsOf(url: string): Record<string, unknown> {
  const parsed = URL.canParse(url) ? new URL(url) : null
  if (!parsed || !/^smtps?:$/.test(parsed.protocol)) {
    throw new Error('SMTP_URL must be like smtp://user:password@host:587 (or smtps://…)')
  }
  const secure = parsed.protocol === 'smtps:'
  const options: Record<string, unknown> = {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
  }
  if (parsed.username) {
    options.auth = {
      user: decodeURIComponent(parsed.username),
      pass: decodeURIComponent(parsed.password),
    }
  }
  for (const [key, value] of parsed.searchParams) {
    const [outer, inner] = key.split('.', 2) as [string, string | undefined]
    if (inner === undefined) options[outer] = queryValue(value)
    else options[outer] = { ...(options[outer] as object), [inner]: queryValue(value) }
  }
  return options
}

export function smtpSender(url: string): SmtpSender {
  const transport = nodemailer.createTransport({ ...smtpOptionsOf(url), ...SMTP_TIMEOUTS })
  return async (envelope, raw) => transport.sendMail({ envelope, raw })
}

// Builds the whole message (with CRLF line ends, as RFC 822 wants) without sending it.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true })

async function compose(mail: Envelope) {
  const info = await composer.sendMail(mail)
  return { raw: info.message as Buffer, envelope: info.envelope, messageId: info.messageId }
}

/** Composed once, so the copy kept after a failure is the very message that was tried. */
function smtpDelivery(send: SmtpSender, outbox: OutboxStore): Delivery {
  return async (mail) => {
    const { raw, envelope, messageId } = await compose(mail)
    try {
      await send({ from: envelope.from || '', to: envelope.to }, raw)
      return { delivered: 'smtp', id: messageId }
    } catch (error) {
      const kept = await outbox.keep(raw, 'failed').catch(() => undefined)
      throw Object.assign(error as Error, { keptInOutbox: kept } satisfies KeptMail)
    }
  }
}

function outboxDelivery(outbox: OutboxStore): Delivery {
  return async (mail) => {
    const { raw } = await compose(mail)
    return { delivered: 'outbox', id: await outbox.keep(raw, 'unsent') }
  }
}
