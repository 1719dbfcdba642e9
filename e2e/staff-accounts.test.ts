import type { Page } from 'playwright-core'
import { hashPassword } from '../server/auth/passwords'
import { createUserRepository } from '../server/repositories/users'
import { setUpBrowserSite } from './support/browserSite'

// Staff accounts managed from the staff area (/gazda/konta/), for admins only.
jest.setTimeout(180_000)

const harness = setUpBrowserSite()

const ADMIN = {
  email: 'sekretariat@szkola.org',
  name: 'Sekretariat',
  password: 'hasło-sekretariatu-26',
}
const NEW_EDITOR = {
  email: 'nauczycielka@szkola.org',
  name: 'Maria Nauczycielka',
  password: 'hasło-nauczycielki-2026',
}

beforeAll(async () => {
  await createUserRepository(harness.site.app.db).add({
    email: ADMIN.email,
    name: ADMIN.name,
    role: 'admin',
    passwordHash: await hashPassword(ADMIN.password),
  })
})

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true })

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(who.email)
  await page.getByLabel('Hasło').fill(who.password)
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
}

/** A page of a new browser context (no session), at a route, once React has hydrated it. */
async function freshPage(route: string) {
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(harness.site.url + route)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
  return page
}

describe('staff accounts', () => {
  it('lets an admin add an editor account from the dashboard, and the editor logs in', async () => {
    const page = await harness.open('/gazda/')
    await logIn(page, ADMIN)
    await heading(page, 'Panel gazdy').waitFor()
    await page.getByRole('link', { name: 'Konta pracowników', exact: true }).click()
    await heading(page, 'Konta pracowników').waitFor()

    const form = page.getByRole('region', { name: 'Nowe konto' })
    await form.getByLabel('E-mail').fill(NEW_EDITOR.email)
    await form.getByLabel('Imię i nazwisko').fill(NEW_EDITOR.name)
    await form.getByLabel('Rola').selectOption('editor')
    await form.getByLabel('Hasło').fill(NEW_EDITOR.password)
    await form.getByRole('button', { name: 'Dodaj konto' }).click()
    await page.getByText(`Dodano konto ${NEW_EDITOR.email}.`).waitFor()
    await page.getByRole('rowheader', { name: NEW_EDITOR.email }).waitFor()

    const editorPage = await freshPage('/gazda/')
    try {
      await logIn(editorPage, NEW_EDITOR)
      await heading(editorPage, 'Panel gazdy').waitFor()
      await editorPage.getByText(`Zalogowano jako ${NEW_EDITOR.name} (redaktor)`).waitFor()
    } finally {
      await editorPage.context().close()
    }
  })

  it('shows an editor neither the link nor the accounts at /gazda/konta/', async () => {
    const page = await harness.open('/gazda/')
    await logIn(page, NEW_EDITOR)
    await heading(page, 'Panel gazdy').waitFor()
    await expect(page.getByRole('link', { name: 'Konta pracowników' }).count()).resolves.toBe(0)

    await page.goto(`${harness.site.url}/gazda/konta/`)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByText('Ta część panelu jest dostępna tylko dla administratora.').waitFor()
    await expect(page.getByText(ADMIN.email).count()).resolves.toBe(0)
  })
})
