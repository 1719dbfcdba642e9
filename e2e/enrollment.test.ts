import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { enrollments, students } from '../server/db/schema'
import { setUpBrowserSite } from './support/browserSite'

// Issue #6, against the real server, database and outbox: the enrolment form as a parent uses it.
jest.setTimeout(120_000)

const harness = setUpBrowserSite()
const ROUTE = '/zapisy-do-szkoly/'

const byId = (page: Page, id: string) => page.locator(`#formulate-${id}`)
const errorsOf = (page: Page, id: string) => page.locator(`#formulate-${id}-errors`)

async function openForm(width?: number) {
  const page = await harness.open(ROUTE, width)
  await page.getByRole('button', { name: 'Wypełnij formularz zapisu' }).click()
  await page.getByRole('heading', { name: 'Formularz zapisu' }).waitFor()
  return page
}

/** Types into a field and leaves it, as a parent does (errors show on blur). */
async function type(page: Page, id: string, value: string) {
  const field = byId(page, id)
  await field.fill(value)
  await field.blur()
}

async function fillStudent(page: Page, index: number, first: string, birthDate: string) {
  await type(page, `students-${index}-firstName`, first)
  await type(page, `students-${index}-lastName`, 'Kowalska')
  await type(page, `students-${index}-birthDate`, birthDate)
  await byId(page, `students-${index}-level`).selectOption('klasa-3')
  await byId(page, `students-${index}-buildingId`).selectOption('1')
}

/** A whole valid family with one student, typed in. */
async function fillFamily(page: Page, first = 'Zuzanna') {
  await type(page, 'motherFirstName', 'Anna')
  await type(page, 'motherLastName', 'Kowalska')
  await type(page, 'motherEmail', 'anna.kowalska@example.com')
  await type(page, 'motherPhone', '630-555-0101')
  await type(page, 'erFirstName', 'Maria')
  await type(page, 'erLastName', 'Nowak')
  await type(page, 'erPhone', '(630) 555-0199')
  await type(page, 'address', '123 Main Street')
  await type(page, 'city', 'Lombard')
  await type(page, 'zip', '60148')
  await fillStudent(page, 0, first, '2016-05-14')
}

const enrollmentCount = async () => (await harness.site.app.db.select().from(enrollments)).length

async function sent(page: Page) {
  await page.getByRole('heading', { name: 'Zgłoszenie zostało wysłane' }).waitFor()
  return (await page.locator('[data-enrollment-number]').getAttribute('data-enrollment-number'))!
}

const localStorageText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...window.localStorage }))

