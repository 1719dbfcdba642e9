import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { enrollments } from '../server/db/schema'
import { issueToken } from '../server/auth/tokens'
import type { User } from '../server/repositories/users'
import type { HistoryEntry } from '../src/domain/api/history'
import { family, student } from '../__tests__/domain/enrollment/fixtures'
import { axeViolations } from './support/axe'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { enrol } from './support/site'
import { addStaff, ADMIN, logInWithForm } from './support/staffSession'

// Issue #31: two admins on one enrolment record. The second, whose screen is stale, gets 409 and
// sees the first's change and who made it; both changes are in the history, nothing is silently
// replaced. The record's contacts are within a phone's first screen; axe at 320 and 1280 px;
// the record on paper has no banner, back link or buttons.
jest.setTimeout(240_000)

const harness = setUpBrowserSite()
const DIRECTOR = {
  email: 'dyrektor@szkola.org',
  name: 'Dyrektor Marek',
  role: 'admin',
  password: 'hasło-dyrektora-2026',
} as const

let secretary: User
let id: number

beforeAll(async () => {
  secretary = await addStaff(harness.site, ADMIN)
  await addStaff(harness.site, DIRECTOR)
  const number = await enrol(
    harness.site,
    family({
      students: [
        student({ firstName: 'Szymon', lastName: 'Zolkiewski', level: 'klasa-5', buildingId: '1' }),
        student({ firstName: 'Ignacy', lastName: 'Zolkiewski', level: 'zerowka', buildingId: '1' }),
      ],
    }),
  )
  const [row] = await harness.site.app.db
    .select()
    .from(enrollments)
    .where(eq(enrollments.number, number))
  id = row!.id
})

const recordRoute = () => `/gazda/zapisy/${id}/`

/** An admin's page of its own browser context, logged in through the form, on the record. */
async function adminOnRecord(who: { email: string; password: string }, width = 1280) {
  const page = await harness.openInNewContext('/gazda/')
  await page.setViewportSize({ width, height: 800 })
  await logInWithForm(page, who)
  await page.goto(harness.site.url + recordRoute())
  await waitForHydration(page)
  await statusRegion(page).waitFor()
  return page
}

const statusRegion = (page: Page) => page.getByRole('region', { name: 'Zmień status' })
const familyButton = (page: Page, name: string) =>
  statusRegion(page).getByRole('button', { name, exact: true })

/** Waits until the family's status shown is `name` (its button pressed). */
const shownAs = (page: Page, name: string) =>
  statusRegion(page)
    .locator('button[aria-pressed="true"]')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .waitFor()

/** Asks for the family's status and answers "Tak" (the change is asked first, never one tap). */
async function setFamilyStatus(page: Page, name: string, { confirm = true } = {}) {
  await familyButton(page, name).click()
  if (confirm) await page.getByRole('button', { name: 'Tak', exact: true }).click()
}

const storedStatus = async () => {
  const [row] = await harness.site.app.db.select().from(enrollments).where(eq(enrollments.id, id))
  return row!.status
}

