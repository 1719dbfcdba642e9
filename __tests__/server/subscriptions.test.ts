import { eq } from 'drizzle-orm'
import { mailSuppressions, subscribers, subscriptions } from '../../server/db/schema'
import { DEFAULT_WRITE_LIMITS } from '../../server/limits/config'
import { WRITE_RULES } from '../../server/limits/rules'
import {
  confirmUrl,
  listUnsubscribeHeaders,
  SUBSCRIPTION_ROUTES,
  unsubscribeUrl,
} from '../../server/subscriptions/links'
import { PENDING_KEPT_DAYS, runSubscriptionRetention } from '../../server/subscriptions/retention'
import { readToken, signToken } from '../../server/subscriptions/tokens'
import { setUpLoggedServer } from './built-site'
import { outboxMails, type ReadMail } from './support/mailRead'

// Issue #34, first slice: subscribing with double opt-in and leaving one list with one click,
// through the real server on a temporary database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
// with the limits as configured by default, and its log kept at its most talkative level.
const { server, logLines } = setUpLoggedServer()

let block = 0
/** An address no other test sends from, so that each test has its own rate limit. */
const nextIp = () => `10.34.${(block += 1)}.1`

const subscribe = (body: object, remoteAddress = nextIp()) =>
  server.app.inject({
    method: 'POST',
    url: SUBSCRIPTION_ROUTES.subscribe,
    payload: body,
    remoteAddress,
  })

const rowsOf = async (email: string) => {
  const [subscriber] = await server.app.db
    .select()
    .from(subscribers)
    .where(eq(subscribers.email, email))
  if (!subscriber) return { subscriber, lists: {} as Record<string, string> }
  const rows = await server.app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriberId, subscriber.id))
  return { subscriber, lists: Object.fromEntries(rows.map((row) => [row.list, row.status])) }
}

/**
 * The mails to one address, waiting up to `waitMs` for `count` of them (mail goes after the
 * answer); a test that expects fewer waits the whole time, long enough for a mail to be written.
 */
async function mailsTo(address: string, count = 1, waitMs = 5000): Promise<ReadMail[]> {
  const until = Date.now() + waitMs
  for (;;) {
    const mails = (await outboxMails(server.site.config.dataDir)).filter((mail) =>
      mail.to.includes(address),
    )
    if (mails.length >= count || Date.now() > until) return mails
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The path and query of the link in a mail that starts with the site's address. */
const linkIn = (mail: ReadMail, route: string) => {
  const found = new RegExp(`https?://\\S+${route}\\?token=\\S+`).exec(mail.text)
  expect(found).not.toBeNull()
  const url = new URL(found![0])
  return `${url.pathname}${url.search}`
}

const get = (url: string) => server.app.inject({ method: 'GET', url })
const oneClick = (url: string) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })

