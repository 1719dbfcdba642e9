import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { issueToken } from '../server/auth/tokens'
import { createUserRepository, type User } from '../server/repositories/users'
import { setUpBrowserSite } from './support/browserSite'
import { addStaff, EDITOR, logInWithForm } from './support/staffSession'

// Issue #7: an editor adds a bulletin and its PDF in the staff area, over a copy of content/
// (the repository's own files stay as they are).
jest.setTimeout(180_000)

const CONTENT_ROOT = mkdtempSync(path.join(os.tmpdir(), 'szkola-e2e-bulletins-'))
const CONTENT_DIR = path.join(CONTENT_ROOT, 'content')
cpSync(path.join(__dirname, '../content'), CONTENT_DIR, {
  recursive: true,
  filter: (source) => !/\.(jpe?g|png|webp)$/i.test(source),
})
const harness = setUpBrowserSite({ CONTENT_DIR })
afterAll(() => rmSync(CONTENT_ROOT, { recursive: true, force: true }))

const BULLETIN = { title: 'Biuletyn szkolny — grudzień 2026', date: '2026-12-05' }
const ID = '2026-12-05-biuletyn-szkolny-grudzien-2026'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')

let editor: User

beforeAll(async () => {
  editor = await addStaff(harness.site, EDITOR)
})

describe('bulletins in the staff area', () => {
  it('lets an editor create a bulletin and upload its PDF, which the API then lists', async () => {
    // Unauthenticated, /gazda/biuletin/ leads to the login; after it, the dashboard.
    const page = await harness.open('/gazda/biuletin/')
    await logInWithForm(page, EDITOR)
    await page.goto(`${harness.site.url}/gazda/biuletin/`)
    await page.getByRole('heading', { level: 1, name: 'Biuletyny szkolne', exact: true }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Nowy biuletyn' }).waitFor()

    await page.getByLabel('Tytuł').fill(BULLETIN.title)
    await page.getByLabel('Data').fill(BULLETIN.date)
    await page.getByLabel('Treść (markdown)').fill('Wesołych **Świąt**!')
    // The preview is the server's HTML of the body, shown once typing has settled.
    await page
      .getByRole('region', { name: 'Podgląd' })
      .locator('strong', { hasText: 'Świąt' })
      .waitFor()
    await page.getByRole('button', { name: 'Dodaj i opublikuj' }).click()
    await page.waitForURL((url) => url.pathname === `/gazda/biuletin/${ID}/`)
    // React draws the bulletin's page just after the address changes: until then the list (with a
    // "Brak pliku PDF" in each row) is still there. The PDF form is only on the bulletin's page.
    await page.getByLabel('Wybierz plik PDF').waitFor()
    await page.locator('p', { hasText: 'Brak pliku PDF' }).waitFor()

    await page
      .getByLabel('Wybierz plik PDF')
      .setInputFiles({ name: 'grudzien.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByRole('button', { name: 'Prześlij PDF' }).click()
    await page.getByText(`Przesłano plik ${ID}.pdf.`).waitFor()
    await page.getByText(`Obecny plik: ${ID}.pdf`).waitFor()

    expect(readFileSync(path.join(CONTENT_DIR, 'bulletins', `${ID}.pdf`))).toEqual(PDF)
    const { tokenVersion } = (await createUserRepository(harness.site.app.db).byId(editor.id))!
    const token = await issueToken(
      { userId: editor.id, role: 'editor', version: tokenVersion },
      harness.site.app.jwtSecret,
    )
    const list = await harness.site.app.inject({
      method: 'GET',
      url: '/api/gazda/content/bulletins',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(list.json()).toContainEqual({
      id: ID,
      title: BULLETIN.title,
      date: BULLETIN.date,
      file: `${ID}.pdf`,
    })
  })
})