describe('the enrolment form', () => {
  it('starts with the information, the fees and the terms', async () => {
    const page = await harness.open(ROUTE)
    await expect(page.locator('main a[href="/pages/oplaty-za-szkole/"]').count()).resolves.toBe(1)
    await expect(page.locator('main a[href="/pages/regulamin-ucznia/"]').count()).resolves.toBe(1)
    // The enrolment form is not open yet (the header's search form is on every page).
    await expect(page.locator('main form').count()).resolves.toBe(0)
  })

  it('shows each error on blur, takes the corrections, and stores a family of two', async () => {
    const page = await openForm()
    await expect(byId(page, 'state').inputValue()).resolves.toBe('IL')
    await expect(byId(page, 'students-0-birthCountry').inputValue()).resolves.toBe('USA')

    // Nothing shows while a field is first typed into; the message comes on leaving it.
    await byId(page, 'motherEmail').fill('anna.kowalska@')
    await expect(errorsOf(page, 'motherEmail').count()).resolves.toBe(0)
    await byId(page, 'motherEmail').blur()
    await expect(errorsOf(page, 'motherEmail').innerText()).resolves.toBe(
      'E-mail matki nie jest poprawnym emailem',
    )
    await expect(byId(page, 'motherEmail').getAttribute('aria-describedby')).resolves.toContain(
      'formulate-motherEmail-errors',
    )

    await type(page, 'motherPhone', '630 555')
    await expect(errorsOf(page, 'motherPhone').innerText()).resolves.toBe(
      'Telefon matki powinien być poprawnym numerem telefonu',
    )

    await type(page, 'motherPhone', '630-555-0101')
    await type(page, 'fatherPhone', '(630) 555-0101')
    await expect(errorsOf(page, 'fatherPhone').innerText()).resolves.toBe(
      'Telefon ojca musi się różnić od pola „Telefon matki”',
    )

    await type(page, 'students-0-birthDate', '2023-03-01')
    await expect(errorsOf(page, 'students-0-birthDate').innerText()).resolves.toBe(
      'Data urodzenia musi mieścić się w przedziale od 2007-01-01 do 2022-09-01',
    )

    // The corrections.
    await type(page, 'motherEmail', 'anna.kowalska@example.com')
    await expect(errorsOf(page, 'motherEmail').count()).resolves.toBe(0)
    await type(page, 'fatherFirstName', 'Piotr')
    await type(page, 'fatherLastName', 'Kowalski')
    await type(page, 'fatherEmail', 'piotr.kowalski@example.com')
    await type(page, 'fatherPhone', '(630) 555-0102')
    await expect(errorsOf(page, 'fatherPhone').count()).resolves.toBe(0)
    await fillFamily(page, 'Zuzanna')
    await expect(errorsOf(page, 'students-0-birthDate').count()).resolves.toBe(0)

    await page.getByRole('button', { name: 'Dodaj ucznia' }).click()
    await expect(
      byId(page, 'students-1-firstName').evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true)
    await fillStudent(page, 1, 'Jaś', '2012-11-30')
    await byId(page, 'students-1-subjects').selectOption('religia')

    // Nothing of the children's data ever reaches local storage.
    expect(await localStorageText(page)).not.toMatch(/Zuzanna|Jaś|Kowalsk|630-555/)

    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click()
    const number = await sent(page)
    expect(number).toMatch(/^\d{4}-\d{4}$/)
    await expect(page.getByText('Jaś', { exact: true }).count()).resolves.toBe(1)

    const [row] = await harness.site.app.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.number, number))
    expect(row).toBeDefined()
    const children = await harness.site.app.db
      .select()
      .from(students)
      .where(eq(students.enrollmentId, row!.id))
    expect(children.map((child) => [child.firstName, child.birthDate, child.subjects])).toEqual([
      ['Zuzanna', '2016-05-14', 'full'],
      ['Jaś', '2012-11-30', 'religia'],
    ])

    // The parents' confirmation lands in the outbox (no SMTP here).
    const outbox = path.join(harness.site.dataDir, 'outbox')
    let mails: string[] = []
    for (let i = 0; i < 50 && mails.length === 0; i += 1) {
      mails = readdirSync(outbox, { withFileTypes: true })
        .filter((entry) => entry.name.endsWith('.eml'))
        .map((entry) => readFileSync(path.join(outbox, entry.name), 'utf8'))
        .filter((mail) => mail.includes('anna.kowalska@example.com') && mail.includes(number))
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(mails).toHaveLength(1)

    // The draft went with the confirmation.
    expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).not.toMatch(
      /Zuzanna/,
    )
  })

  it('keeps the draft through a reload in the tab, never in local storage', async () => {
    const page = await openForm()
    await type(page, 'motherFirstName', 'Ewa')
    await type(page, 'students-0-firstName', 'Zosia')
    await type(page, 'students-0-birthDate', '2015-02-03')
    await page.getByRole('button', { name: 'Dodaj ucznia' }).click()
    await type(page, 'students-1-firstName', 'Kuba')
    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByRole('heading', { name: 'Formularz zapisu' }).waitFor()
    await expect(byId(page, 'motherFirstName').inputValue()).resolves.toBe('Ewa')
    await expect(byId(page, 'students-0-firstName').inputValue()).resolves.toBe('Zosia')
    await expect(byId(page, 'students-0-birthDate').inputValue()).resolves.toBe('2015-02-03')
    await expect(byId(page, 'students-1-firstName').inputValue()).resolves.toBe('Kuba')
    expect(await localStorageText(page)).not.toMatch(/Zosia|Kuba|Ewa/)
    expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).toMatch(/Zosia/)

    // "Clear form" asks first, then empties the form and the tab's copy.
    await page.getByRole('button', { name: 'Wyczyść formularz' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Wyczyść formularz' }).click()
    await expect(byId(page, 'motherFirstName').inputValue()).resolves.toBe('')
    await expect(byId(page, 'students-1-firstName').count()).resolves.toBe(0)
    await page.waitForFunction(
      () => !JSON.stringify({ ...window.sessionStorage }).includes('Zosia'),
    )
  })

  it('shows every error and focuses the first one when sent incomplete', async () => {
    const before = await enrollmentCount()
    const page = await openForm()
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click()
    await expect(errorsOf(page, 'motherFirstName').innerText()).resolves.toContain(
      'Minimum jeden Rodzic jest wymagany.',
    )
    await expect(errorsOf(page, 'erPhone').innerText()).resolves.toBe(
      'Telefon awaryjny jest wymagany',
    )
    await expect(errorsOf(page, 'students-0-birthDate').innerText()).resolves.toBe(
      'Data urodzenia jest wymagana',
    )
    await page.waitForFunction(() => document.activeElement?.id === 'formulate-motherFirstName')
    await expect(enrollmentCount()).resolves.toBe(before)
  })

  it('sends once when the first submission loses its connection', async () => {
    const before = await enrollmentCount()
    const page = await openForm()
    await fillFamily(page, 'Hania')
    // The first submission reaches the server every time, but its answers never come back.
    let arrived = 0
    await page.route('**/api/enrollments', async (route) => {
      arrived += 1
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click()
    await page
      .getByText('Nie udało się wysłać formularza.', { exact: false })
      .waitFor({ timeout: 60_000 })
    expect(arrived).toBe(6) // the first attempt and five retries, with one key
    await expect(enrollmentCount()).resolves.toBe(before + 1)
    await expect(byId(page, 'students-0-firstName').inputValue()).resolves.toBe('Hania')

    // The parent sends again: the same values, the same key, the same enrolment.
    await page.unroute('**/api/enrollments')
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click()
    const number = await sent(page)
    await expect(enrollmentCount()).resolves.toBe(before + 1)
    const rows = await harness.site.app.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.number, number))
    expect(rows).toHaveLength(1)
  })

  it('stays usable on a 320 px phone', async () => {
    const page = await openForm(320)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    for (const id of ['motherFirstName', 'students-0-level', 'zip']) {
      const box = (await byId(page, id).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
    }
    await fillFamily(page, 'Ola')
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click()
    await sent(page)
  })

  it('has no axe-core violations in the form, with errors shown and with the clear dialog open', async () => {
    const page = await openForm()
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click()
    await errorsOf(page, 'erPhone').waitFor()
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
    const check = async () =>
      (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    await expect(check()).resolves.toEqual([])
    await page.getByRole('button', { name: 'Wyczyść formularz' }).click()
    await page.getByRole('dialog').waitFor()
    await expect(check()).resolves.toEqual([])
  })
})