describe('POST /api/subscriptions and its confirmation link', () => {
  it('stores a pending subscription, mails one confirmation naming the list, and its link confirms it', async () => {
    const response = await subscribe({ email: 'Anna.Nowak@Example.com', lists: ['klasa-3'] })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ status: 'pending' })
    expect((await rowsOf('anna.nowak@example.com')).lists).toEqual({ 'klasa-3': 'pending' })

    const mails = await mailsTo('anna.nowak@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('- Klasa 3')
    expect(mails[0]!.text).not.toMatch(/anna/i)
    const confirm = await get(linkIn(mails[0]!, SUBSCRIPTION_ROUTES.confirm))
    expect(confirm.statusCode).toBe(200)
    expect(confirm.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(confirm.headers['content-security-policy']).toContain("default-src 'none'")
    expect(confirm.body).toContain('Subskrypcja potwierdzona')
    expect(confirm.body).toContain('<li>Klasa 3</li>')
    expect((await rowsOf('anna.nowak@example.com')).lists).toEqual({ 'klasa-3': 'confirmed' })
    // A second click is harmless.
    expect((await get(linkIn(mails[0]!, SUBSCRIPTION_ROUTES.confirm))).statusCode).toBe(200)
    expect((await rowsOf('anna.nowak@example.com')).lists).toEqual({ 'klasa-3': 'confirmed' })
  })

  it('never downgrades a confirmed list when the same mailbox (dotted, +tag) subscribes again, and answers as for a stranger', async () => {
    const first = await subscribe({ email: 'ewa.kowalska@gmail.com', lists: ['klasa-4'] })
    const [mail] = await mailsTo('ewa.kowalska@gmail.com')
    await get(linkIn(mail!, SUBSCRIPTION_ROUTES.confirm))

    const again = await subscribe({
      email: 'EwaKowalska+szkola@gmail.com',
      lists: ['klasa-4', 'news'],
    })
    const stranger = await subscribe({ email: 'nieznany@example.org', lists: ['news'] })
    for (const answer of [first, again, stranger]) {
      expect(answer.statusCode).toBe(202)
      expect(answer.body).toBe(stranger.body)
    }
    const { lists } = await rowsOf('ewa.kowalska@gmail.com')
    expect(lists).toEqual({ 'klasa-4': 'confirmed', news: 'pending' })
    expect(
      await server.app.db
        .select()
        .from(subscribers)
        .where(eq(subscribers.mailboxKey, 'ewakowalska@gmail.com')),
    ).toHaveLength(1)
    // The new confirmation names only what waits for a click, and goes to the address first given.
    const mails = await mailsTo('ewa.kowalska@gmail.com', 2)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.text).toContain('- Wiadomości szkolne')
    expect(mails[1]!.text).not.toContain('Klasa 4')
  })

  it('mails no second confirmation while the first waits unanswered, and its link confirms every list asked for since', async () => {
    await subscribe({ email: 'celina@example.com', lists: ['klasa-8'] })
    const [first] = await mailsTo('celina@example.com')
    // A stranger asks again, from elsewhere, with more lists: the same answer, no mail.
    const again = await subscribe({ email: 'Celina+x@example.com', lists: ['klasa-8', 'news'] })
    expect(again.statusCode).toBe(202)
    expect(again.json()).toEqual({ status: 'pending' })
    expect(await mailsTo('celina@example.com', 2, 1000)).toHaveLength(1)
    const page = await get(linkIn(first!, SUBSCRIPTION_ROUTES.confirm))
    expect(page.body).toContain('<li>Klasa 8</li>')
    expect(page.body).toContain('<li>Wiadomości szkolne</li>')
    expect((await rowsOf('celina@example.com')).lists).toEqual({
      'klasa-8': 'confirmed',
      news: 'confirmed',
    })
  })

  it('sends no mail when every list asked for is confirmed already', async () => {
    await subscribe({ email: 'jan@example.net', lists: ['urgent'] })
    const [mail] = await mailsTo('jan@example.net')
    await get(linkIn(mail!, SUBSCRIPTION_ROUTES.confirm))
    expect((await subscribe({ email: 'jan@example.net', lists: ['urgent'] })).statusCode).toBe(202)
    expect(await mailsTo('jan@example.net', 2, 1000)).toHaveLength(1)
  })

  it('answers a suppressed address the same, and neither stores nor mails anything', async () => {
    await server.app.db
      .insert(mailSuppressions)
      .values({ mailboxKey: 'odbity@example.com', reason: 'bounce' })
    const answer = await subscribe({ email: 'Odbity@example.com', lists: ['news'] })
    expect(answer.statusCode).toBe(202)
    expect(answer.json()).toEqual({ status: 'pending' })
    expect((await rowsOf('odbity@example.com')).subscriber).toBeUndefined()
    expect(await mailsTo('odbity@example.com', 1, 1000)).toHaveLength(0)
  })

  it('refuses an unknown list, a repeated one, no list and a bad address with 400 and Polish messages', async () => {
    const unknown = await subscribe({ email: 'x@example.com', lists: ['klasa-3', 'klasa-99'] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().inputErrors.lists).toEqual([
      'Nie ma listy „klasa-99”. Wybierz klasę szkoły, wiadomości szkolne lub pilne komunikaty.',
    ])
    expect(
      (await subscribe({ email: 'x@example.com', lists: ['news', 'news'] })).json().inputErrors
        .lists,
    ).toEqual(['Każdą listę można wybrać tylko raz.'])
    expect(
      (await subscribe({ email: 'x@example.com', lists: [] })).json().inputErrors.lists,
    ).toEqual(['Wybierz co najmniej jedną listę.'])
    const bad = await subscribe({ email: 'x@localhost', lists: ['news'] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().inputErrors.email).toEqual(['Proszę podać poprawny adres email.'])
    expect(
      (await subscribe({ email: 'x@example.com', lists: ['news'], name: 'X' })).statusCode,
    ).toBe(400)
    expect((await rowsOf('x@example.com')).subscriber).toBeUndefined()
  })

  it('refuses a tampered confirmation link with a Polish page, changing nothing', async () => {
    await subscribe({ email: 'ola@example.com', lists: ['klasa-1'] })
    const [mail] = await mailsTo('ola@example.com')
    const link = linkIn(mail!, SUBSCRIPTION_ROUTES.confirm)
    const { subscriber } = await rowsOf('ola@example.com')
    const other = signToken(new Uint8Array(32), 'confirm', { subscriberId: subscriber!.id })
    for (const url of [
      link.replace(/token=\d+/, `token=${subscriber!.id + 1}`),
      link.slice(0, -2),
      `${SUBSCRIPTION_ROUTES.confirm}?token=${other}`,
      SUBSCRIPTION_ROUTES.confirm,
    ]) {
      const refused = await get(url)
      expect(refused.statusCode).toBe(400)
      expect(refused.body).toContain('Link jest nieprawidłowy')
    }
    expect((await rowsOf('ola@example.com')).lists).toEqual({ 'klasa-1': 'pending' })
  })

  it(`answers the ${DEFAULT_WRITE_LIMITS.subscriptions.perAddress + 1}th subscribe a minute from one address 429 in Polish`, async () => {
    const ip = nextIp()
    const { perAddress } = DEFAULT_WRITE_LIMITS.subscriptions
    for (let i = 0; i < perAddress; i += 1) {
      expect(
        (await subscribe({ email: `limit${i}@example.com`, lists: ['news'] }, ip)).statusCode,
      ).toBe(202)
    }
    const refused = await subscribe({ email: 'limit-last@example.com', lists: ['news'] }, ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      code: WRITE_RULES.subscriptions.code,
      message: WRITE_RULES.subscriptions.message,
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('unsubscribing from one list (RFC 8058)', () => {
  const confirmedSubscriber = async (email: string, lists: string[]) => {
    await subscribe({ email, lists })
    const [mail] = await mailsTo(email)
    await get(linkIn(mail!, SUBSCRIPTION_ROUTES.confirm))
    return (await rowsOf(email)).subscriber!.id
  }
  const links = () => ({ secret: server.app.jwtSecret, siteUrl: server.site.config.siteUrl })
  const pathOf = (url: string) => {
    const { pathname, search } = new URL(url)
    return `${pathname}${search}`
  }

  it('shows a page with a button on GET and changes nothing', async () => {
    const id = await confirmedSubscriber('marta@example.com', ['klasa-2', 'news'])
    const page = await get(pathOf(unsubscribeUrl(links(), id, 'klasa-2')))
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Klasa 2')
    expect(page.body).toMatch(
      /<form method="post" action="\/api\/subscriptions\/unsubscribe\?token=[^"]+">/,
    )
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"')
    expect((await rowsOf('marta@example.com')).lists).toEqual({
      'klasa-2': 'confirmed',
      news: 'confirmed',
    })
  })

  it('removes only that list on a POST of List-Unsubscribe=One-Click, and again harmlessly', async () => {
    const id = await confirmedSubscriber('piotr@example.com', ['klasa-5', 'news', 'urgent'])
    const url = pathOf(unsubscribeUrl(links(), id, 'news'))
    const answer = await oneClick(url)
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toContain('Wypisano z listy')
    expect(answer.body).toContain('Wiadomości szkolne')
    expect((await rowsOf('piotr@example.com')).lists).toEqual({
      'klasa-5': 'confirmed',
      urgent: 'confirmed',
    })
    expect((await oneClick(url)).statusCode).toBe(200)
    expect((await rowsOf('piotr@example.com')).lists).toEqual({
      'klasa-5': 'confirmed',
      urgent: 'confirmed',
    })
    // RFC 8058's own example sends the same field as multipart/form-data.
    const multipart = await server.app.inject({
      method: 'POST',
      url: pathOf(unsubscribeUrl(links(), id, 'urgent')),
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload:
        '--XYZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XYZ--\r\n',
    })
    expect(multipart.statusCode).toBe(200)
    expect((await rowsOf('piotr@example.com')).lists).toEqual({ 'klasa-5': 'confirmed' })
  })

  it('says nothing is confirmed when an old confirmation link is opened after the last list was left', async () => {
    const id = await confirmedSubscriber('stefan@example.com', ['klasa-7'])
    expect((await oneClick(pathOf(unsubscribeUrl(links(), id, 'klasa-7')))).statusCode).toBe(200)
    const again = await get(pathOf(confirmUrl(links(), id)))
    expect(again.statusCode).toBe(200)
    expect(again.body).toContain('Brak list do potwierdzenia')
    expect(again.body).not.toContain('Subskrypcja potwierdzona')
    // Nothing is kept of a parent who left every list.
    expect((await rowsOf('stefan@example.com')).subscriber).toBeUndefined()
  })

  it('refuses a token tampered to name another list or subscriber, or a confirmation token, changing nothing', async () => {
    const id = await confirmedSubscriber('zofia@example.com', ['klasa-6', 'urgent'])
    const real = pathOf(unsubscribeUrl(links(), id, 'klasa-6'))
    const confirmToken = signToken(server.app.jwtSecret, 'confirm', { subscriberId: id })
    for (const url of [
      real.replace('.klasa-6.', '.urgent.'),
      real.replace(`token=${id}.`, `token=${id + 1}.`),
      `${SUBSCRIPTION_ROUTES.unsubscribe}?token=${confirmToken}`,
    ]) {
      expect((await oneClick(url)).statusCode).toBe(400)
      expect((await get(url)).statusCode).toBe(400)
    }
    expect((await rowsOf('zofia@example.com')).lists).toEqual({
      'klasa-6': 'confirmed',
      urgent: 'confirmed',
    })
  })

  it('builds List-Unsubscribe with the https URL and a mailto on one line each, and One-Click', async () => {
    const headers = listUnsubscribeHeaders(
      { ...links(), mailFrom: 'Polska Szkoła <noreply@polskaszkolalombard.org>' },
      7,
      'klasa-3',
    )
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const [https, mailto] = headers['List-Unsubscribe'].split(', ')
    expect(https).toMatch(
      /^<https?:\/\/[^\s>]+\/api\/subscriptions\/unsubscribe\?token=7\.klasa-3\.[\w-]+>$/,
    )
    expect(mailto).toMatch(
      /^<mailto:noreply@polskaszkolalombard\.org\?subject=unsubscribe-7\.klasa-3\.[\w-]+>$/,
    )
    expect(headers['List-Unsubscribe']).not.toMatch(/[\r\n]/)
    const token = /token=([^>]+)>/.exec(https!)![1]
    expect(readToken(server.app.jwtSecret, 'unsubscribe', token)).toEqual({
      subscriberId: 7,
      list: 'klasa-3',
    })
  })
})

describe('retention', () => {
  it(`deletes lists never confirmed after ${PENDING_KEPT_DAYS} days, and a subscriber left with none; keeps confirmed and recent ones`, async () => {
    const old = new Date(Date.now() - (PENDING_KEPT_DAYS + 1) * 24 * 60 * 60 * 1000)
    const add = async (email: string, lists: Record<string, 'pending' | 'confirmed'>) => {
      const [row] = await server.app.db
        .insert(subscribers)
        .values({ email, mailboxKey: email, createdAt: old })
        .returning({ id: subscribers.id })
      await server.app.db.insert(subscriptions).values(
        Object.entries(lists).map(([list, status]) => ({
          subscriberId: row!.id,
          list,
          status,
          createdAt: old,
        })),
      )
    }
    await add('nigdy@example.com', { news: 'pending' })
    await add('stara@example.com', { urgent: 'confirmed', news: 'pending' })
    await subscribe({ email: 'swieza@example.com', lists: ['news'] })
    expect(await runSubscriptionRetention(server.app.db)).toEqual({
      pendingSubscriptions: 2,
      subscribers: 1,
    })
    expect((await rowsOf('nigdy@example.com')).subscriber).toBeUndefined()
    expect((await rowsOf('stara@example.com')).lists).toEqual({ urgent: 'confirmed' })
    expect((await rowsOf('swieza@example.com')).lists).toEqual({ news: 'pending' })
  })
})

describe('the log', () => {
  it('holds no address and no token of any request above', () => {
    const log = logLines.join('')
    expect(log).toContain('/api/subscriptions')
    expect(log).not.toMatch(/@example\.|@gmail|token=|One-Click/i)
  })
})
