import type { Page } from 'playwright-core'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { addStaff, ADMIN, logInWithForm } from './support/staffSession'

// Staff accounts managed from the staff area (/gazda/konta/), for admins only.
jest.setTimeout(180_000)

const harness = setUpBrowserSite()

const NEW_EDITOR = {
  email: 'nauczycielka@szkola.org',
  name: 'Maria Nauczycielka',
  password: 'hasło-nauczycielki-2026',
}

beforeAll(() => addStaff(harness.site, ADMIN))

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true })

describe('staff accounts', () => {
  it('lets an admin add an editor account from the dashboard, and the editor logs in', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, ADMIN)
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

    const editorPage = await harness.openInNewContext('/gazda/')
    try {
      await logInWithForm(editorPage, NEW_EDITOR)
      await editorPage.getByText(`Zalogowano jako ${NEW_EDITOR.name} (redaktor)`).waitFor()
    } finally {
      await editorPage.context().close()
    }
  })

  it('shows an editor neither the link nor the accounts at /gazda/konta/', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, NEW_EDITOR)
    await expect(page.getByRole('link', { name: 'Konta pracowników' }).count()).resolves.toBe(0)

    await page.goto(`${harness.site.url}/gazda/konta/`)
    await waitForHydration(page)
    await page.getByText('Ta część panelu jest dostępna tylko dla administratora.').waitFor()
    await expect(page.getByText(ADMIN.email).count()).resolves.toBe(0)
  })
})
