import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { listDeliveries, listMessages, subscriptions } from '../../db/schema'

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

/**
 * Every confirmed subscriber of these lists who has not set them to 'off' (wcale) on the
 * preference page, once, with the first of the lists they are on.
 */
export async function confirmedRecipients(db: Database, lists: string[]): Promise<Recipient[]> {
  if (lists.length === 0) return []
  const rows = await db
    .select({ subscriberId: subscriptions.subscriberId, list: subscriptions.list })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'confirmed'),
        ne(subscriptions.frequency, 'off'),
        inArray(subscriptions.list, lists),
      ),
    )
  const first = new Map<number, string>()
  for (const row of rows.sort((a, b) => lists.indexOf(a.list) - lists.indexOf(b.list))) {
    if (!first.has(row.subscriberId)) first.set(row.subscriberId, row.list)
  }
  return [...first].map(([subscriberId, list]) => ({ subscriberId, list }))
}
