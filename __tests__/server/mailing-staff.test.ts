import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import type { AppConfig } from '../../server/config'
import {
  auditLog,
  contentChanges,
  listDeliveries,
  listMessages,
  mailSuppressions,
  subscribers,
  subscriptions,
} from '../../server/db/schema'
import type { Role } from '../../server/repositories/users'
import { MAILING_TEXTS, TEST_SUBJECT_PREFIX } from '../../server/routes/gazda/mailing/texts'
import type { MailingLists, SendLog, Suppressions } from '../../src/domain/api/mailing'
import { MAILING_MESSAGES } from '../../src/domain/mailing'
import { setUpServer } from './built-site'
import { addStaff } from './support/staff'
import { receivingSmtp } from './support/receivingSmtp'
import { listUnsubscribeHeaders } from '../../server/subscriptions/links'
import { addSubscriber } from './support/subscribers'
import { expectFieldRefusal } from './support/refusals'

// Issue #34, the staff side: /api/gazda/mailing on the real server, its mail through a real SMTP
// server over TCP (smtp-server), on PGlite or PostgreSQL (TEST_DATABASE_URL). The list mail's
// sender runs as in production (listMailRunner): a send arrives through the route's kick.

const smtp = receivingSmtp()
const { received, mailsTo } = smtp

const overrides: Partial<AppConfig> = {
  publish: false,
  contentGitCommit: false,
  listMailPerSecond: 1000,
  listMailRunner: true,
}
beforeAll(async () => {
  overrides.smtpUrl = await smtp.listen()
})
const server = setUpServer(overrides)
afterAll(() => smtp.close())

const ADMIN = 'sekretariat@szkola.org'
const TEACHER = 'nauczycielka@szkola.org'
const tokens: Record<string, string> = {}
const account = async (role: Role, email: string, classes: string[] = []) =>
  (await addStaff(server.app, { role, email, name: `Konto ${role}`, classes })).token

beforeAll(async () => {
  tokens.admin = await account('admin', ADMIN)
  tokens.teacher = await account('teacher', TEACHER, ['klasa-8'])
  tokens.editor = await account('editor', 'redakcja@szkola.org')
})

type Method = 'GET' | 'POST' | 'DELETE'
const as = (who: string, method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } })

/** A subscriber of these lists, confirmed or not. */
const subscriber = (
  email: string,
  lists: string[],
  status: 'confirmed' | 'pending' = 'confirmed',
) => addSubscriber(server.app.db, email, lists, { status })

const message = (lists: string[], subject = 'Sobota 5 grudnia') => ({
  lists,
  subject,
  text: 'Dzień dobry,\n\nw sobotę zajęcia zaczynają się o 10:00.\n\nWychowawczyni',
})
const send = (who: string, lists: string[], key = `staff:${randomUUID()}`) =>
  as(who, 'POST', '/api/gazda/mailing/send', { ...message(lists), key })

/** Waits until the sender has sent everything queued (the route's kick, then one more run). */
const sent = () => server.app.listMail.kick()

describe('GET /api/gazda/mailing/lists', () => {
  it("counts each list's confirmed and pending addresses: every class, news and urgent", async () => {
    await subscriber('a@example.com', ['klasa-6', 'news'])
    await subscriber('b@example.com', ['klasa-6'])
    await subscriber('c@example.com', ['klasa-6', 'urgent'], 'pending')
    await subscriber('d@example.com', ['klasa-7'], 'pending')

    const response = await as('admin', 'GET', '/api/gazda/mailing/lists')
    expect(response.statusCode).toBe(200)
    const { lists } = response.json<MailingLists>()
    expect(lists).toHaveLength(13 + 2)
    expect(lists.slice(-2).map((list) => list.id)).toEqual(['news', 'urgent'])
    const of = (id: string) => lists.find((list) => list.id === id)
    expect(of('klasa-6')).toEqual({ id: 'klasa-6', name: 'Klasa 6', confirmed: 2, pending: 1 })
    expect(of('klasa-7')).toMatchObject({ confirmed: 0, pending: 1 })
    expect(of('news')).toMatchObject({ confirmed: 1, pending: 0 })
    expect(of('urgent')).toMatchObject({ confirmed: 0, pending: 1 })
    expect(of('zerowka')).toMatchObject({ confirmed: 0, pending: 0 })
    expect(JSON.stringify(lists)).not.toContain('@')
  })

  it("shows a teacher their own classes' counts only", async () => {
    const { lists } = (await as('teacher', 'GET', '/api/gazda/mailing/lists')).json<MailingLists>()
    expect(lists.map((list) => list.id)).toEqual(['klasa-8'])
  })
})

