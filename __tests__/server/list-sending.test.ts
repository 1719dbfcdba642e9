import { generateKeyPairSync } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { dkimVerify } from 'mailauth/lib/dkim/verify'
import type { AppConfig } from '../../server/config'
import { listDeliveries, mailSuppressions, subscriptions } from '../../server/db/schema'
import { mailboxKey } from '../../server/limits/mailCap'
import { createOutboxStore } from '../../server/outbox/store'
import { listUnsubscribeHeaders } from '../../server/subscriptions/links'
import {
  claim,
  markInterrupted,
  release,
  URGENT_KEY_PREFIX,
} from '../../server/subscriptions/sending/claims'
import {
  confirmedRecipients,
  enqueue,
  type ListMessage,
} from '../../server/subscriptions/sending/queue'
import { createListTransport } from '../../server/subscriptions/sending/transport'
import { sendQueued } from '../../server/subscriptions/sending/worker'
import { setUpServer } from './built-site'
import { receivingSmtp } from './support/receivingSmtp'
import { addSubscriber } from './support/subscribers'

// Issue #34, the sending side: list mail from the database queue, through a real SMTP server
// over TCP (smtp-server), on PGlite or PostgreSQL (TEST_DATABASE_URL).

/** Recipients the SMTP server answers with this reply code instead of taking them. */
const refusals = new Map<string, number>()
const smtp = receivingSmtp(refusals)
const { mailsTo } = smtp

const selector = 'lista'
const domain = 'polskaszkolalombard.org'
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const overrides: Partial<AppConfig> = {
  publish: false,
  contentGitCommit: false,
  listMailPerSecond: 1000,
  // The tests call sendQueued themselves.
  listMailRunner: false,
  dkim: {
    domainName: domain,
    keySelector: selector,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  },
}

beforeAll(async () => {
  overrides.smtpUrl = await smtp.listen()
})
const server = setUpServer(overrides)
afterAll(() => smtp.close())

let messages = 0
const message = (lists: string[]): ListMessage => ({
  key: `test:${(messages += 1)}`,
  subject: `Wiadomości ${messages}`,
  text: 'Dzień dobry, w sobotę zajęcia jak zwykle.',
  lists,
})

/** A confirmed subscriber of these lists. */
const subscriber = (email: string, lists: string[]) => addSubscriber(server.app.db, email, lists)

async function enqueueTo(lists: string[], mail = message(lists)) {
  return enqueue(server.app.db, mail, await confirmedRecipients(server.app.db, lists))
}

const deliveryOf = async (messageId: number, subscriberId: number) => {
  const [row] = await server.app.db
    .select()
    .from(listDeliveries)
    .where(
      and(eq(listDeliveries.messageId, messageId), eq(listDeliveries.subscriberId, subscriberId)),
    )
  return row
}

