import type { Page } from 'playwright-core'
import { surveyAnswers } from '../server/db/schema'
import { acceptMessage, requiredMessage } from '../src/domain/enrollment/messages'
import { NO_CONTACT_MESSAGE, PARENT_DUTY_ACCEPT_NAME, SURVEY_LABELS } from '../src/domain/survey'
import { axeViolations } from './support/axe'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { latestRow } from './support/site'

// Issue #6: the enrolment survey in its two modes, against the real server and database.
jest.setTimeout(90_000)

const harness = setUpBrowserSite()
const ROUTE = '/ankiety/zapisy/'

const byId = (page: Page, id: string) => page.locator(`#formulate-${id}`)
const errorsOf = (page: Page, id: string) => page.locator(`#formulate-${id}-errors`)

async function start(mode: 'Nowa rodzina' | 'Kontynuacja', width?: number) {
  const page = await harness.open(ROUTE, width)
  await page.getByRole('button', { name: mode }).click()
  await page.getByRole('heading', { name: 'Ankieta o zapisach', level: 2 }).waitFor()
  return page
}

async function type(page: Page, id: string, value: string) {
  await byId(page, id).fill(value)
  await byId(page, id).blur()
}

const latestAnswers = async () =>
  (await latestRow(harness.site, surveyAnswers))?.answers as Record<string, string> | undefined

const send = (page: Page) => page.getByRole('button', { name: 'Wyślij ankietę' }).click()
/** Sends the survey and finds, once it thanks the family, these answers among the stored ones. */
async function sendStoring(page: Page, stored: Record<string, string>) {
  await send(page)
  await page.getByRole('heading', { name: 'Dziękujemy za wypełnienie ankiety' }).waitFor()
  await expect(latestAnswers()).resolves.toMatchObject(stored)
}

describe('the enrolment survey', () => {
  it('asks a returning family for its year, a rating and the parents’ duty', async () => {
    const page = await start('Kontynuacja')
    await expect(byId(page, 'mode-1').isChecked()).resolves.toBe(true)
    await send(page)
    await expect(errorsOf(page, 'opinion').innerText()).resolves.toBe(
      requiredMessage(SURVEY_LABELS.opinion),
    )
    await expect(errorsOf(page, 'parentDuty').innerText()).resolves.toBe(
      acceptMessage(PARENT_DUTY_ACCEPT_NAME),
    )
    // Group A is not required of a returning family.
    await expect(errorsOf(page, 'motherEmail').count()).resolves.toBe(0)

    await type(page, 'familyName', 'Nowakowie')
    await type(page, 'contactEmail', 'nowakowie@example.com')
    await type(page, 'birthPlace', 'Chicago')
    await type(page, 'birthDate', '2014-06-01')
    await byId(page, 'level').selectOption('klasa-3')
    await byId(page, 'buildingId').selectOption('1')
    // The fourth star: hovering previews its label, a click sets "4".
    await page.locator('label[for="formulate-opinion-4"]').hover()
    await page.locator('label[for="formulate-opinion-4"]').click()
    await page.getByLabel('Dziecko będzie kontynuować naukę w przyszłym roku szkolnym').check()
    await byId(page, 'parentDuty').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Akceptuję' }).click()
    await expect(byId(page, 'parentDuty').getAttribute('class')).resolves.toContain(
      'button--success',
    )
    await sendStoring(page, {
      mode: 'kontynuacja',
      familyName: 'Nowakowie',
      opinion: '4',
      continuation: 'tak',
      parentDuty: '1',
      level: 'klasa-3',
      buildingId: '1',
    })
  })

  it('asks a new family for its name and a contact, not for an opinion', async () => {
    const page = await start('Nowa rodzina')
    await expect(page.locator('#formulate-opinion').count()).resolves.toBe(0)
    await send(page)
    // Issue #33: one contact of any kind, named as such; no parent in particular.
    await expect(errorsOf(page, 'contactEmail').innerText()).resolves.toBe(NO_CONTACT_MESSAGE)
    await expect(errorsOf(page, 'motherEmail').count()).resolves.toBe(0)
    await page.waitForFunction(() => document.activeElement?.id === 'formulate-familyName')
    await type(page, 'familyName', 'Zielińscy')
    await type(page, 'motherEmail', 'ewa@example.com')
    await type(page, 'motherPhone', '630-555-0111')
    await type(page, 'fatherEmail', 'ewa@example.com')
    await expect(errorsOf(page, 'fatherEmail').innerText()).resolves.toContain('musi się różnić')
    await type(page, 'fatherEmail', 'adam@example.com')
    await type(page, 'fatherPhone', '630-555-0112')
    await type(page, 'contactEmail', 'ewa@example.com')
    await type(page, 'street', '45 Park Avenue')
    await type(page, 'postalCode', '60148')
    await sendStoring(page, {
      mode: 'nowa',
      familyName: 'Zielińscy',
      motherPhone: '(630) 555-0111',
      contactEmail: 'ewa@example.com',
      subjects: 'full',
      birthCountry: 'USA',
      opinion: '',
    })
  })

  it('keeps its draft through a reload and has no axe-core violations', async () => {
    const page = await start('Nowa rodzina', 320)
    await type(page, 'street', '45 Park Avenue')
    await page.reload()
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'Ankieta o zapisach', level: 2 }).waitFor()
    await expect(byId(page, 'street').inputValue()).resolves.toBe('45 Park Avenue')
    expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toMatch(
      /Park Avenue/,
    )
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await send(page)
    await errorsOf(page, 'contactEmail').waitFor()
    await expect(axeViolations(page)).resolves.toEqual([])
  })
})
