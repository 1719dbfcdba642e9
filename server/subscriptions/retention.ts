import { and, eq, lt, notExists } from 'drizzle-orm'
import type { Database } from '../db/client'
import { subscribers, subscriptions } from '../db/schema'

/**
 * Issue #34: an address typed into the form and never confirmed may be a stranger's; its pending
 * lists go after this many days (the link in its mail then confirms nothing), and with them a
 * subscriber left with no list.
 */
export const PENDING_KEPT_DAYS = 30

export interface SubscriptionRetentionCounts {
  pendingSubscriptions: number
  subscribers: number
}

export async function runSubscriptionRetention(
  db: Database,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<SubscriptionRetentionCounts> {
  const cutoff = new Date(now().getTime() - PENDING_KEPT_DAYS * 24 * 60 * 60 * 1000)
  const pending = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.status, 'pending'), lt(subscriptions.createdAt, cutoff)))
    .returning({ id: subscriptions.subscriberId })
  const empty = await db
    .delete(subscribers)
    .where(
      and(
        lt(subscribers.createdAt, cutoff),
        notExists(
          db
            .select({ id: subscriptions.subscriberId })
            .from(subscriptions)
            .where(eq(subscriptions.subscriberId, subscribers.id)),
        ),
      ),
    )
    .returning({ id: subscribers.id })
  return { pendingSubscriptions: pending.length, subscribers: empty.length }
}
