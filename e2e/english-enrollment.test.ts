import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { eq } from 'drizzle-orm'
import { enrollments } from '../server/db/schema'
import { setUpBrowserSite } from './support/browserSite'
import { byId, errorsOf, fillFamily } from './support/enrollmentForm'

// Issue #35's "Done when": an English-reading father (browser language en-US) finds the enrolment
// in English, sends the empty form and reads every message in English, enrols his child, and gets
// the confirmation page and the mail in English (the mail read through a MIME parser).
jest.setTimeout(120_000)

const harness = setUpBrowserSite()

/** Polish words and letters a message in English must not hold. */
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(jest|wymagan\w*|musi|powinien|powinna|powinno)\b/

it('enrols a child in English, from the English home page to the parents’ mail', async () => {
  const page = await harness.openInNewContext('/en/', { locale: 'en-US' })
  try {
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await page.getByRole('button', { name: /^Parents/ }).click()
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Enrollment', exact: true })
      .click()
    await page.waitForURL('**/en/zapisy-do-szkoly/')
    await page.getByText('Fill in the enrollment form').click()
    await page.getByRole('heading', { name: 'Enrollment Form' }).waitFor()

    // The empty form: every message English.
    await page.getByRole('button', { name: 'Send the application' }).click()
    await expect(errorsOf(page, 'motherFirstName').innerText()).resolves.toContain(
      'At least one parent is required.',
    )
    await expect(errorsOf(page, 'erPhone').innerText()).resolves.toMatch(
      /^Emergency phone is required\.?$/,
    )
    await expect(errorsOf(page, 'student-0-birthDate').innerText()).resolves.toMatch(
      /^Date of birth is required\.?$/,
    )
    const messages = (await page.locator('[id$="-errors"]').allInnerTexts())
      .map((text) => text.trim())
      .filter(Boolean)
    expect(messages.length).toBeGreaterThanOrEqual(8)
    expect(messages.filter((message) => POLISH.test(message))).toEqual([])

    // The family, as the Polish test types it (the fields' ids are the same in both languages).
    await fillFamily(page, 'Zoe')
    await expect(byId(page, 'student-0-level').locator('option:checked').innerText()).resolves.toBe(
      'Grade 3',
    )
    await page.getByRole('button', { name: 'Send the application' }).click()
    await page.getByRole('heading', { name: 'Your application has been sent' }).waitFor()
    const number = (await page
      .locator('[data-enrollment-number]')
      .getAttribute('data-enrollment-number'))!
    expect(await page.locator('main').innerText()).toContain(`Application number: ${number}`)

    // Stored with its language, which the mail follows.
    const [row] = await harness.site.app.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.number, number))
    expect(row?.language).toBe('en')
    const outbox = path.join(harness.site.dataDir, 'outbox')
    let mail: Awaited<ReturnType<typeof simpleParser>> | undefined
    for (let i = 0; i < 50 && !mail; i += 1) {
      for (const name of readdirSync(outbox).filter((file) => file.endsWith('.eml'))) {
        const parsed = await simpleParser(readFileSync(path.join(outbox, name)))
        if (parsed.subject?.includes(number) && parsed.text?.includes('Zoe')) mail = parsed
      }
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(mail?.subject).toContain(`we have received application no. ${number}`)
    expect(mail?.text).toContain(`Application number: ${number}`)
    expect(mail?.text).not.toMatch(/Zgłoszenie|Dziękujemy|Numer zgłoszenia/)
  } finally {
    await page.context().close()
  }
})
