import type { Page } from 'playwright-core'
import type { User } from '../server/repositories/users'
import { motherOnly, student } from '../__tests__/domain/enrollment/fixtures'
import { startSmtpServer } from '../__tests__/server/support/smtpServer'
import { axeViolations } from './support/axe'
import { setUpBrowserSite } from './support/browserSite'
import { enrol } from './support/site'
import { addAdmin, openAs } from './support/staffSession'

// Issue #18: the enrolment's mail, refused by the school's SMTP server (a fake one on 127.0.0.1),
// waits in the outbox; the office opens "Poczta do wysłania" from the dashboard, sees it, and
// sends it again once the SMTP server takes mail.
jest.setTimeout(180_000)

const PARENT = 'ewa.zolc@example.com'
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const env: Record<string, string> = {}
beforeAll(async () => {
  smtp = await startSmtpServer({ refuseRecipients: true })
  env.SMTP_URL = smtp.url
})
afterAll(() => smtp.close())

const harness = setUpBrowserSite(env)
let admin: User
let number: string

beforeAll(async () => {
  admin = await addAdmin(harness.site)
  number = await enrol(
    harness.site,
    motherOnly({
      motherEmail: PARENT,
      students: [student({ firstName: 'Zofia', lastName: 'Żółć', level: 'klasa-1' })],
    }),
  )
  // The parents' confirmation and the office's notice, each refused and kept.
  for (let i = 0; (await harness.site.app.outbox.list({ page: 1, pageSize: 10 })).total < 2; i++) {
    if (i > 100) throw new Error('the refused mail is not in the outbox after 10 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true })

async function openOutbox(width = 1280) {
  const { page } = harness
  await page.setViewportSize({ width, height: 800 })
  await openAs(page, harness.site, admin, '/gazda/')
  await page.getByRole('link', { name: 'Poczta do wysłania', exact: true }).click()
  await heading(page, 'Poczta do wysłania').waitFor()
  return page
}

describe('"Poczta do wysłania"', () => {
  it('shows an admin the refused mail with its subject, recipient, school time and state', async () => {
    const page = await openOutbox()
    const subject = `Polska Szkoła w Lombard: otrzymaliśmy zgłoszenie nr ${number}`
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: subject }) })
    await row.waitFor()
    const text = await row.textContent()
    expect(text).toContain(PARENT)
    expect(text).toContain('Wysyłanie nie powiodło się')
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT/)
    await expect(axeViolations(page)).resolves.toEqual([])
  })

  it('keeps "Wyślij ponownie" in reach on a phone', async () => {
    const page = await openOutbox(390)
    const button = page.getByRole('button', { name: /^Wyślij ponownie/ }).first()
    const box = await button.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await expect(axeViolations(page)).resolves.toEqual([])
  })

  it('sends the parents’ mail again once the SMTP server takes it, and says so', async () => {
    smtp.refuseRecipients(false)
    const page = await openOutbox()
    const subject = `Polska Szkoła w Lombard: otrzymaliśmy zgłoszenie nr ${number}`
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: subject }) })
    await row.getByRole('button', { name: /^Wyślij ponownie/ }).click()
    await row.getByRole('button', { name: 'Tak' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Wiadomość wysłana do: ${PARENT}.` })
      .waitFor()
    await row.waitFor({ state: 'detached' })
    expect(smtp.received.map((mail) => mail.to)).toEqual([[PARENT]])
    await expect(axeViolations(page)).resolves.toEqual([])
  })
})
