import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { Language } from '../../../src/domain/i18n/languages'
import type { Database } from '../../db/client'
import { listDeliveries, listMessages, mailSuppressions, subscribers } from '../../db/schema'

// Issue #34: the worker's side of the queue: taking deliveries and recording what became of them.

/** The keys of urgent notices (server/subscriptions/notices/urgent.ts): sent before the rest. */
export const URGENT_KEY_PREFIX = 'urgent:'

/** Issue #34: urgent notices first, so that one saved during a digest is not sent after it. */
const urgentFirst = sql`${listMessages.key} like ${`${URGENT_KEY_PREFIX}%`} desc`

/** A try that failed for now (4xx, no connection) is made again at most this many times in all. */
export const MAX_ATTEMPTS = 5

/** A claimed delivery, with what its mail needs. */
export interface Claimed {
  messageId: number
  subscriberId: number
  list: string
  attempts: number
  email: string
  mailboxKey: string
  /** The subscriber's language: their copy's footer is in it (issue #35). */
  language: Language
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
 * Takes up to `batch` queued deliveries and marks them 'claimed' in one statement. FOR UPDATE
 * SKIP LOCKED lets two senders on one PostgreSQL server take different rows; PGlite (one
 * connection, statements one after another) accepts the same SQL.
 */
export async function claim(db: Database, batch: number): Promise<Claimed[]> {
  const next = db
    .select({ messageId: listDeliveries.messageId, subscriberId: listDeliveries.subscriberId })
    .from(listDeliveries)
    .innerJoin(listMessages, eq(listMessages.id, listDeliveries.messageId))
    .where(eq(listDeliveries.status, 'queued'))
    .orderBy(urgentFirst, asc(listDeliveries.messageId), asc(listDeliveries.subscriberId))
    .limit(batch)
    .for('update', { of: listDeliveries, skipLocked: true })
  const taken = await db
    .update(listDeliveries)
    .set({ status: 'claimed' })
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
      language: subscribers.language,
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
    .orderBy(urgentFirst, asc(listDeliveries.messageId), asc(listDeliveries.subscriberId))
  return rows
}

/**
 * Marks one claimed delivery 'sending', just before its mail is handed to the SMTP server; false
 * when it is no longer claimed (its subscriber left and was deleted in between).
 */
export async function markSending(db: Database, row: Claimed): Promise<boolean> {
  const marked = await db
    .update(listDeliveries)
    .set({ status: 'sending' })
    .where(and(key(row), eq(listDeliveries.status, 'claimed')))
    .returning({ messageId: listDeliveries.messageId })
  return marked.length === 1
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
    .where(and(eq(listDeliveries.status, 'claimed'), or(...rows.map(key))))
}

/**
 * What a crash (or a kill) left behind, put right when the server starts, before any sending:
 * one server process sends list mail (DATA_DIR is locked to one, server/dataDirLock.ts).
 * 'claimed' was never handed to the SMTP server: queued again, it goes once. 'sending' was handed
 * over and no answer recorded: almost always the process died before the server's 250, so the
 * server kept nothing (RFC 5321 4.1.1.4), and it is queued again. Only a death in the moment
 * between the 250 and our write makes a second copy, with the same Message-ID (worker.ts), which
 * Gmail and most mail programs show once; SMTP itself prefers a duplicate to a loss (RFC 1047).
 * Returns how many were in flight.
 */
export async function markInterrupted(db: Database): Promise<number> {
  await db
    .update(listDeliveries)
    .set({ status: 'queued' })
    .where(eq(listDeliveries.status, 'claimed'))
  const rows = await db
    .update(listDeliveries)
    .set({ status: 'queued', lastError: 'INTERRUPTED' })
    .where(eq(listDeliveries.status, 'sending'))
    .returning({ messageId: listDeliveries.messageId })
  return rows.length
}