describe('who may use it', () => {
  it.each([
    ['GET', '/api/gazda/mailing/lists'],
    ['GET', '/api/gazda/mailing/messages'],
    ['GET', '/api/gazda/mailing/suppressions'],
    ['POST', '/api/gazda/mailing/preview'],
    ['POST', '/api/gazda/mailing/send'],
  ] as const)('refuses an editor %s %s with 403', async (method, url) => {
    const response = await as(
      'editor',
      method,
      url,
      method === 'POST' ? message(['news']) : undefined,
    )
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toBe(MAILING_TEXTS.notForEditors)
  })

  it('keeps the send log and the suppressions from a teacher', async () => {
    for (const url of ['/api/gazda/mailing/messages', '/api/gazda/mailing/suppressions'])
      expect((await as('teacher', 'GET', url)).statusCode).toBe(403)
    const add = await as('teacher', 'POST', '/api/gazda/mailing/suppressions', {
      email: 'x@example.com',
    })
    expect(add.statusCode).toBe(403)
  })

  it("refuses a teacher another class or the school's lists, in Polish, and sends nothing", async () => {
    const messages = await server.app.db.$count(listMessages)
    for (const lists of [['klasa-7'], ['klasa-8', 'klasa-7'], ['news'], ['urgent']]) {
      for (const path of ['preview', 'test', 'send']) {
        const response =
          path === 'send'
            ? await send('teacher', lists)
            : await as('teacher', 'POST', `/api/gazda/mailing/${path}`, message(lists))
        expect(response.statusCode).toBe(403)
        expect(response.json().message).toBe(MAILING_MESSAGES.notYourList)
      }
    }
    expect(await server.app.db.$count(listMessages)).toBe(messages)
  })

  it("sends a teacher's message to their own class", async () => {
    await subscriber('rodzic8@example.com', ['klasa-8'])
    const response = await send('teacher', ['klasa-8'])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ recipients: 1 })
    await sent()
    expect(mailsTo('rodzic8@example.com')).toHaveLength(1)
  })
})

