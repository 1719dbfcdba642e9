// Issue #34 in a real browser on a 390 px phone: the footer's link to /listy-mailowe/, a subscribe
// to klasa-3, "check your mail", and the confirmation link from the mail (the server has no SMTP
// here and writes it to DATA_DIR/outbox/) opened in the browser. axe-core on the form's states.
import { SUBSCRIPTION_ROUTES } from '../server/subscriptions/links'
import { routes } from '../src/domain/routes'
import { axeViolations } from './support/axe'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { waitForMail } from './support/outbox'
import { sidewaysOverflow } from './support/overflow'

jest.setTimeout(180_000)

const harness = setUpBrowserSite({}, { ownSiteUrl: true })
const PHONE = 390
const PARENT = 'rodzic.klasy3@example.com'
const CONFIRM_SUBJECT = 'Potwierdź zapis na listy Polskiej Szkoły w Lombard'

describe('the mailing lists on a 390 px phone', () => {
  it('subscribes to klasa-3 from the footer’s link, and the mailed link confirms it', async () => {
    const page = await harness.open('/', PHONE)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Powiadomienia e-mail' }).click()
    await page.waitForURL(`**${routes.mailingLists()}`)
    await page.getByRole('heading', { level: 1, name: 'Powiadomienia e-mail' }).waitFor()
    await expect(sidewaysOverflow(page)).resolves.toBeNull()

    // Nothing chosen: both errors, focus on the address.
    const submit = page.getByRole('button', { name: 'Zapisz mnie' })
    await submit.click()
    const email = page.getByRole('textbox', { name: /Adres e-mail/ })
    await page.getByText('Wybierz co najmniej jedną listę.').waitFor()
    await expect(email.evaluate((input) => input === document.activeElement)).resolves.toBe(true)
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true')
    for (const box of await page.getByRole('checkbox').all()) {
      await expect(box.isChecked()).resolves.toBe(false)
    }
    await expect(axeViolations(page)).resolves.toEqual([])

    await email.fill(PARENT)
    await page.getByRole('checkbox', { name: 'Klasa 3' }).check()
    await submit.click()
    const sent = page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })
    await sent.waitFor()
    await expect(sent.evaluate((heading) => heading === document.activeElement)).resolves.toBe(true)
    await expect(axeViolations(page)).resolves.toEqual([])

    const mail = await waitForMail(
      harness.site.dataDir,
      (m) => m.to.includes(PARENT) && m.subject === CONFIRM_SUBJECT,
    )
    expect(mail.text).toContain('- Klasa 3')
    expect(mail.text).not.toContain('Klasa 4')
    const link = new RegExp(`https?://\\S+${SUBSCRIPTION_ROUTES.confirm}\\?token=\\S+`).exec(
      mail.text,
    )
    expect(link).not.toBeNull()
    expect(new URL(link![0]).origin).toBe(harness.site.url)

    await page.goto(link![0])
    await page.getByRole('heading', { level: 1, name: 'Subskrypcja potwierdzona' }).waitFor()
    await expect(page.getByRole('listitem').allTextContents()).resolves.toEqual(['Klasa 3'])
  })

  it.each([
    ['the homework page', routes.homework()],
    ['the calendar page', routes.calendar()],
  ])('is linked from %s', async (_name, route) => {
    const page = await harness.open(route, PHONE)
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Zapisz się na powiadomienia e-mail' })
      .click()
    await page.waitForURL(`**${routes.mailingLists()}`)
    await page.getByRole('heading', { level: 1, name: 'Powiadomienia e-mail' }).waitFor()
  })
})

// Issue #35: an English-reading parent (browser language en-US) on /en/listy-mailowe/: the page,
// the form, its messages, the answer, the mail and the page its link opens, all in English.
describe('the mailing lists in English', () => {
  /** Polish words and letters an English message must not hold. */
  const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(Wybierz|Proszę|listę|adres|Zapisz)\b/
  const ENGLISH_PARENT = 'english.parent3@example.com'

  it('sends the empty form to English messages only, then signs up and confirms in English', async () => {
    const context = await harness.browser.newContext({ locale: 'en-US' })
    try {
      const page = await context.newPage()
      await page.goto(`${harness.site.url}/en${routes.mailingLists()}`)
      await waitForHydration(page)
      await page.getByRole('heading', { level: 1, name: 'E-mail Notifications' }).waitFor()
      await expect(page.title()).resolves.toContain('E-mail Notifications')
      const main = page.getByRole('main')
      // Nothing of the page is marked Polish: it is English throughout.
      await expect(main.locator('[lang="pl"]').count()).resolves.toBe(0)

      const submit = page.getByRole('button', { name: 'Sign me up' })
      await submit.click()
      const email = page.getByRole('textbox', { name: /E-mail address/ })
      await page.getByText('Please enter a valid e-mail address.').first().waitFor()
      await page.getByText('Choose at least one list.', { exact: true }).first().waitFor()
      const messages = (await page.locator('[id$="-errors"], [role="alert"]').allInnerTexts())
        .map((text) => text.trim())
        .filter(Boolean)
      expect(messages.length).toBeGreaterThanOrEqual(2)
      expect(messages.filter((message) => POLISH.test(message))).toEqual([])
      // The whole form (a class's English name may keep its Polish one: "(Zerówka)").
      const form = await page.getByRole('form', { name: 'Sign Up for the Lists' }).innerText()
      expect(form).not.toMatch(/\b(Wybierz|Proszę|Zapisz|Klasy|Listy|Adres|Wiadomości|Pilne)\b/)
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true')
      await expect(axeViolations(page)).resolves.toEqual([])

      await email.fill(ENGLISH_PARENT)
      await page.getByRole('checkbox', { name: 'Grade 3' }).check()
      await page.getByRole('checkbox', { name: 'School news' }).waitFor()
      await submit.click()
      await page.getByRole('heading', { name: 'Check Your E-mail' }).waitFor()

      const mail = await waitForMail(
        harness.site.dataDir,
        (m) => m.to.includes(ENGLISH_PARENT) && m.subject.startsWith('Confirm your sign-up'),
      )
      expect(mail.text).toContain('- Grade 3')
      const link = new RegExp(`https?://\\S+${SUBSCRIPTION_ROUTES.confirm}\\?token=\\S+`).exec(
        mail.text,
      )
      await page.goto(link![0])
      await page.getByRole('heading', { level: 1, name: 'Subscription Confirmed' }).waitFor()
      await expect(page.getAttribute('html', 'lang')).resolves.toBe('en')
      await expect(page.getByRole('listitem').allTextContents()).resolves.toEqual(['Grade 3'])
    } finally {
      await context.close()
    }
  })
})
