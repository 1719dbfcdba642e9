import { eq, inArray, like } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { listDeliveries, listMessages, mailSuppressions, subscribers } from '../../server/db/schema'
import { mailboxKey } from '../../server/limits/mailCap'
import { setUpContentServer } from './support/contentServer'
import { receivingSmtp, type ReceivedMail } from './support/receivingSmtp'
import { addSubscriber, type SubscriptionOf } from './support/subscribers'
import { NEW_HOMEWORK } from './support/homework'

// Issue #34, notices mailed at once: an urgent banner saved in the staff area reaches the urgent
// list within a minute (the server's own sending, as in production: no call of sendQueued here),
// a scheduled one when it starts, and a new homework its class's 'immediate' subscribers. Mail
// arrives through a real SMTP server over TCP; PGlite, or PostgreSQL with TEST_DATABASE_URL.

const smtp = receivingSmtp()

let smtpUrl = ''
beforeAll(async () => {
  smtpUrl = await smtp.listen()
})
const server = setUpContentServer(() => ({
  smtpUrl,
  listMailPerSecond: 1000,
  // The server sends by itself (kick after a save, and its poll); the minute's alert check is
  // called by the tests with the clock they choose.
  listMailRunner: true,
  alertNoticeCheck: false,
}))
afterAll(() => smtp.close())

const subscriber = (email: string, list: string, options: SubscriptionOf = {}) =>
  addSubscriber(server.app.db, email, [list], options)

const URGENT = {
  weekly: 'tydzien@example.com',
  immediate: 'od-razu@example.com',
  pending: 'czeka@example.com',
  off: 'wylaczone@example.com',
  suppressed: 'odbite@example.com',
}
const CLASSES = {
  k3immediate: 'k3-od-razu@example.com',
  k3weekly: 'k3-tydzien@example.com',
  k4immediate: 'k4-od-razu@example.com',
}

beforeAll(async () => {
  await subscriber(URGENT.weekly, 'urgent')
  await subscriber(URGENT.immediate, 'urgent', { frequency: 'immediate' })
  await subscriber(URGENT.pending, 'urgent', { status: 'pending' })
  await subscriber(URGENT.off, 'urgent', { frequency: 'off' })
  await subscriber(URGENT.suppressed, 'urgent')
  await server.app.db
    .insert(mailSuppressions)
    .values({ mailboxKey: mailboxKey(URGENT.suppressed), reason: 'bounce' })
  await subscriber(CLASSES.k3immediate, 'klasa-3', { frequency: 'immediate' })
  await subscriber(CLASSES.k3weekly, 'klasa-3')
  await subscriber(CLASSES.k4immediate, 'klasa-4', { frequency: 'immediate' })
})

const { mailsTo } = smtp

