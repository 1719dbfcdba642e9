import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { hashPassword } from '../server/auth/passwords'
import { createUserRepository } from '../server/repositories/users'
import { setUpBrowserSite } from './support/browserSite'

// Issue #18: two editors on the FAQ at once. Whatever one saved is never lost by the other's save:
// items each touched merge by themselves, and an item both changed keeps the saved text until the
// second editor chooses. content/ is a git repository of its own here (a copy), so that the
// server's commits are checked without touching this repository.
jest.setTimeout(180_000)

const CONTENT = mkdtempSync(path.join(os.tmpdir(), 'szkola-conflict-'))
cpSync(path.join(__dirname, '../content'), CONTENT, { recursive: true })
const git = (...args: string[]) =>
  execFileSync('git', ['-C', CONTENT, ...args], { encoding: 'utf8' })
git('init', '-q')
git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.')
git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'start')

const FAQ = path.join(CONTENT, 'pages/najczestsze-pytania.md')
const harness = setUpBrowserSite({ CONTENT_DIR: CONTENT, CONTENT_GIT_COMMIT: 'on' })
const EDITORS = [
  { email: 'ewa@example.com', name: 'Ewa', password: 'haslo-redaktora-123' },
  { email: 'jan@example.com', name: 'Jan', password: 'haslo-redaktora-456' },
]

beforeAll(async () => {
  const users = createUserRepository(harness.site.app.db)
  for (const { email, name, password } of EDITORS) {
    await users.add({ email, name, role: 'editor', passwordHash: await hashPassword(password) })
  }
})
afterAll(() => rmSync(CONTENT, { recursive: true, force: true }))

async function editorPage(index: number): Promise<Page> {
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${harness.site.url}/gazda/`)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
  const { email, password } = EDITORS[index]!
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Hasło').fill(password)
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
  await page.getByRole('heading', { level: 1, name: 'Panel gazdy', exact: true }).waitFor()
  await page.goto(`${harness.site.url}/gazda/faq/`)
  await page.locator('#formulate-items-6-answer').waitFor()
  return page
}

const answer = (page: Page, index: number) => page.locator(`#formulate-items-${index}-answer`)
const save = (page: Page) => page.getByRole('button', { name: 'Zapisz i opublikuj' }).click()
const committed = () => git('show', 'HEAD:pages/najczestsze-pytania.md')

/** Waits for the save to reach the file and then git (the server commits after writing). */
async function fileContains(text: string) {
  for (let i = 0; i < 100 && !(readFileSync(FAQ, 'utf8') + committed()).split(text)[2]; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(readFileSync(FAQ, 'utf8')).toContain(text)
  expect(committed()).toContain(text)
}

describe('two editors saving the FAQ at once', () => {
  it('keeps both when they changed different answers, and says so beside the button', async () => {
    const [a, b] = [await editorPage(0), await editorPage(1)]
    const six = `Odpowiedź A ${Date.now()}`
    const seven = `Odpowiedź B ${Date.now()}`
    await answer(a, 5).fill(six)
    await save(a)
    await fileContains(six)

    await answer(b, 6).fill(seven)
    await save(b)
    const note = b.locator('[data-conflict]')
    await note.waitFor()
    await expect(note.getAttribute('role')).resolves.toBe('alert')
    await expect(note.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(note.textContent()).resolves.toContain('połączone z Twoimi')
    // Next to the button that met the conflict, not a screen away.
    const noteBox = (await note.boundingBox())!
    const buttonBox = (await b.getByRole('button', { name: 'Zapisz i opublikuj' }).boundingBox())!
    expect(Math.abs(buttonBox.y - (noteBox.y + noteBox.height))).toBeLessThan(200)
    expect((await answer(b, 5).inputValue()).trim()).toBe(six) // YAML ends it with a line break

    await save(b)
    await fileContains(seven)
    expect(readFileSync(FAQ, 'utf8')).toContain(six)
    expect(committed()).toContain(six)
    expect(committed()).toContain(seven)
    await a.context().close()
    await b.context().close()
  })

  it('shows both texts of an answer both changed, and keeps the saved one unless asked', async () => {
    const [a, b] = [await editorPage(0), await editorPage(1)]
    const theirs = `Tekst Ewy ${Date.now()}`
    const mine = `Tekst Jana ${Date.now()}`
    await answer(a, 0).fill(theirs)
    await save(a)
    await fileContains(theirs)

    await answer(b, 0).fill(mine)
    await save(b)
    const note = b.locator('[data-conflict]')
    await note.waitFor()
    await expect(note.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    expect((await note.locator('[data-side="theirs"]').textContent())?.trim()).toBe(theirs)
    expect((await note.locator('[data-side="mine"]').textContent())?.trim()).toBe(mine)
    await expect(note.getByRole('heading', { name: 'Odpowiedź 1' }).count()).resolves.toBe(1)
    expect((await answer(b, 0).inputValue()).trim()).toBe(theirs)

    await save(b) // B chose nothing: Ewa's text stays
    await b.locator('[data-conflict]').waitFor({ state: 'detached' })
    expect(readFileSync(FAQ, 'utf8')).toContain(theirs)
    expect(readFileSync(FAQ, 'utf8')).not.toContain(mine)

    // Asked for: B's own text replaces it.
    await answer(a, 0).fill(`${theirs} (2)`)
    await save(a)
    await fileContains(`${theirs} (2)`)
    await answer(b, 0).fill(mine)
    await save(b)
    await b.getByRole('button', { name: 'Użyj mojej wersji' }).click()
    await save(b)
    await fileContains(mine)
    expect(committed()).toContain(mine)
    await a.context().close()
    await b.context().close()
  })
})
