import type { Page } from 'playwright-core'
import type { User } from '../server/repositories/users'
import { family, student } from '../__tests__/domain/enrollment/fixtures'
import { axeViolations } from './support/axe'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { sidewaysOverflow } from './support/overflow'
import { addAdmin, openAs } from './support/staffSession'

// The school office on the smallest phone (320 px, as the public pages are checked in
// phone-accessibility.test.ts): every screen the staff dashboard links to, the first record of
// each list (a news item's editor, an album, …) and an enrolment's record fit the screen's width
// (a table or a long name may scroll inside its own box, never the page sideways) and pass
// axe-core.
jest.setTimeout(300_000)

const harness = setUpBrowserSite()
const WIDTH = 320

let admin: User
let enrollmentNumber: string

beforeAll(async () => {
  admin = await addAdmin(harness.site)
  const response = await harness.site.app.inject({
    method: 'POST',
    url: '/api/enrollments',
    payload: family({
      students: [
        student({
          firstName: 'Maksymilianna-Konstancja',
          lastName: 'Brzęczyszczykiewicz-Grzegorzewska',
          level: 'klasa-3',
          buildingId: '1',
        }),
      ],
    }),
  })
  expect(response.statusCode).toBe(201)
  enrollmentNumber = response.json<{ number: string }>().number
})

/** Opens a staff screen as the admin, once its heading shows and its requests have ended. */
async function openScreen(page: Page, route: string) {
  await page.goto(harness.site.url + route)
  await waitForHydration(page)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await page.waitForLoadState('networkidle')
}

describe(`the staff area on a ${WIDTH} px phone`, () => {
  it('fits every screen the dashboard links to, a record of each list, and passes axe-core', async () => {
    const { page } = harness
    await page.setViewportSize({ width: WIDTH, height: 640 })
    await openAs(page, harness.site, admin, '/gazda/')
    await page.getByRole('heading', { level: 1, name: 'Panel gazdy' }).waitFor()
    await page.waitForLoadState('networkidle')
    const routes = [
      ...new Set(
        await page
          .locator('main a[href^="/gazda/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)),
      ),
    ]
    // The dashboard leads to the office's lists and the editors' screens.
    expect(routes).toEqual(expect.arrayContaining(['/gazda/zapisy/', '/gazda/faq/']))
    expect(routes.length).toBeGreaterThan(8)

    const found: Record<string, { overflow: string | null; violations: string[] }> = {}
    const check = async (route: string) => {
      found[route] = {
        overflow: await sidewaysOverflow(page),
        violations: await axeViolations(page),
      }
    }
    await check('/gazda/')
    // Each list's first record too (a news item's editor, an album, a bulletin, …).
    const records: string[] = []
    for (const route of routes) {
      await openScreen(page, route)
      await check(route)
      const [first] = await page
        .locator(`main a[href^="${route}"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
        .then((hrefs) => hrefs.filter((href) => href !== route && !routes.includes(href)))
      if (first && !records.includes(first)) records.push(first)
    }
    expect(records.length).toBeGreaterThan(2)
    // Issue #35: an editor's English tab, opened as a teacher on a phone would open it.
    let englishTabs = 0
    for (const route of records) {
      await openScreen(page, route)
      await check(route)
      const englishTab = page.getByRole('tab', { name: /^Wersja angielska/ })
      if ((await englishTab.count()) === 0) continue
      await englishTab.click()
      await page.getByRole('tabpanel').filter({ visible: true }).first().waitFor()
      await check(`${route} (Wersja angielska)`)
      englishTabs += 1
    }
    expect(englishTabs).toBeGreaterThan(0)

    // The enrolment, found in its list as the office finds it.
    await openScreen(page, '/gazda/zapisy/')
    await page
      .getByRole('link', { name: new RegExp(enrollmentNumber) })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: `Zgłoszenie ${enrollmentNumber}` }).waitFor()
    await page.waitForLoadState('networkidle')
    await expect(
      page.getByText('Brzęczyszczykiewicz-Grzegorzewska').first().isVisible(),
    ).resolves.toBe(true)
    await check('record')

    expect(Object.keys(found).length).toBe(routes.length + records.length + englishTabs + 2)
    const clean = Object.fromEntries(
      Object.keys(found).map((route) => [route, { overflow: null, violations: [] }]),
    )
    expect(found).toEqual(clean)
  })

  it('shows the page as too wide when something is (control)', async () => {
    const { page } = harness
    await page.setViewportSize({ width: WIDTH, height: 640 })
    await openAs(page, harness.site, admin, '/gazda/')
    await page.getByRole('heading', { level: 1, name: 'Panel gazdy' }).waitFor()
    await page.evaluate(() => {
      const wide = document.createElement('p')
      wide.textContent = 'Bardzodługiesłowobezmiejscanazłamaniewiersza'.repeat(3)
      wide.style.whiteSpace = 'nowrap'
      wide.className = 'za-szeroki'
      // Into the body, beside React's root: a re-render of the panel cannot take it away.
      document.body.append(wide)
    })
    await expect(sidewaysOverflow(page)).resolves.toMatch(/px wider than 320 px: .*p\.za-szeroki/)
  })
})
