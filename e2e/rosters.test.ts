// Issue #31: the class lists in a real browser. Twelve families, siblings in other levels and
// shifts, each child with its own status: the "Klasa 1, Sobota po południu" roster screen, its CSV
// and its printed PDF (Chromium's page.pdf) hold exactly the class's accepted children; on paper,
// one class a page, no site banner, navigation, back link or button, the sign-in sheet across
// the page. A teacher of klasa-1 reads the class without its wait-list. axe-core at 320 and 1280 px.
import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { hashPassword } from '../server/auth/passwords'
import { auditLog } from '../server/db/schema'
import { createUserRepository } from '../server/repositories/users'
import { parseCsv } from '../__tests__/server/support/csv'
import {
  enrolRosterFamilies,
  KLASA_1_AFTERNOON,
  KLASA_1_AFTERNOON_WAITLIST,
} from '../__tests__/server/support/rosterFamilies'
import { axeViolations } from './support/axe'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { sidewaysOverflow } from './support/overflow'
import { addStaff, ADMIN, logInWithForm } from './support/staffSession'

jest.setTimeout(240_000)

const harness = setUpBrowserSite()
const TEACHER = { email: 'klasa1@szkola.org', password: 'hasło-nauczycielki-1' }
const CLASS = 'Klasa 1, Sobota po południu (13:30–17:30)'
const ROSTER = '/gazda/listy-klas/klasa-1.2/'

beforeAll(async () => {
  await addStaff(harness.site, ADMIN)
  await createUserRepository(harness.site.app.db).add({
    email: TEACHER.email,
    name: 'Nauczycielka Klasy 1',
    role: 'teacher',
    classes: ['klasa-1'],
    passwordHash: await hashPassword(TEACHER.password),
  })
  await enrolRosterFamilies(harness.site.app)
})

/** A table's children as the screen names them (last name, first name): an admin's cell has
 * the family's enrolment number on its next line. */
const rowNames = async (page: Page, caption: RegExp) =>
  (
    await page
      .getByRole('table', { name: caption })
      .locator('tbody th[scope="row"]')
      .allInnerTexts()
  ).map((cell) => cell.split('\n')[0]!.trim())

/** What the page shows on paper: the text of what print media leaves displayed. */
const printedText = (page: Page) => page.evaluate(() => document.body.innerText)

/** The PDF's pages and each one's size (/MediaBox), read from the file's own objects. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1')
  const boxes = [...text.matchAll(/\/Type\s*\/Page\b[^s][\s\S]*?\/MediaBox\s*\[([^\]]+)\]/g)]
  const pages = text.match(/\/Type\s*\/Page\b(?!s)/g) ?? []
  return {
    count: pages.length,
    boxes: boxes.map((box) => box[1]!.trim().split(/\s+/).map(Number)),
  }
}

/** The audit log's prints, once it has `n` of them (the screen sends its note, then prints). */
async function printsOnceThere(n: number) {
  for (let i = 0; i < 100 && (await prints()).length < n; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 50))
  return prints()
}

const prints = async () =>
  (
    await harness.site.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'rosters'), eq(auditLog.action, 'print')))
  ).map((row) => row.recordId)