/** The header section's one line that starts with `name:`, and whether the next line continues it. */
function rawHeader(raw: string, name: string) {
  const lines = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n')
  const at = lines.findIndex((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return { line: lines[at], continued: /^[ \t]/.test(lines[at + 1] ?? '') }
}

describe('sendQueued', () => {
  it('mails each confirmed subscriber one copy, with one-click unsubscribe headers each on one line', async () => {
    const anna = await subscriber('anna@example.com', ['klasa-1'])
    const piotr = await subscriber('piotr@example.com', ['klasa-1', 'news'])
    await subscriber('ewa@example.com', ['klasa-2'])
    await enqueueTo(['klasa-1'])

    expect(await sendQueued(server.app)).toMatchObject({ sent: 2, failed: 0 })

    expect(mailsTo('anna@example.com')).toHaveLength(1)
    expect(mailsTo('piotr@example.com')).toHaveLength(1)
    expect(mailsTo('ewa@example.com')).toHaveLength(0)
    for (const [address, id] of [
      ['anna@example.com', anna],
      ['piotr@example.com', piotr],
    ] as const) {
      const { raw, mail: parsed } = mailsTo(address)[0]!
      const expected = listUnsubscribeHeaders(server.app.listMail.links, id, 'klasa-1')
      // mailparser keeps List-* headers' own lines here; what they say is checked below.
      const parsedNames = parsed.headerLines.map((header) => header.key)
      expect(parsedNames).toEqual(
        expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']),
      )
      for (const name of ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const) {
        expect(rawHeader(raw, name)).toEqual({
          line: `${name}: ${expected[name]}`,
          continued: false,
        })
      }
      // Each copy ends with its own links, in the text and in the light HTML part.
      const unsubscribe = /<(https?:[^>]+)>/.exec(expected['List-Unsubscribe'])![1]!
      expect(parsed.text).toContain(`Wypisanie z tej listy: ${unsubscribe}`)
      expect(parsed.text).toMatch(/Wybór list i częstotliwości: https?:\S+preferences\?token=/)
      expect(parsed.html).toContain(`<a href="${unsubscribe}">`)
      expect(parsed.html).not.toMatch(/<img|<script/i)
    }
  })

  it('leaves the list with a POST to the https address of its List-Unsubscribe header', async () => {
    const id = await subscriber('marta@example.com', ['klasa-3', 'news'])
    await enqueueTo(['klasa-3'])
    await sendQueued(server.app)
    const { line } = rawHeader(mailsTo('marta@example.com')[0]!.raw, 'List-Unsubscribe')
    const url = new URL(/<(https?:[^>]+)>/.exec(line!)![1]!)

    await server.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })

    const lists = await server.app.db
      .select({ list: subscriptions.list })
      .from(subscriptions)
      .where(eq(subscriptions.subscriberId, id))
    expect(lists).toEqual([{ list: 'news' }])
  })

  it('sends a message enqueued twice once', async () => {
    const id = await subscriber('jan@example.com', ['klasa-4'])
    const mail = message(['klasa-4'])
    const first = await enqueueTo(['klasa-4'], mail)
    const second = await enqueueTo(['klasa-4'], mail)

    await sendQueued(server.app)

    expect(second).toBe(first)
    expect(mailsTo('jan@example.com')).toHaveLength(1)
    expect(await deliveryOf(first, id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('never mails a suppressed mailbox', async () => {
    const id = await subscriber('zofia@example.com', ['klasa-5'])
    await server.app.db
      .insert(mailSuppressions)
      .values({ mailboxKey: mailboxKey('zofia@example.com'), reason: 'admin' })
    const messageId = await enqueueTo(['klasa-5'])

    expect(await sendQueued(server.app)).toMatchObject({ suppressed: 1, sent: 0 })

    expect(mailsTo('zofia@example.com')).toHaveLength(0)
    expect(await deliveryOf(messageId, id)).toMatchObject({ status: 'suppressed' })
  })

  it('suppresses a mailbox the SMTP server refuses with a 5xx answer, and fails its delivery', async () => {
    const id = await subscriber('nieznany@example.com', ['klasa-6'])
    refusals.set('nieznany@example.com', 550)
    const messageId = await enqueueTo(['klasa-6'])

    expect(await sendQueued(server.app)).toMatchObject({ failed: 1 })

    expect(mailsTo('nieznany@example.com')).toHaveLength(0)
    expect(await deliveryOf(messageId, id)).toMatchObject({ status: 'failed', attempts: 1 })
    const [suppression] = await server.app.db
      .select()
      .from(mailSuppressions)
      .where(eq(mailSuppressions.mailboxKey, mailboxKey('nieznany@example.com')))
    expect(suppression).toMatchObject({ reason: 'bounce' })
  })

  it('keeps a delivery answered 4xx queued for a later run, which sends it', async () => {
    const id = await subscriber('pelna@example.com', ['klasa-7'])
    refusals.set('pelna@example.com', 452)
    const messageId = await enqueueTo(['klasa-7'])

    expect(await sendQueued(server.app)).toMatchObject({ deferred: 1 })
    expect(await deliveryOf(messageId, id)).toMatchObject({ status: 'queued', attempts: 1 })

    refusals.delete('pelna@example.com')
    await sendQueued(server.app)
    expect(mailsTo('pelna@example.com')).toHaveLength(1)
    expect(await deliveryOf(messageId, id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('after a crash, sends what was claimed and the one in flight, each once, with its Message-ID', async () => {
    const inFlight = await subscriber('w-locie@example.com', ['klasa-8'])
    const waiting = await subscriber('czeka@example.com', ['klasa-8'])
    const messageId = await enqueueTo(['klasa-8'])
    const leave = (subscriberId: number, status: 'sending' | 'claimed') =>
      server.app.db
        .update(listDeliveries)
        .set({ status })
        .where(
          and(
            eq(listDeliveries.messageId, messageId),
            eq(listDeliveries.subscriberId, subscriberId),
          ),
        )
    await leave(inFlight, 'sending')
    await leave(waiting, 'claimed')

    expect(await markInterrupted(server.app.db)).toBe(1)
    await sendQueued(server.app)

    expect(mailsTo('w-locie@example.com')).toHaveLength(1)
    expect(mailsTo('w-locie@example.com')[0]!.raw).toContain(
      `Message-ID: <list-${messageId}-${inFlight}@`,
    )
    expect(await deliveryOf(messageId, inFlight)).toMatchObject({ status: 'sent' })
    expect(mailsTo('czeka@example.com')).toHaveLength(1)
    expect(await deliveryOf(messageId, waiting)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('sends an urgent notice before the mail queued ahead of it', async () => {
    const id = await subscriber('kolejka@example.com', ['klasa-6', 'urgent'])
    await enqueueTo(['klasa-6'])
    const urgent = await enqueue(
      server.app.db,
      { ...message(['urgent']), key: `${URGENT_KEY_PREFIX}test-${messages}` },
      [{ subscriberId: id, list: 'urgent' }],
    )

    const [first] = await claim(server.app.db, 1)
    expect(first!.messageId).toBe(urgent)
    await release(server.app.db, [first!])
    expect(await sendQueued(server.app)).toMatchObject({ sent: 2 })
    const subjects = mailsTo('kolejka@example.com').map(({ mail }) => mail.subject)
    expect(subjects).toEqual([`Wiadomości ${messages}`, `Wiadomości ${messages - 1}`])
  })

  it('sends no faster than the rate asked for', async () => {
    const ratePerSecond = 20
    for (const name of ['tempo-1', 'tempo-2', 'tempo-3']) {
      await subscriber(`${name}@example.com`, ['klasa-10'])
    }
    await enqueueTo(['klasa-10'])

    const started = Date.now()
    expect(await sendQueued(server.app, { ratePerSecond })).toMatchObject({ sent: 3 })

    // The first goes at once, each other one 1/rate of a second after the one before (less a few
    // milliseconds: a timer may fire a millisecond before Date.now() has moved on as far).
    expect(Date.now() - started).toBeGreaterThanOrEqual((2 * 1000) / ratePerSecond - 5)
  })

  it('signs list mail with DKIM so that a receiver verifies it', async () => {
    await subscriber('dkim@example.com', ['klasa-9'])
    await enqueueTo(['klasa-9'])
    await sendQueued(server.app)
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
    const resolver = async (name: string, type: string) => {
      if (type === 'TXT' && name === `${selector}._domainkey.${domain}`) {
        return [[`v=DKIM1; k=rsa; p=${spki}`]]
      }
      throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' })
    }

    const { results } = await dkimVerify(Buffer.from(mailsTo('dkim@example.com')[0]!.raw), {
      resolver,
    })

    expect(results.map((result) => result.status.result)).toEqual(['pass'])
  })
})

describe('createListTransport without SMTP_URL', () => {
  it('writes list mail to the outbox as other mail, its headers each on one line', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lista-outbox-'))
    const outbox = createOutboxStore(dir)
    const transport = createListTransport({ outbox })
    const headers = listUnsubscribeHeaders(server.app.listMail.links, 1, 'news')
    try {
      const { delivered, id } = await transport.send({
        from: 'noreply@example.org',
        to: 'rodzic@example.com',
        subject: 'Tydzień',
        text: 'Dzień dobry',
        headers,
      })
      expect(delivered).toBe('outbox')
      const raw = (await outbox.read(id))!.raw.toString('utf8')
      expect(rawHeader(raw, 'List-Unsubscribe')).toEqual({
        line: `List-Unsubscribe: ${headers['List-Unsubscribe']}`,
        continued: false,
      })
    } finally {
      transport.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
