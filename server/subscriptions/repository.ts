import { and, asc, eq, isNull, lt, notExists, or, sql } from 'drizzle-orm'
import type { Language } from '../../src/domain/i18n/languages'
import type { Database } from '../db/client'
import { mailSuppressions, subscribers, subscriptions } from '../db/schema'
import { mailboxKey } from '../limits/mailCap'
import { CONFIRMATION_EVERY_HOURS } from './model'

/** The moment before which a confirmation mailed has waited long enough for another. */
const waited = sql`now() - ${sql.raw(`interval '${CONFIRMATION_EVERY_HOURS} hours'`)}`

/** Whom to ask for confirmation after a subscribe, or null when no mail is due. */
export interface PendingConfirmation {
  subscriberId: number
  email: string
  /** Every list of the subscriber still waiting for its click, in order. */
  pendingLists: string[]
  /** The language their mail is written in (issue #35). */
  language: Language
}

export function createSubscriptionRepository(db: Database) {
  async function listsOf(
    subscriberId: number,
    status: 'pending' | 'confirmed',
    executor: Pick<Database, 'select'> = db,
  ): Promise<string[]> {
    const rows = await executor
      .select({ list: subscriptions.list })
      .from(subscriptions)
      .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.status, status)))
      .orderBy(asc(subscriptions.list))
    return rows.map((row) => row.list)
  }

  return {
    /**
     * Issue #34: adds a pending subscription for each list the mailbox does not have yet; never
     * touches one it has (a confirmed list stays confirmed, listmonk #2987). A confirmation is due
     * when a list waits and no earlier one waits unanswered (CONFIRMATION_EVERY_HOURS). A
     * suppressed mailbox gets nothing, not even a row. The subscriber's language is the page's
     * (issue #35): a new mailbox's, or one that has not confirmed a list yet (whoever asks now is
     * who the confirmation is for); a confirmed subscriber keeps theirs.
     */
    async subscribe(
      email: string,
      lists: string[],
      language: Language = 'pl',
    ): Promise<PendingConfirmation | null> {
      const key = mailboxKey(email)
      return db.transaction(async (tx) => {
        const [suppressed] = await tx
          .select({ key: mailSuppressions.mailboxKey })
          .from(mailSuppressions)
          .where(eq(mailSuppressions.mailboxKey, key))
        if (suppressed) return null
        // One statement that returns the mailbox's row, new or not: a no-op update on conflict
        // keeps the address first given and cannot miss a row deleted in between.
        const [subscriber] = await tx
          .insert(subscribers)
          .values({ email: email.trim().toLowerCase(), mailboxKey: key, language })
          .onConflictDoUpdate({
            target: subscribers.mailboxKey,
            set: {
              email: sql`${subscribers.email}`,
              language: sql`case when exists (select 1 from "subscriptions" s where s."subscriber_id" = "subscribers"."id" and s."status" = 'confirmed') then "subscribers"."language" else excluded."language" end`,
            },
          })
          .returning({
            id: subscribers.id,
            email: subscribers.email,
            language: subscribers.language,
          })
        await tx
          .insert(subscriptions)
          .values(lists.map((list) => ({ subscriberId: subscriber!.id, list })))
          .onConflictDoNothing()
        const pending = await listsOf(subscriber!.id, 'pending', tx)
        if (pending.length === 0) return null
        const [due] = await tx
          .update(subscribers)
          .set({ confirmationSentAt: sql`now()` })
          .where(
            and(
              eq(subscribers.id, subscriber!.id),
              or(
                isNull(subscribers.confirmationSentAt),
                lt(subscribers.confirmationSentAt, waited),
              ),
            ),
          )
          .returning({ id: subscribers.id })
        return due
          ? {
              subscriberId: subscriber!.id,
              email: subscriber!.email,
              pendingLists: pending,
              language: subscriber!.language,
            }
          : null
      })
    },

    /**
     * Confirms every pending list of the subscriber; its confirmed lists (none for a subscriber
     * since deleted, having left every list).
     */
    async confirm(subscriberId: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({ status: 'confirmed', confirmedAt: sql`now()` })
          .where(
            and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.status, 'pending')),
          )
        // Answered: the next list asked for gets its mail at once.
        await tx
          .update(subscribers)
          .set({ confirmationSentAt: null })
          .where(eq(subscribers.id, subscriberId))
        return listsOf(subscriberId, 'confirmed', tx)
      })
    },

    /**
     * Removes that one list of the subscriber, and nothing else (Ghost PR #18922); a subscriber
     * left with no list is deleted, address and all: nothing is kept of a parent who left.
     */
    async unsubscribe(subscriberId: number, list: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(subscriptions)
          .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.list, list)))
        await tx
          .delete(subscribers)
          .where(
            and(
              eq(subscribers.id, subscriberId),
              notExists(
                tx
                  .select({ list: subscriptions.list })
                  .from(subscriptions)
                  .where(eq(subscriptions.subscriberId, subscriberId)),
              ),
            ),
          )
      })
    },

    lists: listsOf,

    /** The language a subscriber's mail and pages are in; Polish for one since deleted. */
    async languageOf(subscriberId: number): Promise<Language> {
      const [row] = await db
        .select({ language: subscribers.language })
        .from(subscribers)
        .where(eq(subscribers.id, subscriberId))
      return row?.language ?? 'pl'
    },
  }
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>
