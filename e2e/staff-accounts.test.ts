import type { Page } from 'playwright-core'
import { axeViolations } from './support/axe'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { sidewaysOverflow } from './support/overflow'
import { addStaff, ADMIN, logInWithForm } from './support/staffSession'

// Staff accounts managed from the staff area (/gazda/konta/), for admins only.
jest.setTimeout(180_000)

const harness = setUpBrowserSite()

const NEW_EDITOR = {
  email: 'nauczycielka@szkola.org',
  name: 'Maria Nauczycielka',
  password: 'hasło-nauczycielki-2026',
}

/** Issue #30: a teacher of two classes, added from the accounts screen. */
const NEW_TEACHER = {
  email: 'nauczyciel@szkola.org',
  name: 'Jan Nauczyciel',
  password: 'hasło-nauczyciela-2026',
}

beforeAll(() => addStaff(harness.site, ADMIN))

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true })

/**
 * An admin logged in, on the accounts screen from the dashboard's link, with the new account's
 * e-mail, name and role filled in.
 */
async function startNewAccount(account: { email: string; name: string }, role: string) {
  const page = await harness.open('/gazda/')
  await logInWithForm(page, ADMIN)
  await page.getByRole('link', { name: 'Konta pracowników', exact: true }).click()
  await heading(page, 'Konta pracowników').waitFor()
  const form = page.getByRole('region', { name: 'Nowe konto' })
  await form.getByLabel('E-mail').fill(account.email)
  await form.getByLabel('Imię i nazwisko').fill(account.name)
  await form.getByLabel('Rola').selectOption(role)
  return { page, form }
}

describe('staff accounts', () => {
  it('lets an admin add an editor account from the dashboard, and the editor logs in', async () => {
    const { page, form } = await startNewAccount(NEW_EDITOR, 'editor')
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

  it('lets an admin add a teacher of the classes ticked, who sees only their classes', async () => {
    const { page, form } = await startNewAccount(NEW_TEACHER, 'teacher')
    const classes = form.getByRole('group', { name: /Klasy nauczyciela/ })
    // The levels' Polish names, as the public site has them (content/school/levels.yaml).
    await classes.getByRole('checkbox', { name: 'Klasa 3', exact: true }).check()
    await classes.getByRole('checkbox', { name: 'Klasa 4', exact: true }).check()
    await form.getByLabel('Hasło').fill(NEW_TEACHER.password)
    await form.getByRole('button', { name: 'Dodaj konto' }).click()
    await page.getByText(`Dodano konto ${NEW_TEACHER.email}.`).waitFor()
    await page.getByRole('cell', { name: 'nauczyciel: Klasa 3, Klasa 4' }).waitFor()

    const teacherPage = await harness.openInNewContext('/gazda/')
    try {
      await logInWithForm(teacherPage, NEW_TEACHER)
      await teacherPage.getByText(`Zalogowano jako ${NEW_TEACHER.name} (nauczyciel)`).waitFor()
      await teacherPage.getByText('Klasy: Klasa 3, Klasa 4.').waitFor()
      // On the phone a teacher posts homework from.
      await teacherPage.setViewportSize({ width: 320, height: 640 })
      await expect(sidewaysOverflow(teacherPage)).resolves.toBeNull()
      await expect(axeViolations(teacherPage)).resolves.toEqual([])
      for (const name of ['Zapisy', 'Ankiety', 'Wizyty', 'Konta pracowników', 'Wiadomości'])
        await expect(
          teacherPage.getByRole('main').getByRole('link', { name, exact: true }).count(),
        ).resolves.toBe(0)
      await expect(teacherPage.locator('[data-admin-link]').count()).resolves.toBe(0)

      await teacherPage.goto(`${harness.site.url}/gazda/zapisy/`)
      await waitForHydration(teacherPage)
      await teacherPage
        .getByText('Ta część panelu nie jest dostępna dla konta nauczyciela.')
        .waitFor()
    } finally {
      await teacherPage.context().close()
    }
  })

  it.each([320, 1280])(
    'shows the accounts with a teacher’s classes, and the teacher form, at %i px: fits, axe-clean',
    async (width) => {
      const page = await harness.open('/gazda/', width)
      await logInWithForm(page, ADMIN)
      await page.goto(`${harness.site.url}/gazda/konta/`)
      await waitForHydration(page)
      await page.getByRole('cell', { name: 'nauczyciel: Klasa 3, Klasa 4' }).waitFor()
      const form = page.getByRole('region', { name: 'Nowe konto' })
      await form.getByLabel('Rola').selectOption('teacher')
      await form.getByRole('button', { name: 'Dodaj konto' }).click()
      await form.getByText('Zaznacz co najmniej jedną klasę nauczyciela.').first().waitFor()
      await page
        .getByRole('group', { name: new RegExp(`Klasy konta ${NEW_TEACHER.email}`) })
        .waitFor()
      await expect(sidewaysOverflow(page)).resolves.toBeNull()
      await expect(axeViolations(page)).resolves.toEqual([])
    },
  )
})
