// Issue #35: the mailing lists in the family's language, through the real server (PGlite, or
// PostgreSQL with TEST_DATABASE_URL), mail to DATA_DIR/outbox/ (no SMTP_URL) read by a MIME parser.
// A sign-up from the English page is refused in English, stored as English, confirmed by an English
// mail whose links open English pages, and its weekly digest and footer are English; the Polish
// page's is Polish, as before. An English enrolment's box subscribes in English too.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { subscribers } from '../../server/db/schema'
import { SUBSCRIPTION_ROUTES } from '../../server/subscriptions/links'
import { CHECKED } from '../../src/domain/enrollment'
import { family, student } from '../domain/enrollment/fixtures'
import { setUpListMailServer } from './support/listMailServer'
import { floodLimits } from './support/limits'
import { outboxMails, type ReadMail } from './support/mailRead'
import { storedLanguage } from './support/storedLanguage'

const { server, content } = setUpListMailServer({ limits: floodLimits() })

const EN_SUBJECT = 'Confirm your sign-up for the mailing lists of Polska Szkoła w Lombard'
const PL_SUBJECT = 'Potwierdź zapis na listy Polskiej Szkoły w Lombard'

/** Polish words and letters an English text must not hold (the school's name taken out). */
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(Dzień|dobry|lista?|listy|zapis\w*|Klasa|proszę)\b/
const withoutSchoolName = (text: string) => text.replace(/Polska Szkoła w Lombard/g, '')

const subscribe = (body: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: SUBSCRIPTION_ROUTES.subscribe, payload: body, headers })

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers })

