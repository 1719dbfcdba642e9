import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import type { Page } from 'playwright-core'
import { enrollments } from '../server/db/schema'
import { createUserRepository, type User } from '../server/repositories/users'
import { family, student } from '../__tests__/domain/enrollment/fixtures'
import { axeViolations } from './support/axe'
import { setUpBrowserSite } from './support/browserSite'
import {
  addStaff,
  ADMIN,
  EDITOR,
  logInWithForm,
  openAs,
  submitLogin,
  withSession,
} from './support/staffSession'

// Issue #7, the staff area against the real server, database and built site.
jest.setTimeout(180_000)

const harness = setUpBrowserSite()

const FIRST = 'Zażółć'
const LAST = 'Gęślą'

let admin: User
let editor: User
let enrollmentNumber: string

beforeAll(async () => {
  admin = await addStaff(harness.site, ADMIN)
  editor = await addStaff(harness.site, EDITOR)
  const response = await harness.site.app.inject({
    method: 'POST',
    url: '/api/enrollments',
    payload: family({
      students: [student({ firstName: FIRST, lastName: LAST, level: 'klasa-3', buildingId: '1' })],
    }),
  })
  expect(response.statusCode).toBe(201)
  enrollmentNumber = response.json<{ number: string }>().number
})

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true })

/** The account as it is now: a logout raises its token version. */
const current = async (user: User) =>
  (await createUserRepository(harness.site.app.db).byId(user.id))!

const openAsAdmin = async (route: string) =>
  openAs(harness.page, harness.site, await current(admin), route)

const storedStatus = async () => {
  const [row] = await harness.site.app.db
    .select()
    .from(enrollments)
    .where(eq(enrollments.number, enrollmentNumber))
  return row!
}

