import { and, asc, eq, inArray, like } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { listDeliveries, listMessages, subscribers, subscriptions } from '../../db/schema'
import type { Language } from '../../../src/domain/i18n/languages'
import type { LinkOptions } from '../links'
import { loadListCatalogues, namesOf } from '../lists'
import { enqueue } from '../sending/queue'
import { composeDigest } from './compose'
import { readWeek } from './content'
import { digestWeek } from './week'

// Issue #34: making a week's digest: one queued message per subscriber, covering every list they
// get weekly, in their language (issue #35). The key `digest:<day>:<subscriber>` makes a second run the same week queue nothing.

export interface DigestContext {
  db: Database
  contentDir: string
  links: LinkOptions
}

export interface DigestMade {
  day: string
  /** Messages queued by this run (one per subscriber with something to read). */
  queued: number
  messageIds: number[]
}

export const digestKey = (day: string, subscriberId: number) => `digest:${day}:${subscriberId}`

/**
 * Queues the digest of the week ending on Thursday `day` for every subscriber with a confirmed
 * weekly list; one already queued for that week (by an earlier run) is left alone. The lists come
 * from the content folder as it is now, so a class added since the server started has its list.
 */
export async function makeDigest(context: DigestContext, day: string): Promise<DigestMade> {
  const { db } = context
  const rows = await db
    .select({
      subscriberId: subscriptions.subscriberId,
      list: subscriptions.list,
      language: subscribers.language,
    })
    .from(subscriptions)
    .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
    .where(and(eq(subscriptions.status, 'confirmed'), eq(subscriptions.frequency, 'weekly')))
    .orderBy(asc(subscriptions.subscriberId))
  const made: DigestMade = { day, queued: 0, messageIds: [] }
  if (rows.length === 0) return made

  const done = new Set(
    (
      await db
        .select({ key: listMessages.key })
        .from(listMessages)
        .where(like(listMessages.key, `digest:${day}:%`))
    ).map((row) => row.key),
  )
  const listsOf = new Map<number, string[]>()
  const languageOf = new Map<number, Language>()
  for (const { subscriberId, list, language } of rows) {
    if (list === 'urgent' || done.has(digestKey(day, subscriberId))) continue
    listsOf.set(subscriberId, [...(listsOf.get(subscriberId) ?? []), list])
    languageOf.set(subscriberId, language)
  }
  if (listsOf.size === 0) return made

  // The lists named in each subscriber's language (issue #35).
  const catalogues = loadListCatalogues(context.contentDir)
  const catalogue = catalogues.pl
  const order = [...catalogue.keys()]
  const content = await readWeek(context.contentDir, digestWeek(day))
  for (const [subscriberId, lists] of listsOf) {
    // Lists no longer in the catalogue (a class since removed) have nothing to tell.
    const known = lists
      .filter((list) => catalogue.has(list))
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    const language = languageOf.get(subscriberId) ?? 'pl'
    const composed = composeDigest(
      content,
      known.map((id) => ({ id, name: namesOf(catalogues[language], [id])[0]! })),
      context.links.siteUrl,
      language,
    )
    if (!composed) continue
    const id = await enqueue(
      db,
      { key: digestKey(day, subscriberId), ...composed.mail, lists: known },
      [{ subscriberId, list: composed.firstList }],
    )
    made.queued += 1
    made.messageIds.push(id)
  }
  return made
}

/** How many of these messages' deliveries the SMTP server (or the outbox) has taken. */
export async function sentOf(db: Database, messageIds: number[]): Promise<number> {
  if (messageIds.length === 0) return 0
  const rows = await db
    .select({ status: listDeliveries.status })
    .from(listDeliveries)
    .where(and(inArray(listDeliveries.messageId, messageIds), eq(listDeliveries.status, 'sent')))
  return rows.length
}