describe('a message', () => {
  it('is refused without lists, subject or text, or too long, each field with its error', async () => {
    const response = await as('admin', 'POST', '/api/gazda/mailing/preview', {
      lists: [],
      subject: '  ',
      text: 'x'.repeat(20_001),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      message: MAILING_MESSAGES.invalid,
      inputErrors: {
        lists: [MAILING_MESSAGES.listsRequired],
        subject: [MAILING_MESSAGES.subjectRequired],
        text: [MAILING_MESSAGES.bodyTooLong],
      },
    })
    // Only the screen's own kind of key: never another sender's (a digest's) message.
    const messages = await server.app.db.$count(listMessages)
    const otherKey = await send('admin', ['klasa-1'], 'digest:2026-11-26')
    expect(otherKey.statusCode).toBe(400)
    expect(await server.app.db.$count(listMessages)).toBe(messages)
    const unknown = await as('admin', 'POST', '/api/gazda/mailing/preview', message(['klasa-99']))
    expect(unknown.json().inputErrors).toEqual({
      lists: [MAILING_MESSAGES.listUnknown('klasa-99')],
    })
  })

  it('is previewed as a parent gets it, with the footer and the number of addresses it reaches', async () => {
    await subscriber('p1@example.com', ['klasa-5'])
    await subscriber('p2@example.com', ['klasa-5', 'klasa-4'])
    await subscriber('p3@example.com', ['klasa-4'], 'pending')
    const response = await as(
      'admin',
      'POST',
      '/api/gazda/mailing/preview',
      message(['klasa-4', 'klasa-5']),
    )
    expect(response.statusCode).toBe(200)
    const preview = response.json()
    expect(preview.recipients).toBe(2)
    expect(preview.text).toContain('w sobotę zajęcia zaczynają się o 10:00.')
    expect(preview.text).toContain('Tę wiadomość otrzymują osoby zapisane na listę „Klasa 4”')
  })

  it('is sent as a test to the staff member alone, at once, marked as a test', async () => {
    await subscriber('t1@example.com', ['klasa-2'])
    const before = received.length
    const messages = await server.app.db.$count(listMessages)
    const response = await as('admin', 'POST', '/api/gazda/mailing/test', message(['klasa-2']))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ to: ADMIN })

    expect(received.slice(before).map((mail) => mail.to)).toEqual([[ADMIN]])
    const mail = await simpleParser(received.at(-1)!.raw)
    expect(mail.subject).toBe(`${TEST_SUBJECT_PREFIX}Sobota 5 grudnia`)
    expect(mail.text).toContain('w sobotę zajęcia zaczynają się o 10:00.')
    expect(mail.text).toContain('listę „Klasa 2”')
    expect(await server.app.db.$count(listMessages)).toBe(messages)
    await sent()
    expect(mailsTo('t1@example.com')).toHaveLength(0)
  })

  it('reaches the confirmed subscribers of the chosen lists only, once each, and a second click sends nothing more', async () => {
    await subscriber('s1@example.com', ['klasa-1'])
    await subscriber('s2@example.com', ['klasa-1', 'klasa-2'])
    await subscriber('s3@example.com', ['klasa-2', 'news'])
    await subscriber('s4@example.com', ['klasa-1'], 'pending')
    await subscriber('s5@example.com', ['klasa-3', 'news'])
    // Set to "wcale" on the preference page: no mail from that list, the staff's neither.
    const off = await subscriber('s6@example.com', ['klasa-1'])
    await server.app.db
      .update(subscriptions)
      .set({ frequency: 'off' })
      .where(eq(subscriptions.subscriberId, off))
    const key = `staff:${randomUUID()}`

    const [first, second] = await Promise.all([
      send('admin', ['klasa-1', 'klasa-2'], key),
      send('admin', ['klasa-1', 'klasa-2'], key),
    ])
    const third = await send('admin', ['klasa-1', 'klasa-2'], key)
    await sent()

    for (const response of [first!, second!, third]) expect(response.statusCode).toBe(200)
    expect(third.json()).toEqual(first!.json())
    // t1 subscribed to klasa-2 in the test before.
    expect(first!.json().recipients).toBe(4)
    for (const address of ['s1@example.com', 's2@example.com', 's3@example.com', 't1@example.com'])
      expect(mailsTo(address)).toHaveLength(1)
    for (const address of ['s4@example.com', 's5@example.com', 's6@example.com'])
      expect(mailsTo(address)).toHaveLength(0)
    const mail = await simpleParser(mailsTo('s2@example.com')[0]!.raw)
    expect(mail.subject).toBe('Sobota 5 grudnia')
    // mailparser keeps the List-* headers as their lines.
    expect(mail.headerLines.map((header) => header.key)).toContain('list-unsubscribe-post')

    const { messages } = (await as('admin', 'GET', '/api/gazda/mailing/messages')).json<SendLog>()
    const logged = messages.find((item) => item.id === first!.json().id)
    expect(logged).toMatchObject({ subject: 'Sobota 5 grudnia', lists: ['Klasa 1', 'Klasa 2'] })
    expect(logged!.deliveries).toEqual({ sent: 4 })
    expect(messages[0]!.id).toBe(first!.json().id)
    const changes = await server.app.db
      .select()
      .from(contentChanges)
      .where(
        and(
          eq(contentChanges.kind, 'mailing'),
          eq(contentChanges.recordId, String(first!.json().id)),
        ),
      )
    expect(changes).toHaveLength(1)
  })
})

