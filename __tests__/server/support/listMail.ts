import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { SMTPServer, type SMTPServerSession } from 'smtp-server'
import { openDatabase } from '../../../server/db/client'
import { subscribers, subscriptions } from '../../../server/db/schema'
import { mailboxKey } from '../../../server/limits/mailCap'
import { confirmedRecipients, enqueue } from '../../../server/subscriptions/sending/queue'

// Issue #34: a list message queued to many confirmed subscribers before the server starts, and
// an SMTP server (smtp-server, over TCP) that counts what it accepted, for the crash test
// (list-crash.test.ts) and the benchmark (bench/list-mail.ts).

export const LIST = 'klasa-3'

/** The n-th (1-based) recipient's address. */
export const addressOf = (n: number) => `rodzic-${String(n).padStart(5, '0')}@example.com`

/**
 * `count` confirmed subscribers of LIST and one message queued to them all, written into the
 * database the server will open (its DATA_DIR's PGlite, or `databaseUrl`). The server, started
 * afterwards, sends it by itself (server/subscriptions/sending/plugin.ts).
 */
export async function seedListMessage(options: {
  dataDir: string
  databaseUrl?: string
  count: number
}): Promise<string[]> {
  const opened = await openDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDir: path.join(options.dataDir, 'db'),
  })
  try {
    const { db } = opened
    const emails = Array.from({ length: options.count }, (_, i) => addressOf(i + 1))
    // In chunks: one INSERT's parameters are limited (65,535 in PostgreSQL's protocol).
    for (let start = 0; start < emails.length; start += 1000) {
      const chunk = emails.slice(start, start + 1000)
      const rows = await db
        .insert(subscribers)
        .values(chunk.map((email) => ({ email, mailboxKey: mailboxKey(email) })))
        .returning({ id: subscribers.id })
      await db.insert(subscriptions).values(
        rows.map((row) => ({
          subscriberId: row.id,
          list: LIST,
          status: 'confirmed' as const,
          // Not 'weekly': the server's own Thursday 18:00 digest (due until Friday 18:00 in
          // Chicago) would mail them too while the test or the bench runs.
          frequency: 'immediate' as const,
          confirmedAt: new Date(),
        })),
      )
    }
    await enqueue(
      db,
      {
        key: `test:${options.count}`,
        subject: 'Zajęcia w sobotę',
        text: 'Dzień dobry, w sobotę zajęcia odbędą się jak zwykle.',
        lists: [LIST],
      },
      await confirmedRecipients(db, [LIST]),
    )
    return emails
  } finally {
    await opened.close()
  }
}

/** A message the SMTP server answered with 250 on a connection still open. */
export interface Accepted {
  to: string
  messageId: string
  /** performance.now() when it was accepted. */
  at: number
}

/** A message whose data came in full but whose connection was gone before the 250. */
export interface Dropped {
  to: string[]
  messageId: string
}

export interface CountingSmtpHooks {
  /**
   * Called when a message's data has come in full, before it is answered; `accepted` is how many
   * were accepted before it. Resolving, the message is answered (if its connection is open).
   */
  beforeAnswer?(accepted: number, session: SMTPServerSession): Promise<void>
  /** Called at each RCPT TO before it is answered. */
  onRecipient?(accepted: number, address: string): Promise<void>
}

/** The Message-ID header of a raw message (first header block only). */
const messageIdIn = (raw: string) =>
  /^message-id:\s*(<[^>\r\n]+>)/im.exec(raw.slice(0, raw.indexOf('\r\n\r\n')))?.[1] ?? ''

/**
 * A real SMTP server on 127.0.0.1 that counts a message as received only when its data came in
 * full and its connection was still open when it answered 250: as a real server, which keeps
 * nothing of a message whose client left before that answer (RFC 5321 4.1.1.4).
 */
export async function startCountingSmtp(hooks: CountingSmtpHooks = {}) {
  const accepted: Accepted[] = []
  const dropped: Dropped[] = []
  const closed = new Set<string>()
  const closeWaiters = new Map<string, () => void>()
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // Both lists and the bench's flat-out runs open and close connections often.
    maxClients: 100,
    onRcptTo(address, _session, callback) {
      const hook = hooks.onRecipient?.(accepted.length, address.address) ?? Promise.resolve()
      hook.then(
        () => callback(),
        (error: Error) => callback(error),
      )
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', () => undefined)
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        const messageId = messageIdIn(Buffer.concat(chunks).toString('utf8'))
        const hook = hooks.beforeAnswer?.(accepted.length, session) ?? Promise.resolve()
        void hook.then(() => {
          if (closed.has(session.id)) {
            dropped.push({ to, messageId })
            callback(new Error('the client is gone'))
            return
          }
          const at = performance.now()
          for (const address of to) accepted.push({ to: address, messageId, at })
          callback()
        })
      })
    },
    onClose(session) {
      closed.add(session.id)
      closeWaiters.get(session.id)?.()
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    dropped,
    /** Resolves when the session's connection has closed (at once if it has). */
    closedConnection: (session: SMTPServerSession) =>
      new Promise<void>((resolve) => {
        if (closed.has(session.id)) resolve()
        else closeWaiters.set(session.id, resolve)
      }),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}

/** How many copies each address got. */
export function copiesByAddress(accepted: Accepted[]) {
  const copies = new Map<string, number>()
  for (const { to } of accepted) copies.set(to, (copies.get(to) ?? 0) + 1)
  return copies
}
