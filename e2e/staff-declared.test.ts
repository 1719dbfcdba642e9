// Issue #30: the staff area's screens of every declared kind, made from its declaration, in real
// Chromium over the real server: each kind's list, a record's editor and the new record's form
// pass axe-core and fit the screen at 320 and 1280 px; and on a 320 px phone a homework is posted
// through the form, found in the list, changed and deleted (the API's effect is checked here; the
// built site after a publish is e2e/declared-publish.test.ts's). content/ is a copy: nothing here
// touches the repository's.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import type { User } from '../server/repositories/users'
import { DECLARATIONS } from '../src/domain/content/declarations'
import { startedAhead } from './support/ahead'
import { axeViolations } from './support/axe'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { sidewaysOverflow } from './support/overflow'
import { addAdmin, logIn } from './support/staffSession'

jest.setTimeout(300_000)

const CONTENT = path.join(mkdtempSync(path.join(os.tmpdir(), 'szkola-declared-')), 'content')
cpSync(path.join(__dirname, '../content'), CONTENT, {
  recursive: true,
  filter: (source) => !/\.(jpe?g|png|webp)$/i.test(source),
})
const harness = setUpBrowserSite({ CONTENT_DIR: CONTENT })
let admin: User

beforeAll(async () => {
  admin = await addAdmin(harness.site)
})
afterAll(() => rmSync(path.dirname(CONTENT), { recursive: true, force: true }))

/** Opens a staff screen once its heading shows and its requests have ended. */
async function openScreen(page: Page, route: string, heading?: string | RegExp) {
  await page.goto(harness.site.url + route)
  await waitForHydration(page)
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor()
  await page.waitForLoadState('networkidle')
}

/** What is wrong with the screen shown: axe-core's violations and any sideways scrolling. */
async function problems(page: Page) {
  return { violations: await axeViolations(page), overflow: await sidewaysOverflow(page) }
}

describe.each([320, 1280])('every declared kind’s screens at %i px', (width) => {
  // Two kinds at a time, each in a browser context of its own: a screen's load, its requests'
  // half second of network idle and axe-core of one overlap the other's (issue #36). The screens
  // are only read.
  const screensOf = startedAhead(DECLARATIONS, 2, async (declaration) => {
    const context = await harness.browser.newContext({ viewport: { width, height: 800 } })
    try {
      const page = await context.newPage()
      await logIn(page, harness.site, admin)
      const list = `/gazda/${declaration.path}/`
      await openScreen(page, list, declaration.title)
      const found: Record<string, object> = { [list]: await problems(page) }

      // The list names its records, and each opens its editor.
      const records = await page
        .locator(`main table a[href^="${list}"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
      expect(records.length).toBeGreaterThan(0)
      await openScreen(page, records[0]!)
      await page.locator('main form').first().waitFor()
      await page.waitForLoadState('networkidle')
      found[records[0]!] = await problems(page)

      const fixed = declaration.storage.form === 'files' && declaration.storage.fixedIds
      if (!fixed) {
        await openScreen(page, `${list}nowy/`, `Nowy wpis: ${declaration.one}`)
        found[`${list}nowy/`] = await problems(page)
      }
      return found
    } finally {
      await context.close()
    }
  })

  it.each(DECLARATIONS.map((declaration) => [declaration.kind, declaration] as const))(
    '%s: its list, a record and a new one pass axe-core and fit the screen',
    async (_kind, declaration) => {
      const found = await screensOf(declaration)
      const clean = Object.fromEntries(
        Object.keys(found).map((route) => [route, { violations: [], overflow: null }]),
      )
      expect(found).toEqual(clean)
    },
  )
})

describe('homework on a 320 px phone', () => {
  it('is posted through the form, found in the list, changed and deleted', async () => {
    const { page } = harness
    await page.setViewportSize({ width: 320, height: 640 })
    await logIn(page, harness.site, admin)
    await openScreen(page, '/gazda/zadania-domowe/', 'Zadania domowe')
    await page.getByRole('link', { name: 'Dodaj zadanie domowe' }).click()
    await page.getByRole('heading', { level: 1, name: 'Nowy wpis: zadanie domowe' }).waitFor()

    const title = `Wiersz o jesieni ${Date.now().toString(36)}`
    // First a submit with nothing typed: the errors are said, focus is on the first field.
    await page.getByRole('button', { name: 'Opublikuj' }).click()
    const titleBox = page.getByRole('textbox', { name: /^Tytuł/ })
    await expect(titleBox.evaluate((box) => box === document.activeElement)).resolves.toBe(true)
    await page.getByText('Pole „Tytuł” jest wymagane.').waitFor()

    await titleBox.fill(title)
    await page.getByRole('combobox', { name: /^Klasa/ }).selectOption({ label: 'Klasa 3' })
    await page.getByRole('combobox', { name: /^Nauczyciel/ }).selectOption('Katarzyna Zając')
    await page.getByLabel(/^Zadane/).fill('2026-11-21')
    await page.getByLabel(/^Termin oddania/).fill('2026-12-05')
    await page
      .getByRole('textbox', { name: /^Co trzeba zrobić/ })
      .fill('Naucz się na pamięć **pierwszej** zwrotki.')
    // The preview shows the text as the site will.
    await page
      .locator('section[aria-labelledby="editor-preview"] strong', { hasText: 'pierwszej' })
      .waitFor()
    await expect(problems(page)).resolves.toEqual({ violations: [], overflow: null })
    await page.getByRole('button', { name: 'Opublikuj' }).click()

    await page.waitForURL(/\/gazda\/zadania-domowe\/\d+\/$/)
    const id = /\/(\d+)\/$/.exec(page.url())![1]!
    await page.getByRole('heading', { level: 1, name: `Zadanie domowe: ${title}` }).waitFor()
    const file = path.join(CONTENT, 'homework', `${id}.md`)
    expect(readFileSync(file, 'utf8')).toContain(title)
    expect(readFileSync(file, 'utf8')).toMatch(/teacher: Katarzyna Zając/)

    await openScreen(page, '/gazda/zadania-domowe/', 'Zadania domowe')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByRole('rowheader').textContent()).resolves.toBe(title)
    await expect(row.textContent()).resolves.toContain('21 listopada 2026')
    await expect(sidewaysOverflow(page)).resolves.toBeNull()
    await row.getByRole('link', { name: title }).click()

    await page.getByRole('heading', { level: 1, name: `Zadanie domowe: ${title}` }).waitFor()
    const changed = `${title} (poprawione)`
    await page.getByRole('textbox', { name: /^Tytuł/ }).fill(changed)
    await page.getByRole('button', { name: 'Zapisz jako szkic' }).click()
    // Said once the server answered: the file is saved by then.
    await page.getByText(/To jest szkic/).waitFor()
    expect(readFileSync(file, 'utf8')).toContain(changed)
    expect(readFileSync(file, 'utf8')).toMatch(/published: false/)

    await page.getByRole('button', { name: /^Usuń/ }).click()
    await page.getByRole('button', { name: 'Tak' }).click()
    await page.getByText(`Usunięto „${changed}”.`).waitFor()
    expect(existsSync(file)).toBe(false)
    await openScreen(page, '/gazda/zadania-domowe/', 'Zadania domowe')
    await expect(page.getByRole('row').filter({ hasText: changed }).count()).resolves.toBe(0)
  })
})