describe('the staff area', () => {
  it('sends a visitor without a session from /gazda/zapisy/ to the login at /gazda/', async () => {
    const page = await harness.open('/gazda/zapisy/')
    await page.waitForURL((url) => url.pathname === '/gazda/')
    await heading(page, 'Logowanie').waitFor()
    await expect(page.getByLabel('E-mail').getAttribute('type')).resolves.toBe('email')
    await expect(page.getByLabel('Hasło').getAttribute('type')).resolves.toBe('password')
  })

  it('lets an admin find an enrolment, change its status, export it and log out', async () => {
    const page = await harness.open('/gazda/')
    const apiUrls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiUrls.push(decodeURIComponent(request.url()))
    })
    await logInWithForm(page, ADMIN)
    await expect(
      page.getByText(`Zalogowano jako ${ADMIN.name} (administrator)`).count(),
    ).resolves.toBe(1)

    await page.getByRole('link', { name: 'Zapisy', exact: true }).click()
    await heading(page, 'Zapisy').waitFor()
    // Focus moves to the new view's heading.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    const row = page.getByRole('row').filter({ hasText: enrollmentNumber })
    await expect(row.innerText()).resolves.toContain(`${FIRST} ${LAST}`)
    await expect(row.innerText()).resolves.toContain('Nowe')

    // The search asks the API; the child's name never goes into the page's address.
    await page.getByLabel('Szukaj zgłoszenia').fill(LAST)
    await page.waitForResponse((response) =>
      decodeURIComponent(response.url()).includes(`q=${LAST}`),
    )
    expect(page.url()).not.toContain(encodeURIComponent(LAST))
    expect(page.url()).not.toContain(LAST)
    await page.getByText('Znalezione zgłoszenia: 1').waitFor()

    await page.getByRole('link', { name: enrollmentNumber }).click()
    await heading(page, `Zgłoszenie ${enrollmentNumber}`).waitFor()
    const students = await page.getByRole('table').innerText()
    expect(students).toContain(`${FIRST} ${LAST}`)
    expect(students).toContain('Klasa 3')
    expect(students).toContain('Sobota rano (9:00–13:00)')

    await page.getByRole('button', { name: 'Przyjęte' }).click()
    await page.getByRole('button', { name: 'Tak', exact: true }).click() // issue #31: asked first
    await page.getByText('Zapisano status: Przyjęte').waitFor({ state: 'attached' })
    await page.getByText(/Ostatnia zmiana: .+, Sekretariat/).waitFor()
    await expect(
      page.getByRole('button', { name: 'Przyjęte' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true')
    const stored = await storedStatus()
    expect(stored.status).toBe('accepted')
    expect(stored.statusChangedBy).toBe(admin.id)
    // Kept: a reload shows it from the database.
    await page.reload()
    await heading(page, `Zgłoszenie ${enrollmentNumber}`).waitFor()
    await expect(page.locator('[data-status]').innerText()).resolves.toBe('Przyjęte')
    // The record answers who changed it by account number only (statusChangedBy).
    await expect(page.getByText(/^Ostatnia zmiana: /).count()).resolves.toBe(1)

    await page.getByRole('link', { name: 'Wróć' }).click()
    await heading(page, 'Zapisy').waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Eksportuj CSV' }).click(),
    ])
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).toContain(FIRST)
    expect(csv).toContain(LAST)
    expect(csv).toContain(enrollmentNumber)

    await page.getByRole('button', { name: 'Wyloguj się' }).click()
    await heading(page, 'Logowanie').waitFor()
    const stored2 = await page.evaluate(() => localStorage.getItem('persist:root') ?? '')
    expect(stored2).not.toMatch(/jwt/)
    // Every call to the staff API carried no name in its address but the search's own query.
    expect(apiUrls.filter((url) => url.includes(FIRST))).toEqual([])
  })

  it('shows an editor "Brak uprawnień" for the enrolments, as the API refuses them', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, EDITOR)
    await expect(page.getByRole('link', { name: 'Zapisy', exact: true }).count()).resolves.toBe(0)
    const refused = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/api/gazda/enrollments'),
    )
    await page.goto(`${harness.site.url}/gazda/zapisy/`)
    expect((await refused).status()).toBe(403)
    await heading(page, 'Brak uprawnień').waitFor()
    await page.getByText('Ta część panelu jest dostępna tylko dla administratora.').waitFor()
    await page.getByRole('link', { name: 'Wróć do panelu' }).click()
    await heading(page, 'Panel gazdy').waitFor()
  })

  it('returns to the login with "Sesja wygasła" when the API refuses an expired token', async () => {
    const page = await harness.open('/gazda/')
    const now = Math.floor(Date.now() / 1000)
    // Expired an hour ago for the server; the browser's clock is set back, so it believes it valid.
    const jwt = await new SignJWT({ role: 'admin', ver: (await current(admin)).tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(admin.id))
      .setIssuedAt(now - 9 * 3600)
      .setExpirationTime(now - 3600)
      .sign(harness.site.app.jwtSecret)
    await withSession(page, jwt, admin)
    await page.clock.setFixedTime(new Date((now - 2 * 3600) * 1000))
    const refused = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/api/gazda/enrollments'),
    )
    await page.goto(`${harness.site.url}/gazda/zapisy/`)
    expect((await refused).status()).toBe(401)
    await page.getByText('Sesja wygasła. Zaloguj się ponownie.').waitFor()
    await page.waitForURL((url) => url.pathname === '/gazda/')
    await heading(page, 'Logowanie').waitFor()
  })

  it('keeps an editor’s unsaved FAQ as a draft through a revoked session and restores it', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, EDITOR)
    await page.goto(`${harness.site.url}/gazda/faq`)
    await page.waitForURL((url) => url.pathname === '/gazda/faq/')
    await heading(page, 'Najczęstsze pytania').waitFor()
    const question = page.getByLabel('Pytanie 1', { exact: false }).first()
    await question.fill('Czy jest zerówka dla czterolatków?')
    // The preview is the public page's FAQ.
    const preview = page.getByRole('region', { name: 'Podgląd' })
    await preview.getByText('Czy jest zerówka dla czterolatków?').waitFor()

    // Logged out elsewhere (every token of the account revoked): the save is refused.
    await createUserRepository(harness.site.app.db).revokeTokens(editor.id)
    await page.getByRole('button', { name: 'Zapisz i opublikuj' }).click()
    await page.getByText('Sesja wygasła. Zaloguj się ponownie.').waitFor()
    await page.waitForURL((url) => url.pathname === '/gazda/')

    // The next login goes back to the editor, which opens on the draft.
    await submitLogin(page, EDITOR)
    await page.waitForURL((url) => url.pathname === '/gazda/faq/')
    await expect(page.getByLabel('Pytanie 1', { exact: false }).first().inputValue()).resolves.toBe(
      'Czy jest zerówka dla czterolatków?',
    )
    await page.getByText(/Przywrócono niezapisane zmiany/).waitFor()
  })

  it('passes axe-core on the login page, the enrolment list and a record', async () => {
    const login = await harness.open('/gazda/')
    await heading(login, 'Logowanie').waitFor()
    await expect(axeViolations(login)).resolves.toEqual([])

    const list = await openAsAdmin('/gazda/zapisy/')
    await list.getByRole('row').filter({ hasText: enrollmentNumber }).waitFor()
    await expect(axeViolations(list)).resolves.toEqual([])

    const { id } = await storedStatus()
    const record = await openAsAdmin(`/gazda/zapisy/${id}/`)
    await heading(record, `Zgłoszenie ${enrollmentNumber}`).waitFor()
    await expect(axeViolations(record)).resolves.toEqual([])
  })
})
