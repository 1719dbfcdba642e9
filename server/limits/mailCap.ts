import { createHmac } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { mailCounts } from '../db/schema'
import type { Mailer, MailReceipt } from '../mail'
import { addressHash } from '../privacy/addressHash'
import { schoolDay } from '../time'

export interface MailCapOptions {
  db: Database
  /** The server's own secret (JWT_SECRET's bytes): the key of the addresses' hashes. */
  secret: Uint8Array
  officeEmail: string
  perRecipientPerDay: number
  officePerDay: number
  log: { warn(details: Record<string, unknown>, message: string): void }
  now?: () => Date
}

/** What send answers when every recipient is over its cap: nothing was sent, nothing failed. */
export const CAPPED: MailReceipt = { delivered: 'none', id: '' }

/** Gmail's domains: one mailbox whatever dots its name has (a.b@gmail.com is ab@gmail.com). */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address reaches, as the cap counts it (issue #33): without case, without a
 * `+tag` (anna+1@ and anna@ are one mailbox at every common provider), and for Gmail without the
 * dots of its name, so that variants of one address share one day's cap.
 */
export function mailboxKey(address: string): string {
  const normalised = address.trim().toLowerCase()
  const at = normalised.lastIndexOf('@')
  if (at <= 0) return normalised
  const domain = normalised.slice(at + 1)
  const local = normalised.slice(0, at)
  const name = local.split('+')[0] || local
  return GMAIL_DOMAINS.has(domain) ? `${name.replace(/\./g, '')}@gmail.com` : `${name}@${domain}`
}

const normalise = mailboxKey

/**
 * Issue #17: a mailer that sends to each address at most so many messages a school day; over
 * the cap the address is dropped from the message (the rest still get it), and the log says so
 * with the address's daily hash only. The counts are rows, so a restart does not reset them.
 */
export function cappedMailer(inner: Mailer, options: MailCapOptions): Mailer {
  const { db, secret, perRecipientPerDay, officePerDay, log, now = () => new Date() } = options
  const office = normalise(options.officeEmail)
  let purgedBefore = ''

  // A key of the day's own: rows of different days cannot be linked to one another.
  const hashOf = (day: string, address: string) => {
    const key = createHmac('sha256', secret).update(`mail-counts ${day}`).digest()
    return createHmac('sha256', key).update(address).digest('hex').slice(0, 32)
  }

  async function count(day: string, address: string): Promise<number> {
    const [row] = await db
      .insert(mailCounts)
      .values({ day, recipient: hashOf(day, address), count: 1 })
      .onConflictDoUpdate({
        target: [mailCounts.day, mailCounts.recipient],
        set: { count: sql`${mailCounts.count} + 1` },
      })
      .returning({ count: mailCounts.count })
    return row!.count
  }

  return {
    async send(message) {
      const at = now()
      const day = schoolDay(at)
      if (purgedBefore !== day) {
        await db.delete(mailCounts).where(lt(mailCounts.day, day))
        purgedBefore = day
      }
      const to: string[] = []
      for (const address of message.to) {
        const normalised = normalise(address)
        const cap = normalised === office ? officePerDay : perRecipientPerDay
        if ((await count(day, normalised)) <= cap) to.push(address)
        else
          log.warn(
            { event: 'mail-capped', recipient: addressHash(normalised, at), cap },
            'mail not sent: this address has had its mail for today',
          )
      }
      return to.length > 0 ? inner.send({ ...message, to }) : CAPPED
    },
  }
}
