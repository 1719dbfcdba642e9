import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, like } from 'drizzle-orm'
import Fastify from 'fastify'
import type { ParsedMail } from 'mailparser'
import type { AppConfig } from '../../server/config'
import { listMessages, subscribers, subscriptions } from '../../server/db/schema'
import { digestPlugin } from '../../server/subscriptions/digest/schedule'
import { PREFERENCE_TEXTS } from '../../server/subscriptions/digest/texts'
import { preferencesUrl, SUBSCRIPTION_ROUTES } from '../../server/subscriptions/links'
import { PAGE_TEXTS } from '../../server/subscriptions/texts'
import { receivingSmtp } from './support/receivingSmtp'
import { waitFor } from './support/waitFor'
import { setUpListMailServer } from './support/listMailServer'
import { addSubscriber, type SubscriptionOf } from './support/subscribers'

// Issue #34: the weekly digest through the real server (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), its list mail sent by the server itself to a real SMTP server over TCP, the
// content read from a copy of content/ that the tests add homework to. The weeks are in the
// summer of 2027, when the sample content has nothing: all there is, the tests wrote.

const smtp = receivingSmtp()
const { received } = smtp

const { server, content, config } = setUpListMailServer({}, async () => ({
  smtpUrl: await smtp.listen(),
}))
afterAll(() => smtp.close())

const digestMails = (address: string) =>
  received.filter((r) => r.to.includes(address) && r.mail.subject?.includes('co nowego'))

let homeworkId = 9000
/** A homework file as the staff area writes one, read by the next digest. */
async function homework(fields: { title: string; class: string; assigned: string; due: string }) {
  homeworkId += 1
  const yaml = [
    `id: ${homeworkId}`,
    `title: ${JSON.stringify(fields.title)}`,
    `class: ${fields.class}`,
    'teacher: Anna Kowalska',
    `assigned: ${fields.assigned}`,
    `due: ${fields.due}`,
  ].join('\n')
  await writeFile(
    path.join(content.dir, 'homework', `${homeworkId}.md`),
    `---\n${yaml}\n---\n\nProszę przeczytać.\n`,
  )
  return homeworkId
}

/** A subscriber straight in the database, with these lists confirmed (or as given). */
const subscriber = (email: string, lists: Record<string, SubscriptionOf>) =>
  addSubscriber(server.app.db, email, lists)

const links = () => ({ secret: server.app.jwtSecret, siteUrl: server.app.listMail.links.siteUrl })
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}
const postForm = (url: string, body: string) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  })

/** A header's value as sent (mailparser turns List-* headers into objects). */
const headerOf = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((header) => header.key === key)!.line.replace(/^[^:]+:\s*/, '')

const parent3 = 'rodzic.trzeciej@example.com'
const parent4 = 'rodzic.czwartej@example.com'
const both = 'klasa3.i.wiadomosci@example.com'
const offParent = 'wylaczone@example.com'
const immediateParent = 'od.razu@example.com'
const pendingParent = 'niepotwierdzony@example.com'

beforeAll(async () => {
  // The klasa-3 parent subscribes as a parent does: the form, then the link in the mail.
  const answer = await server.app.inject({
    method: 'POST',
    url: SUBSCRIPTION_ROUTES.subscribe,
    payload: { email: parent3, lists: ['klasa-3'] },
  })
  expect(answer.statusCode).toBe(202)
  const confirmation = await waitFor(() => received.find((r) => r.to.includes(parent3)))
  const link = /https?:\/\/\S+\/api\/subscriptions\/confirm\?token=\S+/.exec(
    confirmation.mail.text!,
  )
  expect((await server.app.inject({ method: 'GET', url: pathOf(link![0]) })).statusCode).toBe(200)

  await subscriber(parent4, { 'klasa-4': {} })
  await subscriber(both, { 'klasa-3': {}, news: {}, urgent: {} })
  await subscriber(offParent, { 'klasa-3': { frequency: 'off' } })
  await subscriber(immediateParent, { 'klasa-3': { frequency: 'immediate' } })
  await subscriber(pendingParent, { 'klasa-3': { status: 'pending' } })
})

