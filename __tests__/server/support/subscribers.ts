// Mailing-list subscribers written straight into the database, as a confirmed sign-up leaves them
// (issue #34), for the tests of list mail.
import type { Database } from '../../../server/db/client'
import { subscribers, subscriptions } from '../../../server/db/schema'
import { mailboxKey } from '../../../server/limits/mailCap'

type Subscription = typeof subscriptions.$inferSelect
export interface SubscriptionOf {
  status?: Subscription['status']
  frequency?: Subscription['frequency']
}

/**
 * A subscriber of these lists: each confirmed and weekly unless told (`lists` as names with one
 * setting for all, or as a record of each list's). Answers the subscriber's id.
 */
export async function addSubscriber(
  db: Database,
  email: string,
  lists: string[] | Record<string, SubscriptionOf>,
  all: SubscriptionOf = {},
): Promise<number> {
  const each = Array.isArray(lists) ? Object.fromEntries(lists.map((list) => [list, all])) : lists
  const [row] = await db
    .insert(subscribers)
    .values({ email, mailboxKey: mailboxKey(email) })
    .returning({ id: subscribers.id })
  await db.insert(subscriptions).values(
    Object.entries(each).map(([list, { status = 'confirmed', frequency = 'weekly' }]) => ({
      subscriberId: row!.id,
      list,
      status,
      frequency,
    })),
  )
  return row!.id
}
