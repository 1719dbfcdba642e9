import type { Page, Request } from 'playwright-core'
import { setUpBrowserSite } from './support/browserSite'

// Issue #8 "Tracker privacy" and "Browser storage", in a real browser against the real server:
// what a parent types goes to /api/enrollments (or /api/surveys/) in that request's body, and
// nowhere else: not in a tracker event, not in any URL, not in a cookie or the browser's storage.
jest.setTimeout(120_000)

const harness = setUpBrowserSite()

interface Sent {
  method: string
  url: string
  body: string
  headers: string
}

/** Every request the page sends, from the first navigation on. */
function recordRequests(page: Page): Sent[] {
  const sent: Sent[] = []
  page.on('request', (request: Request) =>
    sent.push({
      method: request.method(),
      url: request.url(),
      body: request.postData() ?? '',
      headers: JSON.stringify(request.headers()),
    }),
  )
  return sent
}

/**
 * The test's page at a form's route, its clock under the test's control and every request it
 * sends recorded from the first navigation on.
 */
async function openRecording(route: string) {
  const { page } = harness
  await page.clock.install()
  const sent = recordRequests(page)
  await harness.open(route)
  return { page, sent }
}

/** A value as it may appear: typed, URL-encoded, and a phone's digits alone. */
const formsOf = (values: string[]) =>
  values
    .flatMap((value) => [value, encodeURIComponent(value), value.replace(/\D/g, '')])
    .filter((form) => form.length >= 5)

function leaks(text: string, values: string[]): string[] {
  let decoded = text
  try {
    decoded = decodeURIComponent(text)
  } catch {
    // Not URL-encoded text: searched as it is.
  }
  return formsOf(values).filter((form) => text.includes(form) || decoded.includes(form))
}

const byId = (page: Page, id: string) => page.locator(`#formulate-${id}`)
async function type(page: Page, id: string, value: string) {
  await byId(page, id).fill(value)
  await byId(page, id).blur()
}

/** Runs the tracker's send timer (25 s) and waits for the batch to reach the server. */
async function flushTracker(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/tracker/') && response.request().method() === 'PATCH',
  )
  await page.clock.fastForward(30_000)
  expect((await saved).status()).toBe(200)
}

const storageText = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }),
  )

/** What the page sent, apart from the one request that must carry the values in its body. */
async function expectNothingLeaked(page: Page, sent: Sent[], submission: string, values: string[]) {
  const isSubmission = (request: Sent) =>
    request.method === 'POST' && new URL(request.url).pathname === submission
  const submissions = sent.filter(isSubmission)
  expect(submissions).toHaveLength(1)
  // The search finds the values where they are: in the submission's body.
  expect(leaks(submissions[0]!.body, values).length).toBeGreaterThan(0)
  const tracker = sent.filter((request) => request.url.includes('/api/tracker/'))
  expect(tracker.some((request) => request.method === 'PATCH')).toBe(true)
  for (const request of sent) {
    const where = `${request.method} ${request.url}`
    expect([where, 'url', leaks(request.url, values)]).toEqual([where, 'url', []])
    if (isSubmission(request)) continue
    expect([where, 'body', leaks(request.body, values)]).toEqual([where, 'body', []])
    expect([where, 'headers', leaks(request.headers, values)]).toEqual([where, 'headers', []])
  }
  expect(leaks(await storageText(page), values)).toEqual([])
  expect(await page.context().cookies()).toEqual([])
  expect(await page.evaluate(() => document.cookie)).toBe('')
}

/** Goes on to another page of the site, so that the tracker records a route from the form. */
async function leaveFor(page: Page, path: string) {
  await page.locator(`footer a[href="${path}"]`).click()
  await page.waitForURL(harness.site.url + path)
  await flushTracker(page)
}

const FAMILY = {
  motherFirstName: 'Bronisława',
  motherLastName: 'Wiśniewska',
  motherEmail: 'bronislawa.prywatna@example.org',
  motherPhone: '(630) 555-0142',
  fatherFirstName: 'Teodor',
  fatherLastName: 'Wiśniewski',
  fatherEmail: 'teodor.prywatny@example.org',
  fatherPhone: '(630) 555-0143',
  erFirstName: 'Leokadia',
  erLastName: 'Zawadzka',
  erPhone: '(630) 555-0144',
  address: '742 Jarzębinowa Street',
  comments: 'Alergia na orzeszki ziemne',
}
const CHILD = { firstName: 'Kunegunda', lastName: 'Wiśniewska' }
const ENROLMENT_VALUES = [...Object.values(FAMILY), ...Object.values(CHILD), '2016-05-14']

describe('what the browser sends and keeps of a parent’s answers', () => {
  it('sends the enrolment only to /api/enrollments, in its body, and keeps none of it after sending', async () => {
    const { page, sent } = await openRecording('/zapisy-do-szkoly/')
    await page.getByRole('button', { name: 'Wypełnij formularz zapisu' }).click()
    await page.getByRole('heading', { name: 'Formularz zapisu' }).waitFor()
    for (const [id, value] of Object.entries(FAMILY)) await type(page, id, value)
    await type(page, 'city', 'Lombard')
    await type(page, 'zip', '60148')
    await type(page, 'student-0-firstName', CHILD.firstName)
    await type(page, 'student-0-lastName', CHILD.lastName)
    await type(page, 'student-0-birthDate', '2016-05-14')
    await byId(page, 'student-0-level').selectOption('klasa-3')
    await byId(page, 'student-0-buildingId').selectOption('1')
    // The tracker sends what it queued while the form was being filled.
    await flushTracker(page)
    // The draft stays in the tab (sessionStorage), never in localStorage.
    expect(
      leaks(await page.evaluate(() => JSON.stringify({ ...localStorage })), ENROLMENT_VALUES),
    ).toEqual([])

    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click()
    await page.getByRole('heading', { name: 'Zgłoszenie zostało wysłane' }).waitFor()
    // Nothing of the child's data stays in the tab once it is sent.
    expect(leaks(await storageText(page), ENROLMENT_VALUES)).toEqual([])

    await leaveFor(page, '/kalendarz-zajec/')
    await expectNothingLeaked(page, sent, '/api/enrollments', ENROLMENT_VALUES)
  })

  it('sends the survey only to /api/surveys/zapisy, in its body, and keeps none of it after sending', async () => {
    const { page, sent } = await openRecording('/ankiety/zapisy/')
    await page.getByRole('button', { name: 'Nowa rodzina' }).click()
    await page.getByRole('heading', { name: 'Ankieta o zapisach', level: 2 }).waitFor()
    const answers = {
      familyName: 'Ankietowska',
      motherEmail: 'genowefa.ankieta@example.org',
      motherPhone: '(630) 555-0171',
      fatherEmail: 'zdzislaw.ankieta@example.org',
      fatherPhone: '(630) 555-0172',
      contactEmail: 'rodzina.ankieta@example.org',
      street: '99 Jaśminowa Avenue',
    }
    for (const [id, value] of Object.entries(answers)) await type(page, id, value)
    await type(page, 'postalCode', '60148')
    await flushTracker(page)
    await page.getByRole('button', { name: 'Wyślij ankietę' }).click()
    await page.getByRole('heading', { name: 'Dziękujemy za wypełnienie ankiety' }).waitFor()

    await leaveFor(page, '/kalendarz-zajec/')
    await expectNothingLeaked(page, sent, '/api/surveys/zapisy', Object.values(answers))
  })
})
