import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import { listDeliveries, listMessages, subscriptions } from '../../db/schema'
import { enqueue, type ListMessage, type Recipient } from '../sending/queue'
import { NOTICE_TEXTS, SUBJECT_MAX } from './texts'

// Issue #34: a notice (an urgent banner, a new homework) as list mail: one message, one delivery
// per subscriber, never two (the queue's keys).

type Frequency = (typeof subscriptions.$inferSelect)['frequency']

export interface Notice {
  /** The notice's name (`urgent:<hash>`, `homework:<id>:<hash>`): one copy per subscriber, ever. */
  key: string
  list: string
  subject: string
  /** The notice's words, plain text: the greeting and signature are added (the footer when sent). */
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

/**
 * Queues the notice for each recipient who has not had it, as one message (its key the notice's),
 * then wakes the sender, which ends each copy with that subscriber's own footer and makes its
 * light HTML part (sending/body.ts). Enqueued again, only a subscriber confirmed since is added.
 * Answers how many copies were queued now (0 when everyone had it: a save repeated, a check every
 * minute).
 */
export async function mailNotice(
  app: FastifyInstance,
  notice: Notice,
  recipients: Recipient[],
): Promise<number> {
  if (recipients.length === 0) return 0
  const had = new Set(
    (
      await app.db
        .select({ subscriberId: listDeliveries.subscriberId })
        .from(listDeliveries)
        .innerJoin(listMessages, eq(listMessages.id, listDeliveries.messageId))
        .where(eq(listMessages.key, notice.key))
    ).map((row) => row.subscriberId),
  )
  const fresh = recipients.filter((recipient) => !had.has(recipient.subscriberId))
  if (fresh.length === 0) return 0
  const text = [NOTICE_TEXTS.greeting, '', ...notice.lines, '', NOTICE_TEXTS.signature].join('\n')
  const message: ListMessage = {
    key: notice.key,
    subject: notice.subject,
    text,
    lists: [notice.list],
  }
  for (let i = 0; i < fresh.length; i += CHUNK) {
    await enqueue(app.db, message, fresh.slice(i, i + CHUNK))
  }
  void app.listMail.kick()
  return fresh.length
}

/** Recipients stored in one statement (three parameters each, far below PostgreSQL's limit). */
const CHUNK = 5000
