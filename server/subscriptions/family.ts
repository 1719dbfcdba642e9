import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { subscribers, subscriptions } from '../db/schema'
import { mailboxKey } from '../limits/mailCap'
import { deleteCounted } from '../repositories/deleteCounted'

/** A family's parents' addresses (a stored enrolment's JSON); the emergency contact is not theirs. */
interface FamilyAddresses {
  motherEmail?: unknown
  fatherEmail?: unknown
}

/** The mailbox keys of a family's parents (so a+x@gmail and a.x@gmail find the same subscriber). */
export function familyMailboxes(family: unknown): string[] {
  const { motherEmail, fatherEmail } = (family ?? {}) as FamilyAddresses
  const addresses = [motherEmail, fatherEmail].filter(
    (address): address is string => typeof address === 'string' && address.includes('@'),
  )
  return [...new Set(addresses.map(mailboxKey))]
}

/** The family's mailing lists (issue #34), for its export: each list, its state and frequency. */
export async function familySubscriptions(db: Database, family: unknown) {
  const mailboxes = familyMailboxes(family)
  if (mailboxes.length === 0) return []
  return db
    .select({
      email: subscribers.email,
      list: subscriptions.list,
      status: subscriptions.status,
      frequency: subscriptions.frequency,
      createdAt: subscriptions.createdAt,
      confirmedAt: subscriptions.confirmedAt,
    })
    .from(subscriptions)
    .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
    .where(inArray(subscribers.mailboxKey, mailboxes))
    .orderBy(asc(subscribers.email), asc(subscriptions.list))
}

/**
 * Deletes the parents' subscribers with all their lists (issue #34: a family's deletion takes its
 * subscriptions). Only on the office's deletion of a family; retention of enrolments leaves a
 * parent's own choice of mail alone.
 */
export async function deleteFamilySubscriptions(
  db: Pick<Database, 'delete'>,
  families: unknown[],
): Promise<number> {
  const mailboxes = [...new Set(families.flatMap(familyMailboxes))]
  if (mailboxes.length === 0) return 0
  return deleteCounted(db, subscribers, inArray(subscribers.mailboxKey, mailboxes))
}