describe('the weekly digest', () => {
  it('sends nothing in a week with nothing to tell', async () => {
    const before = received.length
    expect(await server.app.digest.send('2027-07-08')).toEqual({
      day: '2027-07-08',
      queued: 0,
      sent: 0,
    })
    expect(received).toHaveLength(before)
  })

  it("sends a class's new homework to its weekly subscribers only, one mail per address, escaped in HTML", async () => {
    const id = await homework({
      title: 'Wiersz <script>alert("x")</script> & rymy',
      class: 'klasa-3',
      assigned: '2027-07-10',
      due: '2027-07-17',
    })
    // Assigned the week before: not new, but due on the coming Saturday.
    const older = await homework({
      title: 'Czytanie lektury',
      class: 'klasa-3',
      assigned: '2027-07-03',
      due: '2027-07-17',
    })
    const result = await server.app.digest.send('2027-07-15')
    expect(result).toEqual({ day: '2027-07-15', queued: 2, sent: 2 })

    const [mail] = digestMails(parent3).map((r) => r.mail)
    expect(digestMails(parent3)).toHaveLength(1)
    expect(mail!.text).toContain('Wiersz <script>alert("x")</script> & rymy (Anna Kowalska)')
    expect(mail!.text).toContain(`/zadania-domowe/${id}/`)
    expect(mail!.text).toContain(
      `Do oddania w sobotę 17 lipca 2027:\n- Czytanie lektury (Anna Kowalska)\n  ` +
        `${server.app.listMail.links.siteUrl}/zadania-domowe/${older}/\n`,
    )
    expect(mail!.text!.match(/Wiersz/g)).toHaveLength(1)
    expect(mail!.html).toContain(
      'Wiersz &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; rymy',
    )
    expect(mail!.html).not.toMatch(/<script|<img/i)
    expect(mail!.html).toMatch(new RegExp(`<a href="https?://[^"]+/zadania-domowe/${id}/">`))
    // The footer of list mail, and the one-click headers for the mail's list, klasa-3.
    expect(mail!.text).toContain('na listę „Klasa 3”')
    expect(mail!.text!.split('Wypisanie z tej listy')).toHaveLength(2)
    expect(mail!.text).toMatch(
      /Wybór list i częstotliwości: https?:\/\/\S+\/api\/subscriptions\/preferences\?token=/,
    )
    expect(headerOf(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(headerOf(mail!, 'list-unsubscribe')).toContain('.klasa-3.')

    // One mail for klasa-3 and news together; the urgent list is never in a digest.
    expect(digestMails(both)).toHaveLength(1)
    for (const address of [parent4, offParent, immediateParent, pendingParent]) {
      expect(digestMails(address)).toHaveLength(0)
    }
  })

  it('leaves out a homework file and a calendar broken by hand, and still sends the rest', async () => {
    const address = 'zepsuty.plik@example.com'
    await subscriber(address, { 'klasa-6': {} })
    await writeFile(
      path.join(content.dir, 'homework', '8999.md'),
      '---\ntitle: [nie domknięte\nclass: klasa-6\nassigned: 2027-09-07\n---\n',
    )
    await writeFile(path.join(content.dir, 'calendar', '2027-2028.yaml'), 'events: [\n  - date:')
    // As the staff area's editor writes it: dates quoted.
    const id = await homework({
      title: 'Zadanie z dobrego pliku',
      class: 'klasa-6',
      assigned: "'2027-09-08'",
      due: "'2027-09-11'",
    })
    expect(await server.app.digest.send('2027-09-09')).toMatchObject({ queued: 1, sent: 1 })
    const [mail] = digestMails(address).map((r) => r.mail)
    expect(mail!.text).toContain(`Zadanie z dobrego pliku (Anna Kowalska)`)
    expect(mail!.text).toContain(`/zadania-domowe/${id}/`)
    expect(mail!.text).not.toContain('nie domknięte')
  })

  it('sends nothing twice when the same week is made again', async () => {
    const before = received.length
    expect(await server.app.digest.send('2027-07-15')).toMatchObject({ queued: 0 })
    await server.app.listMail.kick()
    expect(received).toHaveLength(before)
    const keys = await server.app.db
      .select({ key: listMessages.key })
      .from(listMessages)
      .where(eq(listMessages.subject, digestMails(parent3)[0]!.mail.subject!))
    expect(keys.map((k) => k.key)).toHaveLength(2)
  })

  it("skips a list left with the one-click POST of the mail's List-Unsubscribe URL the next week", async () => {
    const [mail] = digestMails(both).map((r) => r.mail)
    const header = headerOf(mail!, 'list-unsubscribe')
    const https = /<(https?:\/\/[^>]+)>/.exec(header)![1]!
    expect((await postForm(pathOf(https), 'List-Unsubscribe=One-Click')).statusCode).toBe(200)

    await homework({
      title: 'Dyktando',
      class: 'klasa-3',
      assigned: '2027-07-17',
      due: '2027-07-24',
    })
    await writeFile(
      path.join(content.dir, 'news', '2027-07-20-piknik-szkolny.md'),
      '---\ntitle: Piknik szkolny\ndate: 2027-07-20\n---\nZapraszamy!\n',
    )
    expect(await server.app.digest.send('2027-07-22')).toMatchObject({ queued: 2 })
    const next = digestMails(both).map((r) => r.mail)
    expect(next).toHaveLength(2)
    expect(next[1]!.text).toContain('Piknik szkolny')
    expect(next[1]!.text).toContain('/wiadomosci/piknik-szkolny/')
    expect(next[1]!.text).not.toContain('Dyktando')
    expect(next[1]!.text).toContain('na listę „Wiadomości szkolne”')
    expect(digestMails(parent3).at(-1)!.mail.text).toContain('Dyktando')
  })
})

describe('the preference page', () => {
  it('shows the lists with a choice each, and an invalid link gets the bad-link page', async () => {
    const [mail] = digestMails(parent3).map((r) => r.mail)
    const url = /https?:\/\/\S+\/api\/subscriptions\/preferences\?token=\S+/.exec(mail!.text!)![0]
    const page = await server.app.inject({ method: 'GET', url: pathOf(url) })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain(PREFERENCE_TEXTS.title)
    expect(page.body).toMatch(
      /<legend>Klasa 3<\/legend><label><input type="radio" name="klasa-3" value="weekly" checked>/,
    )
    expect(page.body).toContain('name="klasa-4" value="off" checked')
    expect(page.body).not.toContain('@example.com')

    const bad = await server.app.inject({
      method: 'GET',
      url: `${SUBSCRIPTION_ROUTES.preferences}?token=${url.split('token=')[1]!.slice(0, -2)}xx`,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain(PAGE_TEXTS.badLink.title)
    const forged = await postForm(`${SUBSCRIPTION_ROUTES.preferences}?token=1.abc`, 'klasa-3=off')
    expect(forged.statusCode).toBe(400)
  })

  it("'off' and 'immediate' take a list out of the digest; a list chosen there is added", async () => {
    const weekly = await subscriber('co.tydzien@example.com', { 'klasa-3': {}, 'klasa-4': {} })
    const off = await subscriber('wylacza@example.com', { 'klasa-3': {} })
    const soon = await subscriber('przelacza@example.com', { 'klasa-3': {} })
    const page = (id: number) => pathOf(preferencesUrl(links(), id))
    expect((await postForm(page(off), 'klasa-3=off')).statusCode).toBe(200)
    expect((await postForm(page(soon), 'klasa-3=immediate')).statusCode).toBe(200)
    const saved = await postForm(page(weekly), 'klasa-3=weekly&klasa-4=off&klasa-5=weekly')
    expect(saved.body).toContain(PREFERENCE_TEXTS.saved)
    expect(saved.body).toContain('name="klasa-5" value="weekly" checked')

    await homework({
      title: 'Czytanka',
      class: 'klasa-3',
      assigned: '2027-07-24',
      due: '2027-07-31',
    })
    await homework({
      title: 'Mapa Polski',
      class: 'klasa-5',
      assigned: '2027-07-24',
      due: '2027-07-31',
    })
    await homework({ title: 'Ułamki', class: 'klasa-4', assigned: '2027-07-24', due: '2027-07-31' })
    await server.app.digest.send('2027-07-29')
    expect(digestMails('wylacza@example.com')).toHaveLength(0)
    expect(digestMails('przelacza@example.com')).toHaveLength(0)
    const [mail] = digestMails('co.tydzien@example.com').map((r) => r.mail)
    expect(mail!.text).toContain('Czytanka')
    expect(mail!.text).toContain('Mapa Polski')
    expect(mail!.text).not.toContain('Ułamki')
    // The klasa-4 parent gets klasa-4's homework and nothing of klasa-3's.
    const [fourth] = digestMails(parent4).map((r) => r.mail)
    expect(fourth!.text).toContain('Ułamki')
    expect(fourth!.text).not.toContain('Czytanka')
  })

  it('never confirms a pending list, and adds none for a subscriber with nothing confirmed', async () => {
    const [row] = await server.app.db
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.email, pendingParent))
    const url = pathOf(preferencesUrl(links(), row!.id))
    await postForm(url, 'klasa-3=immediate&news=weekly')
    const lists = await server.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriberId, row!.id))
    expect(lists).toEqual([
      expect.objectContaining({ list: 'klasa-3', status: 'pending', frequency: 'immediate' }),
    ])
  })
})