describe('the suppression list', () => {
  it('takes an address an admin adds: it gets nothing; removed, it gets mail again', async () => {
    await subscriber('Zofia.Nowak+szkola@example.com', ['klasa-3'])
    const add = await as('admin', 'POST', '/api/gazda/mailing/suppressions', {
      email: 'zofia.nowak@Example.com',
    })
    expect(add.statusCode).toBe(204)
    const again = await as('admin', 'POST', '/api/gazda/mailing/suppressions', {
      email: 'zofia.nowak@example.com',
    })
    expect(again.statusCode).toBe(409)
    const { suppressions } = (
      await as('admin', 'GET', '/api/gazda/mailing/suppressions')
    ).json<Suppressions>()
    expect(suppressions).toContainEqual(
      expect.objectContaining({ address: 'zofia.nowak@example.com', reason: 'admin' }),
    )

    const first = await send('admin', ['klasa-3'])
    await sent()
    expect(mailsTo('Zofia.Nowak+szkola@example.com')).toHaveLength(0)
    expect(mailsTo('s5@example.com')).toHaveLength(1)
    const [delivery] = await server.app.db
      .select({ status: listDeliveries.status })
      .from(listDeliveries)
      .innerJoin(subscribers, eq(subscribers.id, listDeliveries.subscriberId))
      .where(
        and(
          eq(listDeliveries.messageId, first.json().id),
          eq(subscribers.email, 'Zofia.Nowak+szkola@example.com'),
        ),
      )
    expect(delivery).toEqual({ status: 'suppressed' })

    const removed = await as('admin', 'DELETE', '/api/gazda/mailing/suppressions', {
      email: 'zofia.nowak@example.com',
    })
    expect(removed.statusCode).toBe(204)
    await send('admin', ['klasa-3'])
    await sent()
    expect(mailsTo('Zofia.Nowak+szkola@example.com')).toHaveLength(1)

    const changes = await server.app.db
      .select()
      .from(contentChanges)
      .where(and(eq(contentChanges.kind, 'mailing'), eq(contentChanges.recordId, 'suppressions')))
    expect(changes.map((change) => change.action)).toEqual(['create', 'delete'])
    expect(JSON.stringify(changes)).not.toMatch(/zofia/i)
    const audits = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'mailing'), eq(auditLog.recordId, 'suppressions')))
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['list', 'update', 'delete']),
    )
    expect(JSON.stringify(audits)).not.toMatch(/zofia/i)
  })

  it('keeps a bounce or an unsubscribe: only an admin’s own entry is removed', async () => {
    await server.app.db
      .insert(mailSuppressions)
      .values({ mailboxKey: 'odbite@example.com', reason: 'bounce' })
    const kept = await as('admin', 'DELETE', '/api/gazda/mailing/suppressions', {
      email: 'odbite@example.com',
    })
    expect(kept.statusCode).toBe(409)
    expect(kept.json().message).toBe(MAILING_MESSAGES.suppressionNotAdmin)
    const missing = await as('admin', 'DELETE', '/api/gazda/mailing/suppressions', {
      email: 'nikt@example.com',
    })
    expect(missing.statusCode).toBe(404)
    const bad = await as('admin', 'POST', '/api/gazda/mailing/suppressions', { email: 'nie-adres' })
    expectFieldRefusal(bad, { email: [MAILING_MESSAGES.emailInvalid] })
  })
})

describe('an unsubscribe by mail (the List-Unsubscribe mailto, read by the office)', () => {
  it('leaves the one list the pasted subject names; a subject without a valid token changes nothing', async () => {
    const id = await subscriber('poczta@example.com', ['klasa-2', 'news'])
    const mailto = /<mailto:([^?>]+)\?subject=([^>]+)>/.exec(
      listUnsubscribeHeaders(server.app.listMail.links, id, 'klasa-2')['List-Unsubscribe'],
    )!
    // The mailto goes to the office, whom a person reads: noreply@ would read nothing.
    expect(mailto[1]).toBe(server.app.listMail.links.unsubscribeMailbox)
    expect(mailto[1]).not.toMatch(/^noreply@/)

    const listsOf = async () =>
      (
        await server.app.db
          .select({ list: subscriptions.list })
          .from(subscriptions)
          .where(eq(subscriptions.subscriberId, id))
      ).map((row) => row.list)

    const forged = await as('admin', 'POST', '/api/gazda/mailing/unsubscribe-requests', {
      subject: `Re: ${mailto[2]!.slice(0, -3)}xyz`,
    })
    expectFieldRefusal(forged, {
      subject: [MAILING_MESSAGES.unsubscribeRequestInvalid],
    })
    const teacher = await as('teacher', 'POST', '/api/gazda/mailing/unsubscribe-requests', {
      subject: mailto[2],
    })
    expect(teacher.statusCode).toBe(403)
    expect((await listsOf()).sort()).toEqual(['klasa-2', 'news'])

    const done = await as('admin', 'POST', '/api/gazda/mailing/unsubscribe-requests', {
      subject: `Re: ${mailto[2]}`,
    })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ list: 'Klasa 2' })
    expect(await listsOf()).toEqual(['news'])
    const [change] = await server.app.db
      .select({ summary: contentChanges.summary })
      .from(contentChanges)
      .where(eq(contentChanges.recordId, 'subscriptions'))
    expect(change!.summary).not.toContain('poczta@')
  })
})
