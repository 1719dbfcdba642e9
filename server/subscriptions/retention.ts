import { and, eq, lt, notExists } from 'drizzle-orm'
import type { Database } from '../db/client'
import { subscribers, subscriptions } from '../db/schema'
import { deleteCounted } from '../repositories/deleteCounted'

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
  const pending = await deleteCounted(
    db,
    subscriptions,
    and(eq(subscriptions.status, 'pending'), lt(subscriptions.createdAt, cutoff)),
  )
  // Then the subscribers as old as that, left without a list.
  const withoutList = notExists(
    db
      .select({ id: subscriptions.subscriberId })
      .from(subscriptions)
      .where(eq(subscriptions.subscriberId, subscribers.id)),
  )
  const empty = await deleteCounted(
    db,
    subscribers,
    and(lt(subscribers.createdAt, cutoff), withoutList),
  )
  return { pendingSubscriptions: pending, subscribers: empty }
}
