import { WRITE_RULES } from '../server/limits/rules'
import { enrollments } from '../server/db/schema'
import { motherOnly, student } from '../__tests__/domain/enrollment/fixtures'
import { setUpBrowserSite } from './support/browserSite'
import { byId, fillFamily, openEnrollmentForm } from './support/enrollmentForm'

// Issue #17 in a real browser: when this connection has sent its enrolments for the minute, the
// server answers 429 with a Retry-After longer than the form waits, and the form says so in the
// server's Polish words, keeps what the parent typed, and stores nothing.
jest.setTimeout(120_000)

const harness = setUpBrowserSite({ RATE_LIMIT_ENROLLMENTS: '1,100' })
const stored = async () => (await harness.site.app.db.select().from(enrollments)).length

it('tells the parent in Polish to try again later, keeping the form filled in', async () => {
  // This address's one enrolment for the minute, sent by another tab (from the same address).
  const first = await harness.site.app.inject({
    method: 'POST',
    url: '/api/enrollments',
    payload: motherOnly({
      motherEmail: 'pierwsza@example.com',
      students: [student({ level: 'klasa-3' })],
    }),
  })
  expect(first.statusCode).toBe(201)

  const page = await openEnrollmentForm(harness)
  await fillFamily(page, 'Lena')
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/enrollments'))
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click()
  const refused = await answer
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(30)

  const alert = page.getByRole('alert').filter({ hasText: WRITE_RULES.enrollments.message })
  await alert.waitFor()
  await expect(
    page.getByRole('heading', { name: 'Zgłoszenie zostało wysłane' }).count(),
  ).resolves.toBe(0)
  await expect(byId(page, 'student-0-firstName').inputValue()).resolves.toBe('Lena')
  await expect(byId(page, 'motherEmail').inputValue()).resolves.toBe('anna.kowalska@example.com')
  await expect(stored()).resolves.toBe(1)
})
