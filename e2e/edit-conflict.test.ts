import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { setUpBrowserSite } from './support/browserSite'
import { addStaff, logInWithForm } from './support/staffSession'

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
  { email: 'ewa@example.com', name: 'Ewa', role: 'editor', password: 'haslo-redaktora-123' },
  { email: 'jan@example.com', name: 'Jan', role: 'editor', password: 'haslo-redaktora-456' },
] as const

beforeAll(async () => {
  for (const editor of EDITORS) await addStaff(harness.site, editor)
})
afterAll(() => rmSync(CONTENT, { recursive: true, force: true }))

async function editorPage(index: number): Promise<Page> {
  const page = await harness.openInNewContext('/gazda/')
  await logInWithForm(page, EDITORS[index]!)
  await page.goto(`${harness.site.url}/gazda/faq/`)
  await page.locator('#formulate-items-6-answer').waitFor()
  return page
}

const answer = (page: Page, index: number) => page.locator(`#formulate-items-${index}-answer`)
const save = (page: Page) => page.getByRole('button', { name: 'Zapisz i opublikuj' }).click()
const committed = () => git('show', 'HEAD:pages/najczestsze-pytania.md')

/** Waits for the save to reach the file and then git (the server commits after writing). */
async function fileContains(text: string) {
  // Up to 30 s: the save's commit waits its turn on a machine running other tests beside this one.
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && !(readFileSync(FAQ, 'utf8') + committed()).split(text)[2]) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(readFileSync(FAQ, 'utf8')).toContain(text)
  expect(committed()).toContain(text)
}

type Answer = [item: number, text: string]

/** Editor a saves an answer and it is written; editor b then saves one over the FAQ as it was. */
async function saveInTurn(a: Page, [aItem, aText]: Answer, b: Page, [bItem, bText]: Answer) {
  await answer(a, aItem).fill(aText)
  await save(a)
  await fileContains(aText)
  await answer(b, bItem).fill(bText)
  await save(b)
}

describe('two editors saving the FAQ at once', () => {
  it('keeps both when they changed different answers, and says so beside the button', async () => {
    const [a, b] = [await editorPage(0), await editorPage(1)]
    const six = `Odpowiedź A ${Date.now()}`
    const seven = `Odpowiedź B ${Date.now()}`
    await saveInTurn(a, [5, six], b, [6, seven])
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
    await saveInTurn(a, [0, theirs], b, [0, mine])
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
    await saveInTurn(a, [0, `${theirs} (2)`], b, [0, mine])
    await b.getByRole('button', { name: 'Użyj mojej wersji' }).click()
    await save(b)
    await fileContains(mine)
    expect(committed()).toContain(mine)
    await a.context().close()
    await b.context().close()
  })
})