describe('the office’s class lists', () => {
  it('list the classes by level, and the Klasa 1 afternoon class holds exactly its accepted children, its CSV too', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, ADMIN)
    await page.getByRole('main').getByRole('link', { name: 'Listy klas', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Listy klas' }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Klasa 1' }).waitFor()
    await expect(axeViolations(page)).resolves.toEqual([])

    await page.getByRole('link', { name: `Lista klasy: ${CLASS}` }).click()
    await page.getByRole('heading', { level: 1, name: CLASS }).waitFor()
    expect(new URL(page.url()).pathname).toBe(ROSTER)
    expect(await rowNames(page, /^Uczniowie przyjęci/)).toEqual(KLASA_1_AFTERNOON)
    expect(await rowNames(page, /^Lista oczekujących/)).toEqual(KLASA_1_AFTERNOON_WAITLIST)
    await expect(axeViolations(page)).resolves.toEqual([])

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Pobierz listę (CSV)' }).click(),
    ])
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = parseCsv(csv.slice(1))
    expect(header?.slice(0, 2)).toEqual(['Nazwisko', 'Imię'])
    expect(rows.map((row) => `${row[0]} ${row[1]}`)).toEqual(KLASA_1_AFTERNOON)
  })

  it('print the class list on one page without the site’s banner, and the sign-in sheet across the page; each print audited', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, ADMIN)
    await page.goto(harness.site.url + ROSTER)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: CLASS }).waitFor()
    // The browser's print dialog is counted instead of opened (headless Chromium would keep
    // printing, and page.pdf would wait for it).
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number }
      counted.printed = 0
      window.print = () => void (counted.printed += 1)
    })
    const dialogs = () => page.evaluate(() => (window as unknown as { printed: number }).printed)
    await page.getByRole('button', { name: 'Drukuj listę klasy' }).click()
    expect(await printsOnceThere(1)).toEqual(['klasa-1/2/list'])
    await expect(dialogs()).resolves.toBe(1)

    await page.emulateMedia({ media: 'print' })
    const hidden = await page.evaluate(() =>
      [
        'header',
        'nav',
        'footer',
        '.skip-link',
        'main button',
        'main a[href="/gazda/listy-klas/"]',
      ].map((selector) => [
        selector,
        [...document.querySelectorAll(selector)].every(
          (element) => (element as HTMLElement).offsetParent === null,
        ),
      ]),
    )
    expect(hidden.filter(([, isHidden]) => !isHidden)).toEqual([])
    const paper = await printedText(page)
    expect(paper).toContain(`Lista klasy: ${CLASS}`)
    expect(paper).not.toMatch(/Wróć|Panel gazdy|Wyloguj|Drukuj|Lista oczekujących/)
    const printedNames = await page.evaluate(() =>
      [...document.querySelectorAll('tbody th[scope="row"]')]
        .filter((cell) => (cell as HTMLElement).offsetParent !== null)
        .map((cell) => {
          const row = cell.closest('tr')!
          return `${cell.textContent} ${row.cells[2]?.textContent}`
        }),
    )
    expect(printedNames).toEqual(KLASA_1_AFTERNOON)
    const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true }))
    expect(pdf.count).toBe(1)

    await page.emulateMedia({ media: 'screen' })
    await page.getByRole('button', { name: 'Drukuj listę obecności' }).click()
    expect(await printsOnceThere(2)).toEqual(['klasa-1/2/list', 'klasa-1/2/signin'])
    await page.emulateMedia({ media: 'print' })
    const signIn = await printedText(page)
    for (const column of [
      'Data',
      'Uczeń',
      'Godzina przyjścia',
      'Podpis rodzica',
      'Godzina odbioru',
    ])
      expect(signIn).toContain(column)
    for (const name of KLASA_1_AFTERNOON) expect(signIn).toContain(name)
    const landscape = pdfPages(await page.pdf({ preferCSSPageSize: true }))
    expect(landscape.count).toBe(1)
    const [, , width, height] = landscape.boxes[0]!
    expect(width).toBeGreaterThan(height!)

    await page.emulateMedia({ media: 'screen' })
    await page.getByRole('button', { name: 'Drukuj kartę alarmową' }).click()
    expect(await printsOnceThere(3)).toHaveLength(3)
    await expect(dialogs()).resolves.toBe(3)
    await page.emulateMedia({ media: 'print' })
    const emergency = await printedText(page)
    expect(emergency).toContain(`Karta alarmowa: ${CLASS}`)
    expect(emergency).toContain('Alergia na orzechy')
    expect(emergency).toContain('(630) 555-0103')
  })

  it('print every class with children, each class list on a page of its own', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, ADMIN)
    await page.goto(`${harness.site.url}/gazda/listy-klas/`)
    await waitForHydration(page)
    await page.evaluate(() => {
      window.print = () => undefined
    })
    const before = (await prints()).length
    await page.getByRole('button', { name: 'Drukuj listy wszystkich klas' }).click()
    // Klasa 1 on both shifts, Klasa 2, 3 and 5 and the zerówka: the siblings' classes.
    expect((await printsOnceThere(before + 6)).slice(before)).toEqual([
      'zerowka/2/list',
      'klasa-1/1/list',
      'klasa-1/2/list',
      'klasa-2/2/list',
      'klasa-3/2/list',
      'klasa-5/1/list',
    ])
    await page.emulateMedia({ media: 'print' })
    const paper = await printedText(page)
    expect(paper).not.toMatch(/Wróć|Panel gazdy|Drukuj|Liczba miejsc/)
    for (const name of [...KLASA_1_AFTERNOON, 'Szymańska Lena', 'Żółkiewski Ignacy'])
      expect(paper).toContain(name.split(' ')[0])
    expect(pdfPages(await page.pdf({ preferCSSPageSize: true })).count).toBe(6)
  })

  it('fit a 320 px phone with no axe violations: the list and the class', async () => {
    const page = await harness.open('/gazda/', 320)
    await logInWithForm(page, ADMIN)
    for (const [route, heading] of [
      ['/gazda/listy-klas/', 'Listy klas'],
      [ROSTER, CLASS],
    ] as const) {
      await page.goto(harness.site.url + route)
      await waitForHydration(page)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.locator('table').first().waitFor()
      expect(await sidewaysOverflow(page)).toBeNull()
      await expect(axeViolations(page)).resolves.toEqual([])
    }
  })

  it('show a teacher of klasa-1 their class without the wait-list', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, TEACHER)
    await page.getByRole('main').getByRole('link', { name: 'Listy klas', exact: true }).click()
    await page.getByRole('heading', { level: 2, name: 'Klasa 1' }).waitFor()
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts(),
    ).resolves.toEqual(['Klasa 1'])
    await page.getByRole('link', { name: `Lista klasy: ${CLASS}` }).click()
    await page.getByRole('heading', { level: 1, name: CLASS }).waitFor()
    expect(await rowNames(page, /^Uczniowie przyjęci/)).toEqual(KLASA_1_AFTERNOON)
    await expect(page.getByRole('heading', { name: 'Lista oczekujących' }).count()).resolves.toBe(0)
    await expect(axeViolations(page)).resolves.toEqual([])
  })

  // Last: it changes the class the other tests read.
  it('move a child to another class, on the enrolment’s version as it is now', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, ADMIN)
    await page.goto(harness.site.url + ROSTER)
    await waitForHydration(page)
    const target = page.getByLabel('Przenieś ucznia Ola Nowak do klasy')
    await target.selectOption({ label: 'Klasa 2, Sobota po południu (13:30–17:30)' })
    await page.locator('form', { has: target }).getByRole('button', { name: 'Przenieś' }).click()
    await page
      .getByText('Przeniesiono: Ola Nowak → Klasa 2, Sobota po południu (13:30–17:30).')
      .waitFor()
    // The list is read again after the move.
    const left = KLASA_1_AFTERNOON.filter((name) => name !== 'Nowak Ola')
    for (
      let i = 0;
      i < 100 && (await rowNames(page, /^Uczniowie przyjęci/)).length > left.length;
      i += 1
    )
      await page.waitForTimeout(50)
    expect(await rowNames(page, /^Uczniowie przyjęci/)).toEqual(left)
  })
})
