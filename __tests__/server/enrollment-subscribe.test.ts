// Issue #34: the enrolment form's "Chcę otrzymywać…" box, through the real server on a temporary
// database (PGlite, or PostgreSQL with TEST_DATABASE_URL), mail to DATA_DIR/outbox (no SMTP_URL).
// Ticked, the parents' addresses get pending subscriptions to their children's classes and a
// confirmation each (double opt-in); unticked, nothing; the box itself is kept nowhere.
import { eq, inArray, sql } from 'drizzle-orm'
import { enrollments, subscribers, subscriptions } from '../../server/db/schema'
import { SUBSCRIPTION_ROUTES } from '../../server/subscriptions/links'
import { CHECKED } from '../../src/domain/enrollment'
import { family, student } from '../domain/enrollment/fixtures'
import { setUpLoggedServer } from './built-site'
import { floodLimits } from './support/limits'
import { outboxMails, type ReadMail } from './support/mailRead'
import { expectFieldRefusal } from './support/refusals'

const { server, logLines } = setUpLoggedServer({
  publish: false,
  contentGitCommit: false,
  logLevel: 'trace',
  limits: floodLimits(),
})

const CONFIRM_SUBJECT = 'Potwierdź zapis na listy Polskiej Szkoły w Lombard'

/** A family of its own per test: its parents' addresses are what the test looks for. */
const parents = (who: string) => ({
  motherEmail: `${who}.matka@example.com`,
  fatherEmail: `${who}.ojciec@example.com`,
})

