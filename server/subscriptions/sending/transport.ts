import net from 'node:net'
import nodemailer from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import { SMTP_TIMEOUTS, smtpOptionsOf } from '../../mail'
import type { OutboxStore } from '../../outbox/store'
import type { DkimConfig } from './config'

// Issue #34: list mail's own way out. Not app.mailer: its per-address daily cap is for the mail
// strangers' forms cause, and a parent on three lists may get three mails a day.

export interface ListMail {
  from: string
  to: string
  subject: string
  text: string
  html?: string
  /** The same for every try of one delivery, so that a copy sent again is shown once. */
  messageId?: string
  /** Written as given, each on one line (see `preparedHeaders`). */
  headers: Record<string, string>
}

export interface ListTransport {
  send(mail: ListMail): Promise<{ delivered: 'smtp' | 'outbox'; id: string }>
  close(): void
}

/** So many SMTP connections at once: a school's lists are small, and providers count them. */
export const LIST_MAIL_CONNECTIONS = 2

/**
 * nodemailer folds a long header onto continuation lines (nodemailer #1654); a folded
 * List-Unsubscribe fails DKIM at some receivers and is misread by others. `prepared` headers are
 * written as they are: the values here are ASCII (a URL, a mailto:) with no line break.
 */
export function preparedHeaders(headers: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (/[\r\n]/.test(value)) throw new Error(`The ${name} header may not hold a line break.`)
      return [name, { prepared: true, value }]
    }),
  )
}

const message = ({ from, to, subject, text, html, messageId, headers }: ListMail) => ({
  from,
  to,
  subject,
  text,
  ...(html ? { html } : {}),
  ...(messageId ? { messageId } : {}),
  headers: preparedHeaders(headers),
})

/**
 * Opens a pool connection with Nagle's algorithm off (TCP_NODELAY). nodemailer's own sockets keep
 * it on, so the end of each message waits for the server's delayed ACK: about 40 ms a message on
 * Linux, which held list mail to some 20 a second whatever LIST_MAIL_PER_SECOND said
 * (bench/list-mail.ts, BENCHMARKS.md). Given as nodemailer's `getSocket` (its way to supply a
 * socket, as for a proxy): it gets the connection open, then greets, upgrades to TLS and times
 * out as on its own.
 */
export function connectWithoutDelay(
  options: SMTPPool.Options,
  callback: (error: Error | null, socketOptions: { connection: net.Socket } | undefined) => void,
) {
  // smtpOptionsOf always gives the port.
  const socket = net.connect({ host: options.host, port: options.port!, noDelay: true })
  // The codes nodemailer's own connection gives (what a delivery's lastError records).
  const fail = (error: Error, code: string) => {
    socket.destroy()
    callback(Object.assign(error, { code, command: 'CONN' }), undefined)
  }
  socket.setTimeout(SMTP_TIMEOUTS.connectionTimeout, () =>
    fail(new Error('Connection timeout'), 'ETIMEDOUT'),
  )
  const failed = (error: Error) => fail(error, 'ESOCKET')
  socket.once('error', failed)
  socket.once('connect', () => {
    socket.setTimeout(0)
    socket.removeListener('error', failed)
    socket.setKeepAlive(true)
    callback(null, { connection: socket })
  })
}

/** Pooled SMTP through SMTP_URL, or, without one, .eml files in the outbox as other mail. */
export function createListTransport(options: {
  smtpUrl?: string
  outbox: OutboxStore
  dkim?: DkimConfig
}): ListTransport {
  const dkim = options.dkim ? { dkim: options.dkim } : {}
  if (!options.smtpUrl) {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, ...dkim })
    return {
      async send(mail) {
        const info = await composer.sendMail(message(mail))
        return {
          delivered: 'outbox',
          id: await options.outbox.keep(info.message as Buffer, 'unsent'),
        }
      },
      close: () => composer.close(),
    }
  }
  // The URL parsed by smtpOptionsOf: given as `url`, nodemailer reads nothing else (pool, dkim).
  const smtp = smtpOptionsOf(options.smtpUrl)
  const pool = nodemailer.createTransport({
    ...smtp,
    // A proxy named in SMTP_URL (?proxy=…) brings its own sockets.
    ...(smtp.proxy ? {} : { getSocket: connectWithoutDelay }),
    pool: true,
    maxConnections: LIST_MAIL_CONNECTIONS,
    ...SMTP_TIMEOUTS,
    ...dkim,
  })
  return {
    async send(mail) {
      const info = await pool.sendMail(message(mail))
      return { delivered: 'smtp', id: info.messageId }
    },
    close: () => pool.close(),
  }
}
