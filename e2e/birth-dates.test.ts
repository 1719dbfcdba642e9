import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { enrollments } from '../server/db/schema'
import type { User } from '../server/repositories/users'
import { motherOnly, student } from '../__tests__/domain/enrollment/fixtures'
import { routes } from '../src/domain/routes'
import { STAFF_KINDS } from '../src/staff/routes'
import { setUpBrowserSite } from './support/browserSite'
import { enrol } from './support/site'
import { addAdmin, logIn } from './support/staffSession'

// Issue #18: birth dates are days, not instants. In a browser in any time zone the enrolment's
// record and its print view show exactly the days the parent gave (2017-03-14 was shown as
// 13.03.2017 west of UTC).
jest.setTimeout(180_000)

const harness = setUpBrowserSite()
const BORN = ['2017-03-14', '2020-11-02', '2016-02-29']
const SHOWN = ['14.03.2017', '02.11.2020', '29.02.2016']
const ZONES = ['Pacific/Honolulu', 'America/Chicago', 'UTC', 'Asia/Tokyo']

let admin: User
let recordPath: string
let number: string

beforeAll(async () => {
  admin = await addAdmin(harness.site)
  number = await enrol(
    harness.site,
    motherOnly({
      students: BORN.map((birthDate, i) =>
        student({ firstName: `Dziecko${i + 1}`, lastName: 'Gęśla', birthDate, level: 'klasa-1' }),
      ),
    }),
  )
  const [row] = await harness.site.app.db
    .select()
    .from(enrollments)
    .where(eq(enrollments.number, number))
  recordPath = routes.staffRecord(STAFF_KINDS.enrollments, row!.id)
})

/** The birth-date column of the record's student table, as the page shows it. */
const birthDates = (page: Page) =>
  page
    .getByRole('table', { name: 'Uczniowie' })
    .locator('tbody tr td[data-label="Data urodzenia"]')
    .allInnerTexts()

describe.each(ZONES)('birth dates in a browser in %s', (timezoneId) => {
  it('are the given days in the record and in its print view', async () => {
    const context = await harness.browser.newContext({ timezoneId })
    try {
      const page = await context.newPage()
      await expect(
        page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
      ).resolves.toBe(timezoneId)
      await logIn(page, harness.site, admin)
      await page.goto(`${harness.site.url}${recordPath}`)
      await page.getByRole('heading', { level: 1, name: `Zgłoszenie ${number}` }).waitFor()
      await expect(birthDates(page)).resolves.toEqual(SHOWN)
      await page.emulateMedia({ media: 'print' })
      await expect(birthDates(page)).resolves.toEqual(SHOWN)
      await expect(page.getByRole('table', { name: 'Uczniowie' }).isVisible()).resolves.toBe(true)
    } finally {
      await context.close()
    }
  })
})
