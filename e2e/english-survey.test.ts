import type { Page } from 'playwright-core'
import { surveyAnswers } from '../server/db/schema'
import type { FieldLabel } from '../src/domain/formRules/wording'
import surveyText from '../src/domain/i18n/compiled/survey'
import {
  CONTINUATION_OPTIONS,
  PARENT_DUTY_TERMS,
  SURVEY_HINTS,
  SURVEY_LABELS,
  SURVEY_MODES,
} from '../src/domain/survey'
import { setUpBrowserSite } from './support/browserSite'
import { byId, errorsOf, type } from './support/enrollmentForm'
import { textOutsideLangPl } from './support/englishSide'
import { latestRow } from './support/site'

// Issue #35: an English-reading family (browser language en-US) answers the enrolment survey on
// /en/ankiety/zapisy/: its description, questions, messages, modal and thanks are English, and the
// answer is stored as English.
jest.setTimeout(120_000)

const harness = setUpBrowserSite()

/** Polish letters and words an English message must not hold. */
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„]|\b(jest|wymagan\w*|musi|powinien|powinna|powinno|Pole)\b/

/** The Polish survey's own words: labels, hints, options, headings, buttons. */
const t = surveyText.in('pl')
const POLISH_SURVEY = [
  ...Object.values(SURVEY_LABELS).flatMap((label: FieldLabel) => [
    label.label ?? '',
    label.validationName ?? '',
  ]),
  ...Object.values(SURVEY_HINTS),
  ...[...SURVEY_MODES, ...CONTINUATION_OPTIONS].flatMap((option) => [
    option.label,
    'description' in option ? option.description : '',
  ]),
  ...PARENT_DUTY_TERMS,
  ...(['startPrompt', 'heading', 'submit', 'back', 'contact', 'child', 'year'] as const).map((id) =>
    t(id),
  ),
  'Bardzo dobrze',
  'Akceptuję',
  'Anuluj',
  'Zaakceptowano',
].filter(Boolean)

/** The text of the page's main outside elements marked lang="pl", and the names of its controls. */
const englishSideText = async (page: Page) =>
  (await page.locator('main').evaluate(textOutsideLangPl)).join('\n')

const polishIn = (text: string) => POLISH_SURVEY.filter((words) => text.includes(words))

it('is answered in English, from the description to the thanks', async () => {
  const page = await harness.openInNewContext('/en/ankiety/zapisy/', { locale: 'en-US' })
  try {
    expect(await page.getAttribute('html', 'lang')).toBe('en')

    // The description is content/sections/survey.en.md, and nothing of the page is Polish.
    await page.getByRole('heading', { name: 'Enrollment Survey', level: 1 }).waitFor()
    const main = page.locator('main')
    await expect(main.innerText()).resolves.toContain('Every year we ask families')
    await expect(main.locator('[lang="pl"]').count()).resolves.toBe(0)
    await expect(main.innerText()).resolves.toContain('Has your child attended our school before?')
    const start = await englishSideText(page)
    expect(start).toContain('Returning family')
    expect(polishIn(start)).toEqual([])

    // A returning family starts, and sends the survey empty: every message English.
    await page.getByRole('button', { name: 'Returning family' }).click()
    await page.getByRole('heading', { name: 'Enrollment Survey', level: 2 }).waitFor()
    await page.getByRole('button', { name: 'Send the survey' }).click()
    await expect(errorsOf(page, 'opinion').innerText()).resolves.toBe(
      'Your opinion of the school is required.',
    )
    await expect(errorsOf(page, 'parentDuty').innerText()).resolves.toBe(
      'Please accept the parent duty pledge.',
    )
    await expect(errorsOf(page, 'contactEmail').innerText()).resolves.toBe(
      'Please give at least one contact: a parent’s email or phone, or a contact email.',
    )
    const messages = (await page.locator('[id$="-errors"]').allInnerTexts())
      .map((text) => text.trim())
      .filter(Boolean)
    expect(messages.length).toBeGreaterThanOrEqual(8)
    expect(messages.filter((message) => POLISH.test(message))).toEqual([])
    // The form itself: labels, hints, options, headings and buttons, none the Polish survey's.
    expect(polishIn(await englishSideText(page))).toEqual([])

    // The family answers; the classes and sessions are content/school/'s English names.
    await type(page, 'familyName', 'Smith')
    await type(page, 'contactEmail', 'smiths@example.com')
    await type(page, 'birthPlace', 'Chicago')
    await type(page, 'birthDate', '2014-06-01')
    await byId(page, 'level').selectOption('klasa-3')
    await expect(byId(page, 'level').locator('option:checked').innerText()).resolves.toBe('Grade 3')
    await byId(page, 'buildingId').selectOption('1')
    await page.locator('label[for="formulate-opinion-4"]').click()
    await expect(page.getByRole('radio', { name: 'Good', exact: true }).isChecked()).resolves.toBe(
      true,
    )
    await page.getByLabel('My child will continue at the school next school year').check()
    await byId(page, 'parentDuty').click()
    const dialog = page.getByRole('dialog', { name: 'Parent duty pledge' })
    await expect(dialog.innerText()).resolves.toContain('We pledge to take Saturday parent duty')
    await expect(dialog.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(1)
    await expect(dialog.getByRole('button', { name: 'Close' }).count()).resolves.toBe(1)
    expect(polishIn(await dialog.innerText())).toEqual([])
    await dialog.getByRole('button', { name: 'I accept' }).click()
    await expect(byId(page, 'parentDuty').textContent()).resolves.toContain('(Accepted)')

    await page.getByRole('button', { name: 'Send the survey' }).click()
    await page.getByRole('heading', { name: 'Thank you for completing the survey' }).waitFor()
    await expect(main.innerText()).resolves.toContain(
      'Your answers have been saved. The school office will contact you about enrollment.',
    )
    expect(polishIn(await englishSideText(page))).toEqual([])

    const row = await latestRow(harness.site, surveyAnswers)
    expect(row?.language).toBe('en')
    expect(row?.answers).toMatchObject({
      mode: 'kontynuacja',
      familyName: 'Smith',
      opinion: '4',
      continuation: 'tak',
      parentDuty: '1',
    })
  } finally {
    await page.context().close()
  }
})
