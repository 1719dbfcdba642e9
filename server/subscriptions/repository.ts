import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { mailSuppressions, subscribers, subscriptions } from '../db/schema'
import { mailboxKey } from '../limits/mailCap'

/** Whom to ask for confirmation after a subscribe, or null when no mail is due. */
export interface PendingConfirmation {
  subscriberId: number
  email: string
  /** Every list of the subscriber still waiting for its click, in order. */
  pendingLists: string[]
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
     * touches one it has (a confirmed list stays confirmed, listmonk #2987). A suppressed mailbox
     * gets nothing, not even a row.
     */
    async subscribe(email: string, lists: string[]): Promise<PendingConfirmation | null> {
      const key = mailboxKey(email)
      return db.transaction(async (tx) => {
        const [suppressed] = await tx
          .select({ key: mailSuppressions.mailboxKey })
          .from(mailSuppressions)
          .where(eq(mailSuppressions.mailboxKey, key))
        if (suppressed) return null
        await tx
          .insert(subscribers)
          .values({ email: email.trim().toLowerCase(), mailboxKey: key })
          .onConflictDoNothing({ target: subscribers.mailboxKey })
        const [subscriber] = await tx
          .select({ id: subscribers.id, email: subscribers.email })
          .from(subscribers)
          .where(eq(subscribers.mailboxKey, key))
        await tx
          .insert(subscriptions)
          .values(lists.map((list) => ({ subscriberId: subscriber!.id, list })))
          .onConflictDoNothing()
        const pending = await listsOf(subscriber!.id, 'pending', tx)
        return pending.length > 0
          ? { subscriberId: subscriber!.id, email: subscriber!.email, pendingLists: pending }
          : null
      })
    },

    /** Confirms every pending list of the subscriber; its confirmed lists, or null when unknown. */
    async confirm(subscriberId: number): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const [subscriber] = await tx
          .select({ id: subscribers.id })
          .from(subscribers)
          .where(eq(subscribers.id, subscriberId))
        if (!subscriber) return null
        await tx
          .update(subscriptions)
          .set({ status: 'confirmed', confirmedAt: sql`now()` })
          .where(
            and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.status, 'pending')),
          )
        return listsOf(subscriberId, 'confirmed', tx)
      })
    },

    /** Removes that one list of the subscriber, and nothing else (Ghost PR #18922). */
    async unsubscribe(subscriberId: number, list: string): Promise<void> {
      await db
        .delete(subscriptions)
        .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.list, list)))
    },

    lists: listsOf,
  }
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>
