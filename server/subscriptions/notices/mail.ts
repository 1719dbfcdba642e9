import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { escapeXml } from '../../../src/domain/feeds/xml'
import type { Database } from '../../db/client'
import { listDeliveries, listMessages, subscriptions } from '../../db/schema'
import { preferencesUrl, unsubscribeUrl } from '../links'
import type { ListMessage, Recipient } from '../sending/queue'
import { listMailFooter } from '../texts'
import { NOTICE_TEXTS, SUBJECT_MAX } from './texts'

// Issue #34: a notice (an urgent banner, a new homework) as list mail. Each recipient's copy is a
// message of its own (key `<notice>:<subscriber>`): its footer holds links signed for that
// subscriber, and a subscriber confirmed since can be given the notice without a second copy to
// anyone else.

type Frequency = (typeof subscriptions.$inferSelect)['frequency']

export interface Notice {
  /** The notice's name (`urgent:<hash>`, `homework:<id>:<hash>`): one copy per subscriber, ever. */
  key: string
  list: string
  /** The list's name as the footer says it. */
  listName: string
  subject: string
  /** The notice's words, plain text: the greeting, signature and footer are added. */
  lines: string[]
}

/** The confirmed subscribers of a list who take its mail at one of these frequencies. */
export async function noticeRecipients(
  db: Database,
  list: string,
  frequencies: Frequency[],
): Promise<Recipient[]> {
  const rows = await db
    .select({ subscriberId: subscriptions.subscriberId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.list, list),
        eq(subscriptions.status, 'confirmed'),
        inArray(subscriptions.frequency, frequencies),
      ),
    )
  return rows.map(({ subscriberId }) => ({ subscriberId, list }))
}

/** One line of at most SUBJECT_MAX characters, cut at a word with an ellipsis. */
export function subjectLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= SUBJECT_MAX) return line
  const cut = line.slice(0, SUBJECT_MAX - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > SUBJECT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** A light HTML part from the plain text: escaped, paragraphs, addresses made links (no tracking). */
export function htmlOf(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) =>
    paragraph
      .split('\n')
      .map((line) =>
        escapeXml(line).replace(
          /\b(https?:\/\/[^\s<>"']+)/g,
          (url) => `<a href="${url}">${url}</a>`,
        ),
      )
      .join('<br>'),
  )
  return [
    '<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="font-family:sans-serif;font-size:16px;line-height:1.5;max-width:40em;margin:0 auto;padding:1em">',
    ...paragraphs.map((p) => `<p>${p}</p>`),
    '</body></html>',
  ].join('\n')
}

/** Copies stored in one statement (a few thousand parameters, far below PostgreSQL's limit). */
const CHUNK = 200

/**
 * What sending/queue.ts's enqueue does for one message and its recipients, for many messages of
 * one recipient each, in one transaction of two statements: the same rows and the same ON
 * CONFLICT DO NOTHING on the key and on (message, subscriber). One enqueue per copy took 5-7 s
 * for 500 subscribers (some 2,500 statements), which the editor's save would wait for.
 */
async function enqueueEach(
  db: Database,
  items: { message: ListMessage & { html: string }; recipient: Recipient }[],
): Promise<number> {
  if (items.length === 0) return 0
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(listMessages)
      .values(items.map(({ message }) => message))
      .onConflictDoNothing({ target: listMessages.key })
      .returning({ id: listMessages.id, key: listMessages.key })
    // A key stored in between by another run is that run's copy: it queued its delivery.
    const idOf = new Map(stored.map(({ id, key }) => [key, id]))
    const deliveries = items.flatMap(({ message, recipient }) => {
      const messageId = idOf.get(message.key)
      return messageId === undefined ? [] : [{ messageId, ...recipient }]
    })
    if (deliveries.length > 0) {
      await tx.insert(listDeliveries).values(deliveries).onConflictDoNothing()
    }
    return deliveries.length
  })
}

/**
 * Queues the notice for each recipient who has not had it, then wakes the sender. Answers how
 * many copies were queued now (0 when everyone had it: a save repeated, a check every minute).
 */
export async function mailNotice(
  app: FastifyInstance,
  notice: Notice,
  recipients: Recipient[],
): Promise<number> {
  const keyOf = (recipient: Recipient) => `${notice.key}:${recipient.subscriberId}`
  const had = new Set<string>()
  for (let i = 0; i < recipients.length; i += 500) {
    const keys = recipients.slice(i, i + 500).map(keyOf)
    const rows = await app.db
      .select({ key: listMessages.key })
      .from(listMessages)
      .where(inArray(listMessages.key, keys))
    for (const row of rows) had.add(row.key)
  }
  const links = app.listMail.links
  const messages = recipients
    .filter((recipient) => !had.has(keyOf(recipient)))
    .map((recipient) => {
      const text = [
        NOTICE_TEXTS.greeting,
        '',
        ...notice.lines,
        '',
        NOTICE_TEXTS.signature,
        '',
        ...listMailFooter(notice.listName, {
          preferences: preferencesUrl(links, recipient.subscriberId),
          unsubscribe: unsubscribeUrl(links, recipient.subscriberId, recipient.list),
        }),
      ].join('\n')
      const message = { key: keyOf(recipient), subject: notice.subject, text, html: htmlOf(text) }
      return { message: { ...message, lists: [notice.list] }, recipient }
    })
  let queued = 0
  for (let i = 0; i < messages.length; i += CHUNK) {
    queued += await enqueueEach(app.db, messages.slice(i, i + CHUNK))
  }
  if (queued > 0) void app.listMail.kick()
  return queued
}