/** The mails to an address with this subject part, waiting up to waitMs for one. */
async function mailsTo(address: string, subject: string, waitMs = 5000): Promise<ReadMail[]> {
  const until = Date.now() + waitMs
  for (;;) {
    const mails = (await outboxMails(server.site.config.dataDir)).filter(
      (mail) => mail.to.includes(address) && mail.subject.includes(subject),
    )
    if (mails.length > 0 || Date.now() > until) return mails
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The path and query of a link of the mail to this route. */
const linkIn = (text: string, route: string) => {
  const found = new RegExp(`https?://\\S+${route}\\?token=\\S+`).exec(text)
  expect(found).not.toBeNull()
  const url = new URL(found![0])
  return `${url.pathname}${url.search}`
}

const languageOf = (email: string) =>
  storedLanguage(server.app, subscribers, subscribers.email, email)

describe('the sign-up’s refusals', () => {
  it('are English for the English page', async () => {
    const response = await subscribe({ email: 'nie-adres', lists: [] }, { 'accept-language': 'en' })
    expect(response.statusCode).toBe(400)
    const answer = response.json<{ message: string; inputErrors: Record<string, string[]> }>()
    expect(answer.message).toBe('The form has errors. Please correct the marked fields.')
    expect(answer.inputErrors).toEqual({
      email: ['Please enter a valid e-mail address.'],
      lists: ['Choose at least one list.'],
    })
    const unknown = await subscribe(
      { email: 'a@example.com', lists: ['klasa-99'] },
      { 'accept-language': 'en-US,en;q=0.9' },
    )
    expect(unknown.json<{ inputErrors: Record<string, string[]> }>().inputErrors).toEqual({
      lists: [
        'There is no list “klasa-99”. Choose one of the school’s classes, school news or urgent notices.',
      ],
    })
  })

  it('stay Polish without English, as before', async () => {
    const response = await subscribe({ email: 'nie-adres', lists: [] })
    expect(response.statusCode).toBe(400)
    const answer = response.json<{ message: string; inputErrors: Record<string, string[]> }>()
    expect(answer.message).toBe('Formularz zawiera błędy. Popraw zaznaczone pola.')
    expect(answer.inputErrors).toEqual({
      email: ['Proszę podać poprawny adres email.'],
      lists: ['Wybierz co najmniej jedną listę.'],
    })
  })
})

describe('a sign-up from the English page', () => {
  const parent = 'english.parent@example.com'

  it('is stored as English and confirmed by an English mail, whose links open English pages', async () => {
    const response = await subscribe(
      { email: parent, lists: ['klasa-3', 'news'] },
      { 'accept-language': 'en' },
    )
    expect(response.statusCode).toBe(202)
    expect(await languageOf(parent)).toBe('en')

    const [mail] = await mailsTo(parent, EN_SUBJECT)
    expect(mail).toBeDefined()
    expect(mail!.text).toContain('Hello,')
    expect(mail!.text).toContain('- Grade 3\n- School news')
    expect(mail!.text).toContain('To confirm the sign-up, please open this link:')
    expect(withoutSchoolName(mail!.text)).not.toMatch(POLISH)

    const confirmed = await get(linkIn(mail!.text, SUBSCRIPTION_ROUTES.confirm))
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.body).toContain('<html lang="en">')
    expect(confirmed.body).toContain('<h1>Subscription Confirmed</h1>')
    expect(confirmed.body).toContain('<li>Grade 3</li><li>School news</li>')
    expect(confirmed.body).toMatch(/<a href="https?:\/\/[^"]+\/en\/">The school’s home page<\/a>/)
    expect(withoutSchoolName(confirmed.body)).not.toMatch(POLISH)
  })

  it('gets its digest and its footer in English, and the footer’s links open English pages', async () => {
    await writeFile(
      path.join(content.dir, 'homework', '9501.md'),
      [
        '---',
        'id: 9501',
        'title: "Wiersz o jesieni"',
        'class: klasa-3',
        'teacher: Anna Kowalska',
        'assigned: 2027-07-10',
        'due: 2027-07-17',
        '---',
        '',
        'Proszę przeczytać.',
        '',
      ].join('\n'),
    )
    expect(await server.app.digest.send('2027-07-15')).toMatchObject({ queued: 1, sent: 1 })
    const [digest] = await mailsTo(parent, 'what’s new')
    expect(digest!.subject).toBe('Polska Szkoła w Lombard: what’s new in the week to July 15, 2027')
    expect(digest!.text).toContain('Hello,')
    expect(digest!.text).toContain('GRADE 3')
    expect(digest!.text).toContain('New homework:')
    // The homework's own words are the teacher's, in Polish.
    expect(digest!.text).toContain('- Wiersz o jesieni (Anna Kowalska), due: July 17, 2027')
    expect(digest!.text).toContain(
      'You get this message because you signed up for the list “Grade 3” of Polska Szkoła w Lombard.',
    )
    expect(digest!.text).toMatch(/Unsubscribe from this list: https?:\/\/\S+\/unsubscribe\?token=/)

    const preferences = await get(linkIn(digest!.text, SUBSCRIPTION_ROUTES.preferences))
    expect(preferences.statusCode).toBe(200)
    expect(preferences.body).toContain('<html lang="en">')
    expect(preferences.body).toContain('<h1>Your Lists and How Often Mail Comes</h1>')
    expect(preferences.body).toContain('<legend>Grade 3</legend>')
    expect(preferences.body).toContain('> weekly</label>')
    expect(preferences.body).toContain('<h2>The school’s other lists</h2>')

    const unsubscribe = linkIn(digest!.text, SUBSCRIPTION_ROUTES.unsubscribe)
    const asked = await get(unsubscribe)
    expect(asked.body).toContain('Unsubscribe this address from the list “Grade 3”?')
    expect(asked.body).toContain('Unsubscribe me from this list</button>')
    const left = await server.app.inject({
      method: 'POST',
      url: unsubscribe,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(left.body).toContain('<h1>Unsubscribed</h1>')
    expect(left.body).toContain('This address will no longer get mail from the list “Grade 3”.')
  })

  it('keeps a confirmed subscriber’s language when the Polish page is used next', async () => {
    expect((await subscribe({ email: parent, lists: ['urgent'] })).statusCode).toBe(202)
    expect(await languageOf(parent)).toBe('en')
  })
})

describe('a sign-up from the Polish page', () => {
  it('is Polish as before: the mail and the pages', async () => {
    const parent = 'polski.rodzic@example.com'
    expect((await subscribe({ email: parent, lists: ['klasa-3'] })).statusCode).toBe(202)
    expect(await languageOf(parent)).toBe('pl')
    const [mail] = await mailsTo(parent, PL_SUBJECT)
    expect(mail!.text).toContain('Dzień dobry,')
    expect(mail!.text).toContain('- Klasa 3')
    // The browser's language does not matter once the subscriber is known.
    const confirmed = await get(linkIn(mail!.text, SUBSCRIPTION_ROUTES.confirm), {
      'accept-language': 'en-US,en;q=0.9',
    })
    expect(confirmed.body).toContain('<html lang="pl">')
    expect(confirmed.body).toContain('<h1>Subskrypcja potwierdzona</h1>')
    expect(confirmed.body).toContain('<li>Klasa 3</li>')
  })

  it('a link that names no one answers in the browser’s language', async () => {
    const english = await get(`${SUBSCRIPTION_ROUTES.confirm}?token=zepsuty`, {
      'accept-language': 'en-US,en;q=0.9',
    })
    expect(english.statusCode).toBe(400)
    expect(english.body).toContain('<h1>This Link Is Not Valid</h1>')
    const polish = await get(`${SUBSCRIPTION_ROUTES.preferences}?token=zepsuty`)
    expect(polish.statusCode).toBe(400)
    expect(polish.body).toContain('<h1>Link jest nieprawidłowy</h1>')
  })
})

describe('the English enrolment’s mailing-lists box', () => {
  it('subscribes the parents in English: an English confirmation each', async () => {
    const motherEmail = 'mom.english@example.com'
    const fatherEmail = 'dad.english@example.com'
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: { 'accept-language': 'en' },
      payload: family({
        motherEmail,
        fatherEmail,
        mailingLists: CHECKED,
        students: [student({ level: 'klasa-5', buildingId: '1' })],
      }),
    })
    expect(response.statusCode).toBe(201)
    for (const address of [motherEmail, fatherEmail]) {
      const [mail] = await mailsTo(address, EN_SUBJECT)
      expect(mail!.text).toContain('- Grade 5')
      expect(await languageOf(address)).toBe('en')
    }
  })
})
