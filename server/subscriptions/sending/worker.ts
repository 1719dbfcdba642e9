import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import { mailErrorCode } from '../../mail'
import { listUnsubscribeHeaders } from '../links'
import { personalBody } from './body'
import {
  claim,
  type Claimed,
  markBounced,
  markDeferred,
  markSending,
  markSent,
  markSuppressed,
  release,
} from './claims'

/** How many deliveries one claim takes: few, so that a second sender finds others to take. */
export const CLAIM_BATCH = 10

/** What sending needs: the server, or `npm run notify` on a database it opened itself. */
export interface ListSender {
  db: Database
  log: Pick<FastifyBaseLogger, 'warn'>
  listMail: Pick<FastifyInstance['listMail'], 'transport' | 'links' | 'ratePerSecond' | 'listName'>
}

export interface SendSummary {
  sent: number
  suppressed: number
  failed: number
  deferred: number
  /** No longer claimed when its turn came (its subscriber left in between). */
  skipped: number
}

/**
 * Sends the queued list mail, one message at a time, at most `ratePerSecond` a second.
 *
 * The guarantee after a crash (SIGKILL) and restart: a batch is claimed ('claimed'), and each
 * delivery of it is marked 'sending' just before its message is handed to the SMTP server and
 * 'sent' as soon as the server has accepted it; one message at a time is in flight. At start
 * (markInterrupted) both go back to 'queued': every recipient gets exactly one copy. The one
 * exception is a crash after the server's 250 and before 'sent' is written (a millisecond's
 * window): that copy goes again, with the same Message-ID (see claims.ts).
 *
 * A 5xx answer suppresses the mailbox (a hard bounce) and fails the delivery. A 4xx answer or no
 * connection puts it back in the queue (up to MAX_ATTEMPTS tries) and ends this run: the server
 * is unwell, and the next run tries again.
 */
export async function sendQueued(
  app: ListSender,
  { ratePerSecond = app.listMail.ratePerSecond }: { ratePerSecond?: number } = {},
): Promise<SendSummary> {
  const summary: SendSummary = { sent: 0, suppressed: 0, failed: 0, deferred: 0, skipped: 0 }
  const pace = pacer(ratePerSecond)
  for (;;) {
    const batch = await claim(app.db, CLAIM_BATCH)
    if (batch.length === 0) return summary
    for (const [index, row] of batch.entries()) {
      const outcome = await deliver(app, row, pace)
      summary[outcome] += 1
      if (outcome === 'deferred') {
        await release(app.db, batch.slice(index + 1))
        return summary
      }
    }
  }
}

async function deliver(
  app: ListSender,
  row: Claimed,
  pace: () => Promise<void>,
): Promise<keyof SendSummary> {
  if (row.suppressed) {
    await markSuppressed(app.db, row)
    return 'suppressed'
  }
  const { transport, links, listName } = app.listMail
  await pace()
  if (!(await markSending(app.db, row))) return 'skipped'
  const body = personalBody(row, { ...row, listName: listName(row.list, row.language) }, links)
  try {
    await transport.send({
      from: links.mailFrom,
      to: row.email,
      subject: row.subject,
      text: body.text,
      html: body.html,
      messageId: messageIdOf(row, links.siteUrl),
      headers: listUnsubscribeHeaders(links, row.subscriberId, row.list),
    })
  } catch (error) {
    const { code, responseCode } = mailErrorCode(error)
    const recorded = responseCode ? `${code} ${responseCode}` : code
    // Only the code is logged: the error's text may hold the address.
    app.log.warn({ mailKind: 'list', code, responseCode }, 'list mail not accepted')
    if (responseCode !== undefined && responseCode >= 500) {
      await markBounced(app.db, row, recorded)
      return 'failed'
    }
    await markDeferred(app.db, row, recorded)
    return 'deferred'
  }
  await markSent(app.db, row)
  return 'sent'
}

/** One delivery's Message-ID, on the site's domain: the same on every try. */
export function messageIdOf(row: { messageId: number; subscriberId: number }, siteUrl: string) {
  return `<list-${row.messageId}-${row.subscriberId}@${new URL(siteUrl).hostname}>`
}

/**
 * Waits so that calls come 1 / rate seconds apart. A call later than that by more than one
 * interval (a slow SMTP answer) starts the schedule again from now: the time lost is not made up
 * by a burst, which a provider counting messages a second would refuse. Smaller lateness (a timer
 * firing a millisecond late) is kept in the schedule, so that the rate does not drift lower.
 */
function pacer(ratePerSecond: number) {
  const interval = 1000 / ratePerSecond
  let due = Date.now()
  return async () => {
    const wait = due - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const now = Date.now()
    due = (now - due > interval ? now : due) + interval
  }
}