describe('the schedule', () => {
  /** The digest plugin on the test server's database and list mail, with its clock at `iso`. */
  async function scheduleAt(iso: string) {
    const app = Fastify()
    app.decorate('db', server.app.db)
    app.decorate('listMail', server.app.listMail)
    await app.register(digestPlugin, {
      config: { ...server.site.config, ...config, digestSchedule: true } as AppConfig,
      now: () => new Date(iso),
    })
    await app.ready()
    return app
  }
  const keysOf = async (day: string) =>
    (
      await server.app.db
        .select({ key: listMessages.key })
        .from(listMessages)
        .where(like(listMessages.key, `digest:${day}:%`))
    ).map((row) => row.key)

  it("makes nothing on Friday after 18:00 in Chicago, and the week's digest on Thursday after 18:00", async () => {
    await homework({
      title: 'Plan wakacji',
      class: 'klasa-3',
      assigned: '2027-08-01',
      due: '2027-08-07',
    })
    // Friday 6 August 2027, 18:01 CDT: last Thursday's digest is stale.
    const late = await scheduleAt('2027-08-06T23:01:00Z')
    await new Promise((resolve) => setTimeout(resolve, 500))
    await late.close()
    expect(await keysOf('2027-08-05')).toEqual([])

    // Thursday 5 August 2027, 18:00 CDT (23:00 UTC): made at start, sent by the server.
    const due = await scheduleAt('2027-08-05T23:00:00Z')
    const mail = await waitFor(() =>
      digestMails(parent3).find((r) => r.mail.subject!.includes('5 sierpnia 2027')),
    )
    await due.close()
    expect(mail.mail.text).toContain('Plan wakacji')
    expect((await keysOf('2027-08-05')).length).toBeGreaterThan(0)
  })
})