const enrol = (payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/enrollments', payload })

const twoChildren = [
  student({ level: 'klasa-3', buildingId: '1' }),
  student({ firstName: 'Tomek', birthDate: '2013-02-02', level: 'klasa-5', buildingId: '1' }),
  student({ firstName: 'Zosia', birthDate: '2014-03-03', level: 'klasa-3', buildingId: '1' }),
]

/** Each address's lists and their state, for the addresses given. */
async function subscriptionsOf(emails: string[]) {
  const rows = await server.app.db
    .select({ email: subscribers.email, list: subscriptions.list, status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
    .where(inArray(subscribers.email, emails))
  const result: Record<string, Record<string, string>> = {}
  for (const row of rows) (result[row.email] ??= {})[row.list] = row.status
  return result
}

/** The confirmations mailed to an address, waiting up to waitMs for `count` (mail goes after the answer). */
async function confirmationsTo(address: string, count = 1, waitMs = 5000): Promise<ReadMail[]> {
  const until = Date.now() + waitMs
  for (;;) {
    const mails = (await outboxMails(server.site.config.dataDir)).filter(
      (mail) => mail.to.includes(address) && mail.subject === CONFIRM_SUBJECT,
    )
    if (mails.length >= count || Date.now() > until) return mails
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The enrolment's own confirmation has arrived: whatever the route mails after it has too. */
async function enrolmentMailTo(address: string) {
  for (let i = 0; i < 100; i += 1) {
    const mails = await outboxMails(server.site.config.dataDir)
    if (mails.some((mail) => mail.to.includes(address) && mail.subject !== CONFIRM_SUBJECT)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('The enrolment was not confirmed by mail.')
}

const storedFamily = async (number: string) => {
  const [row] = await server.app.db
    .select({ family: enrollments.family })
    .from(enrollments)
    .where(eq(enrollments.number, number))
  return row!.family as Record<string, unknown>
}

describe('the enrolment form’s mailing-lists box', () => {
  it('ticked: each parent gets pending subscriptions to the children’s classes and one confirmation, whose link confirms them', async () => {
    const { motherEmail, fatherEmail } = parents('nowak')
    const response = await enrol(
      family({ motherEmail, fatherEmail, mailingLists: CHECKED, students: twoChildren }),
    )
    expect(response.statusCode).toBe(201)

    expect(await subscriptionsOf([motherEmail, fatherEmail])).toEqual({
      [motherEmail]: { 'klasa-3': 'pending', 'klasa-5': 'pending' },
      [fatherEmail]: { 'klasa-3': 'pending', 'klasa-5': 'pending' },
    })
    for (const address of [motherEmail, fatherEmail]) {
      const mails = await confirmationsTo(address)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.text).toContain('- Klasa 3\n- Klasa 5')
    }

    // Double opt-in as for the public page: the mother's link confirms the mother's lists only.
    const [mail] = await confirmationsTo(motherEmail)
    const link = new RegExp(`https?://\\S+${SUBSCRIPTION_ROUTES.confirm}\\?token=\\S+`).exec(
      mail!.text,
    )
    const url = new URL(link![0])
    const confirmed = await server.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
    })
    expect(confirmed.body).toContain('Subskrypcja potwierdzona')
    expect(await subscriptionsOf([motherEmail, fatherEmail])).toEqual({
      [motherEmail]: { 'klasa-3': 'confirmed', 'klasa-5': 'confirmed' },
      [fatherEmail]: { 'klasa-3': 'pending', 'klasa-5': 'pending' },
    })

    // The box is acted on, never kept: not in the stored family, not in the log.
    const stored = await storedFamily(response.json().number)
    expect(stored).toMatchObject({ motherEmail, fatherEmail })
    expect(stored).not.toHaveProperty('mailingLists')
    const log = logLines.join('')
    expect(log).not.toContain('mailingLists')
    expect(log).not.toContain(motherEmail)
    expect(log).not.toContain(fatherEmail)
  })

  it('ticked with the mother alone: only her address is subscribed', async () => {
    const { motherEmail } = parents('kowalska')
    const response = await enrol(
      family({
        motherEmail,
        fatherFirstName: '',
        fatherLastName: '',
        fatherEmail: '',
        fatherPhone: '',
        mailingLists: CHECKED,
        students: [student({ level: 'liceum-2', buildingId: '1' })],
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(await subscriptionsOf([motherEmail])).toEqual({
      [motherEmail]: { 'liceum-2': 'pending' },
    })
    expect(await confirmationsTo(motherEmail)).toHaveLength(1)
  })

  it('unticked (the default, or left out by an older form): no subscription and no confirmation', async () => {
    const { motherEmail, fatherEmail } = parents('wisniewska')
    const unticked = await enrol(family({ motherEmail, fatherEmail, students: twoChildren }))
    expect(unticked.statusCode).toBe(201)
    const { mailingLists: _left, ...older } = family({
      motherEmail: 'stara.forma@example.com',
      fatherEmail: '',
      fatherFirstName: '',
      fatherLastName: '',
      fatherPhone: '',
      students: twoChildren,
    })
    expect((await enrol(older)).statusCode).toBe(201)

    await enrolmentMailTo(motherEmail)
    await enrolmentMailTo('stara.forma@example.com')
    const addresses = [motherEmail, fatherEmail, 'stara.forma@example.com']
    expect(await subscriptionsOf(addresses)).toEqual({})
    for (const address of addresses) expect(await confirmationsTo(address, 1, 300)).toEqual([])
  })

  it('refuses a value the box cannot have, and stores nothing', async () => {
    const { motherEmail, fatherEmail } = parents('zielinska')
    const response = await enrol(family({ motherEmail, fatherEmail, mailingLists: 'tak' }))
    expectFieldRefusal(response, {
      mailingLists: ['Powiadomienia e-mail ma niedozwoloną wartość'],
    })
    expect(await subscriptionsOf([motherEmail, fatherEmail])).toEqual({})
  })

  it('a subscription that cannot be stored does not fail the enrolment, and the log names no one', async () => {
    const { motherEmail, fatherEmail } = parents('lewandowska')
    // A real failure of the database: the subscribers' table is away for this one request.
    await server.app.db.execute(sql`ALTER TABLE subscribers RENAME TO subscribers_away`)
    try {
      const response = await enrol(
        family({ motherEmail, fatherEmail, mailingLists: CHECKED, students: twoChildren }),
      )
      expect(response.statusCode).toBe(201)
      expect(await storedFamily(response.json().number)).toMatchObject({ motherEmail })
    } finally {
      await server.app.db.execute(sql`ALTER TABLE subscribers_away RENAME TO subscribers`)
    }
    await enrolmentMailTo(motherEmail)
    expect(await subscriptionsOf([motherEmail, fatherEmail])).toEqual({})
    const log = logLines.join('')
    expect(log).toContain('"event":"subscribe-failed"')
    expect(log).not.toContain(motherEmail)
    expect(log).not.toContain('lewandowska')
  })
})