/** Resolves when `done` holds (looked at every 50 ms), or fails after `ms`. */
async function waitFor(done: () => boolean, ms: number) {
  const until = Date.now() + ms
  while (!done()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Every delivery queued so far has had its turn (sent, suppressed, failed…). */
async function queueSettled() {
  const until = Date.now() + 30_000
  for (;;) {
    const waiting = await server.app.db
      .select({ messageId: listDeliveries.messageId })
      .from(listDeliveries)
      .where(inArray(listDeliveries.status, ['queued', 'claimed', 'sending']))
    if (waiting.length === 0) return
    if (Date.now() > until) throw new Error('the queue did not empty')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** List-Unsubscribe (https and mailto) and List-Unsubscribe-Post, as the MIME parser reads them. */
function expectOneClickHeaders(mail: ParsedMail) {
  const list = mail.headers.get('list') as Record<string, Record<string, string>>
  expect(list.unsubscribe!.url).toMatch(
    /^https?:\/\/\S+\/api\/subscriptions\/unsubscribe\?token=\S+$/,
  )
  expect(list.unsubscribe!.mail).toMatch(/^\S+@\S+\?subject=unsubscribe-\S+$/)
  const lines = new Map(mail.headerLines.map((header) => [header.key, header.line]))
  expect(lines.get('list-unsubscribe-post')).toBe(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  )
  expect(lines.get('list-unsubscribe')).toMatch(
    /^List-Unsubscribe: <https?:[^>]+>, <mailto:[^>]+>$/,
  )
}

const messagesLike = (pattern: string) =>
  server.app.db
    .select({ key: listMessages.key })
    .from(listMessages)
    .where(like(listMessages.key, pattern))

const alertNow = async () => (await server.call('GET', '/api/gazda/content/alert')).json()
const saveAlert = async (values: object) => {
  const response = await server.call(
    'PUT',
    '/api/gazda/content/alert',
    {
      kind: 'alert',
      content: '',
      link: null,
      start: null,
      end: null,
      version: (await alertNow()).version,
      ...values,
    },
    // An admin, as the office would (server.call signs its token as a login does).
    'admin',
  )
  expect(response.statusCode).toBe(200)
}

/** An ISO date-time as the alert editor writes it (no milliseconds). */
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

const SNOW_DAY =
  '<strong>Zajęcia 24 stycznia są odwołane</strong> z powodu śnieżycy. ' +
  'Zob. <a href="/kalendarz-zajec/">kalendarz</a>.' +
  '<script>alert("skrypt")</script><img src="x" onerror="alert(\'obrazek\')">'

const urgentAddresses = [URGENT.weekly, URGENT.immediate]
const notUrgent = [URGENT.pending, URGENT.off, URGENT.suppressed]

describe('an urgent alert saved in the staff area', () => {
  it('reaches every confirmed urgent subscriber within 60 s, once, as harmless text', async () => {
    const saved = Date.now()
    await saveAlert({ content: SNOW_DAY, link: '/kalendarz-zajec/' })
    await waitFor(() => urgentAddresses.every((a) => mailsTo(a).length === 1), 60_000)
    const elapsed = Date.now() - saved
    expect(elapsed).toBeLessThan(60_000)
    await queueSettled()

    for (const address of urgentAddresses) {
      const [{ mail }] = mailsTo(address) as [ReceivedMail]
      expect(mail.subject).toBe(
        'Pilne: Zajęcia 24 stycznia są odwołane z powodu śnieżycy. Zob. kalendarz.',
      )
      const text = mail.text ?? ''
      expect(text).toContain(
        `Zajęcia 24 stycznia są odwołane z powodu śnieżycy. Zob. kalendarz (${server.app.listMail.links.siteUrl}/kalendarz-zajec/).`,
      )
      expect(text).toContain('Tę wiadomość otrzymują osoby zapisane na listę „Pilne komunikaty')
      expect(text).toMatch(
        /Wybór list i częstotliwości: https?:\/\/\S+\/api\/subscriptions\/preferences\?token=/,
      )
      expect(text).toMatch(
        /Wypisanie z tej listy: https?:\/\/\S+\/api\/subscriptions\/unsubscribe\?token=/,
      )
      expect(text.split('Wypisanie z tej listy').length).toBe(2)
      const html = typeof mail.html === 'string' ? mail.html : ''
      expect(html).toContain('Zajęcia 24 stycznia są odwołane')
      for (const part of [text, html]) {
        expect(part).not.toMatch(/<script|<img|onerror|alert\(|<strong/i)
      }
      expectOneClickHeaders(mail)
    }
    for (const address of notUrgent) expect(mailsTo(address)).toHaveLength(0)
    // The suppressed address's turn came, and was refused by the worker.
    const suppressed = await server.app.db
      .select({ status: listDeliveries.status })
      .from(listDeliveries)
      .innerJoin(subscribers, eq(subscribers.id, listDeliveries.subscriberId))
      .where(eq(subscribers.email, URGENT.suppressed))
    expect(suppressed).toEqual([{ status: 'suppressed' }])
  }, 70_000)

  it('is not mailed again when saved again with only its link, its end or its markup changed', async () => {
    const before = (await messagesLike('urgent:%')).length
    await saveAlert({
      content: SNOW_DAY.replace('<strong>', '<em>').replace('</strong>', '</em>'),
      link: '/zapisy-do-szkoly/',
      end: iso(Date.now() + 86_400_000),
    })
    await saveAlert({
      content: SNOW_DAY.replace('/kalendarz-zajec/', '/zapisy-do-szkoly/'),
      link: '/zapisy-do-szkoly/',
    })
    await server.app.listMail.kick()
    await queueSettled()

    expect(await messagesLike('urgent:%')).toHaveLength(before)
    for (const address of urgentAddresses) expect(mailsTo(address)).toHaveLength(1)
  })

  it('mails a new alert, and a former one put up again after it was taken down', async () => {
    await saveAlert({ content: 'Zajęcia 31 stycznia też są odwołane.' })
    await waitFor(() => urgentAddresses.every((a) => mailsTo(a).length === 2), 60_000)
    expect(mailsTo(URGENT.weekly)[1]!.mail.subject).toBe(
      'Pilne: Zajęcia 31 stycznia też są odwołane.',
    )

    await saveAlert({ kind: 'info', content: 'Zapraszamy na jasełka.' })
    await saveAlert({ content: 'Zajęcia 31 stycznia też są odwołane.' })
    await waitFor(() => urgentAddresses.every((a) => mailsTo(a).length === 3), 60_000)
    await queueSettled()
    for (const address of notUrgent) expect(mailsTo(address)).toHaveLength(0)
  }, 70_000)

  it('mails a scheduled alert when its start comes, once', async () => {
    const sent = mailsTo(URGENT.weekly).length
    const start = Date.now() + 3_600_000
    await saveAlert({
      kind: 'none',
      content: '',
      scheduled: [
        {
          kind: 'alert',
          content: 'W sobotę szkoła zamknięta: awaria ogrzewania.',
          link: null,
          start: iso(start),
          end: iso(start + 86_400_000),
        },
      ],
    })
    expect(await server.app.notices.checkAlerts(start - 1000)).toBe(0)
    await server.app.listMail.kick()
    await queueSettled()
    expect(mailsTo(URGENT.weekly)).toHaveLength(sent)

    // Queued for the suppressed address too: the worker refuses that one (checked above).
    expect(await server.app.notices.checkAlerts(start + 1000)).toBe(urgentAddresses.length + 1)
    await waitFor(() => urgentAddresses.every((a) => mailsTo(a).length === sent + 1), 60_000)
    expect(mailsTo(URGENT.immediate).at(-1)!.mail.subject).toBe(
      'Pilne: W sobotę szkoła zamknięta: awaria ogrzewania.',
    )
    // The next minutes' checks find it mailed already; after the catch-up time it is not looked at.
    expect(await server.app.notices.checkAlerts(start + 61_000)).toBe(0)
    expect(await server.app.notices.checkAlerts(start + 13 * 3_600_000)).toBe(0)
    await queueSettled()
    for (const address of urgentAddresses) expect(mailsTo(address)).toHaveLength(sent + 1)
    for (const address of notUrgent) expect(mailsTo(address)).toHaveLength(0)
  }, 70_000)
})

describe('a new homework', () => {
  const homework = NEW_HOMEWORK

  it("is mailed to its class's 'immediate' subscribers only, once", async () => {
    const created = await server.call('POST', '/api/gazda/content/homework', homework)
    expect(created.statusCode).toBe(201)
    const { id, version } = created.json()
    await waitFor(() => mailsTo(CLASSES.k3immediate).length === 1, 60_000)
    const { mail } = mailsTo(CLASSES.k3immediate)[0]!
    expect(mail.subject).toBe('Nowe zadanie domowe (Klasa 3): Wiersz o jesieni')
    expect(mail.text).toContain('Termin: sobota, 5 grudnia 2026')
    expect(mail.text).toContain(`/zadania-domowe/${id}/`)
    expectOneClickHeaders(mail)

    // An edit of it mails nothing.
    const changed = await server.call('PUT', `/api/gazda/content/homework/${id}`, {
      ...homework,
      title: 'Wiersz o zimie',
      version,
    })
    expect(changed.statusCode).toBe(200)
    await server.app.listMail.kick()
    await queueSettled()
    expect(mailsTo(CLASSES.k3immediate)).toHaveLength(1)
    expect(mailsTo(CLASSES.k3weekly)).toHaveLength(0)
    expect(mailsTo(CLASSES.k4immediate)).toHaveLength(0)
    const deliveries = await server.app.db
      .select({ email: subscribers.email })
      .from(listDeliveries)
      .innerJoin(listMessages, eq(listMessages.id, listDeliveries.messageId))
      .innerJoin(subscribers, eq(subscribers.id, listDeliveries.subscriberId))
      .where(like(listMessages.key, 'homework:%'))
    expect(deliveries).toEqual([{ email: CLASSES.k3immediate }])
  }, 70_000)

  it('is mailed when a draft is published, not when it is saved as a draft', async () => {
    const created = await server.call('POST', '/api/gazda/content/homework', {
      ...homework,
      title: 'Opowiadanie o zimie',
      published: false,
    })
    expect(created.statusCode).toBe(201)
    const { id, version } = created.json()
    await server.app.listMail.kick()
    await queueSettled()
    expect(mailsTo(CLASSES.k3immediate)).toHaveLength(1)

    const published = await server.call('PUT', `/api/gazda/content/homework/${id}`, {
      ...homework,
      title: 'Opowiadanie o zimie',
      published: true,
      version,
    })
    expect(published.statusCode).toBe(200)
    await waitFor(() => mailsTo(CLASSES.k3immediate).length === 2, 60_000)
    expect(mailsTo(CLASSES.k3immediate)[1]!.mail.subject).toBe(
      'Nowe zadanie domowe (Klasa 3): Opowiadanie o zimie',
    )
  }, 70_000)
})

describe('a new news item', () => {
  it("is mailed to the news list's 'immediate' subscribers, not its weekly ones", async () => {
    const immediate = 'wiadomosci-od-razu@example.com'
    const weekly = 'wiadomosci-tydzien@example.com'
    await subscriber(immediate, 'news', { frequency: 'immediate' })
    await subscriber(weekly, 'news')
    const created = await server.call('POST', '/api/gazda/content/news', {
      title: 'Andrzejki 2026',
      date: '2026-11-28',
      body: 'Zapraszamy wszystkie dzieci na andrzejki.',
    })
    expect(created.statusCode).toBe(201)
    await waitFor(() => mailsTo(immediate).length === 1, 60_000)
    const { mail } = mailsTo(immediate)[0]!
    expect(mail.subject).toBe('Wiadomości szkolne: Andrzejki 2026')
    expect(mail.text).toContain('/wiadomosci/andrzejki-2026/')
    expectOneClickHeaders(mail)
    await queueSettled()
    expect(mailsTo(weekly)).toHaveLength(0)
  }, 70_000)
})
