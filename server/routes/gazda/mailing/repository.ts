// The mailing lists' queries for the staff area (issue #34): each list's counts, the send log,
// the suppression list, and how many addresses a message will reach.
import { count, desc, eq, inArray, isNull, and } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import {
  listDeliveries,
  listMessages,
  mailSuppressions,
  subscribers,
  subscriptions,
} from '../../../db/schema'
import type { Recipient } from '../../../subscriptions/sending/queue'

/** How many subscriptions of each list are confirmed and pending. */
export async function listCounts(db: Database) {
  const rows = await db
    .select({ list: subscriptions.list, status: subscriptions.status, n: count() })
    .from(subscriptions)
    .groupBy(subscriptions.list, subscriptions.status)
  const counts = new Map<string, { confirmed: number; pending: number }>()
  for (const { list, status, n } of rows) {
    const entry = counts.get(list) ?? { confirmed: 0, pending: 0 }
    entry[status] = Number(n)
    counts.set(list, entry)
  }
  return (list: string) => counts.get(list) ?? { confirmed: 0, pending: 0 }
}

/** The newest messages, each with how many of its deliveries are in each state. */
export async function sendLog(db: Database, limit: number) {
  const messages = await db
    .select({
      id: listMessages.id,
      subject: listMessages.subject,
      lists: listMessages.lists,
      at: listMessages.createdAt,
    })
    .from(listMessages)
    .orderBy(desc(listMessages.createdAt), desc(listMessages.id))
    .limit(limit)
  const ids = messages.map((message) => message.id)
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: listDeliveries.messageId, status: listDeliveries.status, n: count() })
          .from(listDeliveries)
          .where(inArray(listDeliveries.messageId, ids))
          .groupBy(listDeliveries.messageId, listDeliveries.status)
  return messages.map((message) => ({
    ...message,
    deliveries: Object.fromEntries(
      rows.filter((row) => row.id === message.id).map((row) => [row.status, Number(row.n)]),
    ),
  }))
}

/** Every suppressed mailbox, newest first. */
export const suppressionList = (db: Database) =>
  db
    .select({
      address: mailSuppressions.mailboxKey,
      reason: mailSuppressions.reason,
      at: mailSuppressions.createdAt,
    })
    .from(mailSuppressions)
    .orderBy(desc(mailSuppressions.createdAt), mailSuppressions.mailboxKey)

/** Of these recipients, how many will be mailed: a suppressed mailbox is skipped at sending. */
export async function reachable(db: Database, recipients: Recipient[]): Promise<number> {
  if (recipients.length === 0) return 0
  const [row] = await db
    .select({ n: count() })
    .from(subscribers)
    .leftJoin(mailSuppressions, eq(mailSuppressions.mailboxKey, subscribers.mailboxKey))
    .where(
      and(
        inArray(
          subscribers.id,
          recipients.map((recipient) => recipient.subscriberId),
        ),
        isNull(mailSuppressions.mailboxKey),
      ),
    )
  return Number(row?.n ?? 0)
}

/** A message already enqueued under this key (a second click), with its number of deliveries. */
export async function enqueuedAs(db: Database, key: string) {
  const [message] = await db
    .select({ id: listMessages.id })
    .from(listMessages)
    .where(eq(listMessages.key, key))
  if (!message) return null
  const [row] = await db
    .select({ n: count() })
    .from(listDeliveries)
    .where(eq(listDeliveries.messageId, message.id))
  return { id: message.id, recipients: Number(row?.n ?? 0) }
}
