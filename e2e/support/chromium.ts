import { chromium, type Browser } from 'playwright-core'

// Debian's chromium, never a browser download (DESIGN.md "Tests"). The flags keep it off the
// network this machine does not have.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

/**
 * The parents the tests play read Polish: every context is a Polish browser's unless a test asks
 * for another locale (headless Chromium is en-US whatever its flags, and an English browser on a
 * Polish page is offered the English page, issue #35).
 */
export const DEFAULT_LOCALE = 'pl-PL'

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  })
  const newContext = browser.newContext.bind(browser)
  const newPage = browser.newPage.bind(browser)
  browser.newContext = (options = {}) => newContext({ locale: DEFAULT_LOCALE, ...options })
  browser.newPage = (options = {}) => newPage({ locale: DEFAULT_LOCALE, ...options })
  return browser
}
