import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  listDeliveries,
  listMessages,
  mailSuppressions,
  subscribers,
  subscriptions,
} from '../../db/schema'

// Issue #34: the durable queue of list mail, in the database, so that a restart loses nothing.

export interface ListMessage {
  /** The caller's name for this mail (`digest:2026-11-26`): the same key is the same message. */
  key: string
  subject: string
  text: string
  html?: string
  lists: string[]
}

/** One subscriber, and the list whose unsubscribe link their copy carries. */
export interface Recipient {
  subscriberId: number
  list: string
}

/** A try that failed for now (4xx, no connection) is made again at most this many times in all. */
export const MAX_ATTEMPTS = 5

/**
 * The message and one delivery per recipient, in one transaction. Enqueued again (same key), the
 * message is not stored twice and nobody gets a second delivery (ON CONFLICT DO NOTHING on the
 * key and on (message, subscriber)); a recipient new since is added.
 */
export async function enqueue(
  db: Database,
  message: ListMessage,
  recipients: Recipient[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(listMessages)
      .values({ ...message, html: message.html ?? null })
      .onConflictDoNothing({ target: listMessages.key })
    const [stored] = await tx
      .select({ id: listMessages.id })
      .from(listMessages)
      .where(eq(listMessages.key, message.key))
    if (recipients.length > 0) {
      await tx
        .insert(listDeliveries)
        .values(recipients.map((recipient) => ({ messageId: stored!.id, ...recipient })))
        .onConflictDoNothing()
    }
    return stored!.id
  })
}

/** Every confirmed subscriber of these lists, once, with the first of the lists they are on. */
export async function confirmedRecipients(db: Database, lists: string[]): Promise<Recipient[]> {
  if (lists.length === 0) return []
  const rows = await db
    .select({ subscriberId: subscriptions.subscriberId, list: subscriptions.list })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'confirmed'), inArray(subscriptions.list, lists)))
  const first = new Map<number, string>()
  for (const row of rows.sort((a, b) => lists.indexOf(a.list) - lists.indexOf(b.list))) {
    if (!first.has(row.subscriberId)) first.set(row.subscriberId, row.list)
  }
  return [...first].map(([subscriberId, list]) => ({ subscriberId, list }))
}

/** A claimed delivery, with what its mail needs. */
export interface Claimed {
  messageId: number
  subscriberId: number
  list: string
  attempts: number
  email: string
  mailboxKey: string
  suppressed: boolean
  subject: string
  text: string
  html: string | null
}

const key = (row: { messageId: number; subscriberId: number }) =>
  and(
    eq(listDeliveries.messageId, row.messageId),
    eq(listDeliveries.subscriberId, row.subscriberId),
  )

/**
 * Takes up to `batch` queued deliveries and marks them 'sending' in one statement. FOR UPDATE
 * SKIP LOCKED lets two senders on one PostgreSQL server take different rows; PGlite (one
 * connection, statements one after another) accepts the same SQL.
 */
export async function claim(db: Database, batch: number): Promise<Claimed[]> {
  const next = db
    .select({ messageId: listDeliveries.messageId, subscriberId: listDeliveries.subscriberId })
    .from(listDeliveries)
    .where(eq(listDeliveries.status, 'queued'))
    .orderBy(asc(listDeliveries.messageId), asc(listDeliveries.subscriberId))
    .limit(batch)
    .for('update', { skipLocked: true })
  const taken = await db
    .update(listDeliveries)
    .set({ status: 'sending' })
    .where(sql`(${listDeliveries.messageId}, ${listDeliveries.subscriberId}) in ${next}`)
    .returning({ messageId: listDeliveries.messageId, subscriberId: listDeliveries.subscriberId })
  if (taken.length === 0) return []
  const rows = await db
    .select({
      messageId: listDeliveries.messageId,
      subscriberId: listDeliveries.subscriberId,
      list: listDeliveries.list,
      attempts: listDeliveries.attempts,
      email: subscribers.email,
      mailboxKey: subscribers.mailboxKey,
      suppressed: sql<boolean>`${mailSuppressions.mailboxKey} is not null`,
      subject: listMessages.subject,
      text: listMessages.text,
      html: listMessages.html,
    })
    .from(listDeliveries)
    .innerJoin(listMessages, eq(listMessages.id, listDeliveries.messageId))
    .innerJoin(subscribers, eq(subscribers.id, listDeliveries.subscriberId))
    .leftJoin(mailSuppressions, eq(mailSuppressions.mailboxKey, subscribers.mailboxKey))
    .where(or(...taken.map(key)))
    .orderBy(asc(listDeliveries.messageId), asc(listDeliveries.subscriberId))
  return rows
}

export const markSent = (db: Database, row: Claimed) =>
  db
    .update(listDeliveries)
    .set({ status: 'sent', sentAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
    .where(key(row))

export const markSuppressed = (db: Database, row: Claimed) =>
  db.update(listDeliveries).set({ status: 'suppressed' }).where(key(row))

/** A 5xx answer: the mailbox is suppressed (a hard bounce) and this delivery failed. */
export async function markBounced(db: Database, row: Claimed, error: string) {
  await db.transaction(async (tx) => {
    await tx
      .insert(mailSuppressions)
      .values({ mailboxKey: row.mailboxKey, reason: 'bounce' })
      .onConflictDoNothing()
    await tx
      .update(listDeliveries)
      .set({ status: 'failed', attempts: row.attempts + 1, lastError: error })
      .where(key(row))
  })
}

/** A 4xx answer or no connection: queued again, until MAX_ATTEMPTS tries have failed. */
export const markDeferred = (db: Database, row: Claimed, error: string) =>
  db
    .update(listDeliveries)
    .set({
      status: row.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'queued',
      attempts: row.attempts + 1,
      lastError: error,
    })
    .where(key(row))

/** Claimed but not tried (the run stopped first): back in the queue, no try counted. */
export async function release(db: Database, rows: Claimed[]) {
  if (rows.length === 0) return
  await db
    .update(listDeliveries)
    .set({ status: 'queued' })
    .where(and(eq(listDeliveries.status, 'sending'), or(...rows.map(key))))
}

/**
 * Deliveries a crash left 'sending' (the process died between handing the mail to the SMTP
 * server and recording its answer): the mail may or may not have gone. Issue #34 wants each
 * (message, recipient) sent at most once, so they are never tried again but recorded as
 * 'unknown' for the staff's log. Run once when the server starts, before any sending: one server
 * process sends list mail (DATA_DIR is locked to one, server/dataDirLock.ts).
 */
export async function markInterrupted(db: Database): Promise<number> {
  const rows = await db
    .update(listDeliveries)
    .set({ status: 'unknown', lastError: 'INTERRUPTED' })
    .where(eq(listDeliveries.status, 'sending'))
    .returning({ messageId: listDeliveries.messageId })
  return rows.length
}
