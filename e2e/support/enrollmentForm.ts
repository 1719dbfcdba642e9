import type { Page } from 'playwright-core'
import type { BrowserSite } from './browserSite'

// The enrolment form as a parent fills it in (issue #6), shared by the browser tests that send it.

export const ENROLLMENT_ROUTE = '/zapisy-do-szkoly/'

export const byId = (page: Page, id: string) => page.locator(`#formulate-${id}`)
export const errorsOf = (page: Page, id: string) => page.locator(`#formulate-${id}-errors`)

export async function openEnrollmentForm(harness: BrowserSite, width?: number) {
  const page = await harness.open(ENROLLMENT_ROUTE, width)
  await page.getByRole('button', { name: 'Wypełnij formularz zapisu' }).click()
  await page.getByRole('heading', { name: 'Formularz zapisu' }).waitFor()
  return page
}

/** Types into a field and leaves it, as a parent does (errors show on blur). */
export async function type(page: Page, id: string, value: string) {
  const field = byId(page, id)
  await field.fill(value)
  await field.blur()
}

export async function fillStudent(page: Page, index: number, first: string, birthDate: string) {
  await type(page, `student-${index}-firstName`, first)
  await type(page, `student-${index}-lastName`, 'Kowalska')
  await type(page, `student-${index}-birthDate`, birthDate)
  await byId(page, `student-${index}-level`).selectOption('klasa-3')
  await byId(page, `student-${index}-buildingId`).selectOption('1')
}

/**
 * A whole valid family with one student, typed in; the emergency contact's name is left out when
 * asked (SPEC.md §5 requires only its phone).
 */
export async function fillFamily(page: Page, first = 'Zuzanna', { erName = true } = {}) {
  await type(page, 'motherFirstName', 'Anna')
  await type(page, 'motherLastName', 'Kowalska')
  await type(page, 'motherEmail', 'anna.kowalska@example.com')
  await type(page, 'motherPhone', '630-555-0101')
  if (erName) {
    await type(page, 'erFirstName', 'Maria')
    await type(page, 'erLastName', 'Nowak')
  }
  await type(page, 'erPhone', '(630) 555-0199')
  await type(page, 'address', '123 Main Street')
  await type(page, 'city', 'Lombard')
  await type(page, 'zip', '60148')
  await fillStudent(page, 0, first, '2016-05-14')
}

/** The confirmation's number, once the page says the enrolment was sent. */
export async function sentNumber(page: Page) {
  await page.getByRole('heading', { name: 'Zgłoszenie zostało wysłane' }).waitFor()
  return (await page.locator('[data-enrollment-number]').getAttribute('data-enrollment-number'))!
}