async function enrollmentHistory(): Promise<HistoryEntry[]> {
  const jwt = await issueToken(
    { userId: secretary.id, role: secretary.role, version: secretary.tokenVersion },
    harness.site.app.jwtSecret,
  )
  const response = await harness.site.app.inject({
    method: 'GET',
    url: '/api/gazda/history?kind=enrollment&pageSize=100',
    headers: { authorization: `Bearer ${jwt}` },
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ items: HistoryEntry[] }>().items
}

describe('two admins on one enrolment record', () => {
  it('gives the stale one a 409 naming the first’s change, and keeps both in the history', async () => {
    const first = await adminOnRecord(ADMIN)
    const second = await adminOnRecord(DIRECTOR)
    await expect(familyButton(second, 'Nowe').getAttribute('aria-pressed')).resolves.toBe('true')

    // The director asks for "Odrzucone" while the secretary accepts; then the director says "Tak".
    await familyButton(second, 'Odrzucone').click()
    const answered = first.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 200,
    )
    await setFamilyStatus(first, 'Przyjęte')
    const sent = (await answered).request()
    expect(await sent.headerValue('if-match')).toMatch(/^"\d+"$/)
    await shownAs(first, 'Przyjęte')
    expect(await storedStatus()).toBe('accepted')

    const refused = second.waitForResponse((response) => response.request().method() === 'PATCH')
    await second.getByRole('button', { name: 'Tak', exact: true }).click()
    expect((await refused).status()).toBe(409)
    const alert = second.getByRole('alert').filter({ hasText: 'Ktoś inny zmienił' })
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toContain(ADMIN.name)
    await expect(alert.textContent()).resolves.toContain('Przyjęte')
    // The secretary's change is on the director's screen, and was not replaced.
    await shownAs(second, 'Przyjęte')
    await expect(second.getByLabel('Status: Szymon Zolkiewski').inputValue()).resolves.toBe(
      'accepted',
    )
    expect(await storedStatus()).toBe('accepted')

    // Having seen it, the director decides again, on the record as it now is.
    await setFamilyStatus(second, 'Odrzucone')
    await shownAs(second, 'Odrzucone')
    expect(await storedStatus()).toBe('rejected')

    const history = (await enrollmentHistory()).filter((entry) => entry.recordId === String(id))
    const said = history.map((entry) => `${entry.user.name ?? ''}: ${entry.summary}`)
    expect(
      said.some((line) => line.startsWith(`${ADMIN.name}:`) && line.includes('Przyjęte')),
    ).toBe(true)
    expect(
      said.some((line) => line.startsWith(`${DIRECTOR.name}:`) && line.includes('Odrzucone')),
    ).toBe(true)

    // The secretary's tab, back in focus, shows the director's decision.
    await first.evaluate(() => window.dispatchEvent(new Event('focus')))
    await shownAs(first, 'Odrzucone')
    await first.context().close()
    await second.context().close()
  })

  it('has no axe violations at 320 and 1280 px, and the first phone link in a phone’s first screen', async () => {
    for (const width of [320, 1280]) {
      const page = await adminOnRecord(ADMIN, width)
      expect(await axeViolations(page)).toEqual([])
      // With a status change being asked about, too.
      await familyButton(page, 'Wycofane').click()
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    }
    const phone = await adminOnRecord(ADMIN, 390)
    await phone.setViewportSize({ width: 390, height: 844 })
    await phone.evaluate(() => window.scrollTo(0, 0))
    const box = (await phone.locator('a[href^="tel:"]').first().boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(844)
    await expect(phone.locator('a[href^="tel:"]').first().getAttribute('href')).resolves.toMatch(
      /^tel:\+?\d+$/,
    )
    await phone.context().close()
  })

  it('prints the record without the banner, the back link or any button, and the list with its count', async () => {
    const page = await adminOnRecord(ADMIN)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('link', { name: 'Wróć' }).isVisible()).resolves.toBe(false)
    await expect(page.locator('header').first().isVisible()).resolves.toBe(false)
    const shownButtons = await page
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((b) => (b as HTMLElement).offsetParent).length)
    expect(shownButtons).toBe(0)
    await expect(page.getByText('Notatki sekretariatu').isVisible()).resolves.toBe(false)
    await expect(page.getByRole('rowheader', { name: /Szymon/ }).isVisible()).resolves.toBe(true)

    await page.emulateMedia({ media: 'screen' })
    await page.goto(`${harness.site.url}/gazda/zapisy/`)
    await waitForHydration(page)
    await page
      .getByText(/^Znalezione zgłoszenia: \d+$/)
      .first()
      .waitFor()
    await page.emulateMedia({ media: 'print' })
    const printed = await page.locator('main').innerText()
    expect(printed).toMatch(/Znalezione zgłoszenia: \d+/)
    expect(printed).toContain('Filtry: Rok szkolny')
    expect(printed).not.toContain('Wyszukiwanie')
    await page.context().close()
  })
})
