// Issue #30: a teacher, made with `npm run staff -- add … --teacher klasa-3`, posts homework on a
// 320 px phone after class; after the real build it is on /zadania-domowe/, on its own page and in
// klasa-3's calendar feed. Another class is neither offered nor accepted, and the office's records
// stay closed to the teacher.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { issueToken } from '../server/auth/tokens'
import { runStaffCli } from '../server/cli/staff'
import { createUserRepository } from '../server/repositories/users'
import { axeViolations } from './support/axe'
import { launchChromium } from './support/chromium'
import { keepBuiltSite, startSite, type RunningSite } from './support/site'
import { submitLogin } from './support/staffSession'

jest.setTimeout(900_000)

const ROOT = path.join(__dirname, '..')
const HOMEWORK = path.join(ROOT, 'content/homework')
const before = readdirSync(HOMEWORK)
const TEACHER = { email: 'klasa3@szkola.org', password: 'hasło-nauczycielki-3' }
// Homework names its teacher as teachers.yaml does: the account has the same name.
const NAME = 'Katarzyna Zając'

const built = keepBuiltSite()
let dataDir = ''
let site: RunningSite
let browser: Browser

beforeAll(async () => {
  built.keep()
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-teacher-'))
  const out: string[] = []
  const err: string[] = []
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }
  const code = await runStaffCli(
    ['add', TEACHER.email, NAME, '--teacher', 'klasa-3', '--password-stdin'],
    { stdin: `${TEACHER.password}\n`, out: (l) => out.push(l), err: (l) => err.push(l), env },
  )
  expect({ code, err }).toEqual({ code: 0, err: [] })
  site = await startSite({ ...env, PUBLISH: 'on' })
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
  for (const name of readdirSync(HOMEWORK).filter((n) => !before.includes(n))) {
    rmSync(path.join(HOMEWORK, name))
  }
  rmSync(dataDir, { recursive: true, force: true })
  built.putBack()
}, 600_000)

describe('a teacher of klasa-3 on a 320 px phone', () => {
  let id = ''
  const title = `Wiersz „Lokomotywa” ${Date.now().toString(36)}`

  it('posts homework, which is live on the list, its page and the class’s feed after the build', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } })
    const page = await context.newPage()
    await page.goto(`${site.url}/gazda/`)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await submitLogin(page, TEACHER)
    // The teacher's dashboard (the site's own menu has a "Zadania domowe" too).
    await page.getByRole('main').getByRole('link', { name: 'Zadania domowe', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Zadania domowe' }).waitFor()
    await page.getByRole('link', { name: 'Dodaj zadanie domowe' }).click()
    await page.getByRole('heading', { level: 1, name: 'Nowy wpis: zadanie domowe' }).waitFor()

    // Only the teacher's own class is offered; the teacher is the account.
    const level = page.getByRole('combobox', { name: /^Klasa/ })
    const offered = await level.locator('option').allTextContents()
    expect(offered.filter((text) => /Klasa|Liceum|Zerówka/.test(text))).toEqual(['Klasa 3'])
    await expect(page.getByRole('combobox', { name: /^Nauczyciel/ }).count()).resolves.toBe(0)
    await expect(axeViolations(page)).resolves.toEqual([])

    await page.getByRole('textbox', { name: /^Tytuł/ }).fill(title)
    await level.selectOption({ label: 'Klasa 3' })
    await page.getByLabel(/^Zadane/).fill('2026-11-21')
    await page.getByLabel(/^Termin oddania/).fill('2026-12-05')
    await page
      .getByRole('textbox', { name: /^Co trzeba zrobić/ })
      .fill('Naucz się na pamięć pierwszej zwrotki.')
    await page.getByRole('button', { name: 'Opublikuj' }).click()
    await page.getByRole('heading', { level: 1, name: `Zadanie domowe: ${title}` }).waitFor()
    id = /\/gazda\/zadania-domowe\/(\d+)\/$/.exec(page.url())?.[1] ?? ''
    expect(id).toMatch(/^\d+$/)
    // The page fits the phone: nothing scrolls sideways.
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(320)
    await page.getByText(/Opublikowano o \d{2}:\d{2}\./).waitFor({ timeout: 600_000 })
    await context.close()

    const text = async (route: string) => (await fetch(site.url + route)).text()
    expect(await text('/zadania-domowe/')).toContain(title)
    expect(await text(`/zadania-domowe/${id}/`)).toContain(title)
    expect(await text('/kalendarz-zajec/klasa-3.ics')).toContain(`Termin oddania: ${title}`)
  })

  it('is refused another class’s homework and the office’s records', async () => {
    const user = (await createUserRepository(site.app.db).byEmail(TEACHER.email))!
    expect(user).toMatchObject({ role: 'teacher', classes: ['klasa-3'] })
    const token = await issueToken(
      { userId: user.id, role: user.role, version: user.tokenVersion },
      site.app.jwtSecret,
    )
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      fetch(site.url + url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        body: payload ? JSON.stringify(payload) : undefined,
      })
    const other = await call('POST', '/api/gazda/content/homework', {
      title: 'Nie moja klasa',
      class: 'klasa-4',
      assigned: '2026-11-21',
      due: '2026-12-05',
      body: 'x',
    })
    expect(other.status).toBe(403)
    expect((await call('GET', '/api/gazda/enrollments')).status).toBe(403)
    expect((await call('GET', '/api/gazda/content/homework')).status).toBe(200)
  })
})
