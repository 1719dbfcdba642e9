import type { Page } from 'playwright-core'
import type { CspViolation } from '../../server/csp/violation'
import { XSS_BEACON } from '../../__tests__/fixtures/xssCorpus'

// The hooks of e2e/hostile-content.test.ts (issue #17): what would show that editors' content ran
// script in a page, and what a reader does to content that would make a handler fire.

/** Everything that would show a payload ran: dialogs, beacon requests, the canary leaving, foreign localStorage reads. */
export async function watch(page: Page, canary: string) {
  const ran: string[] = []
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('request', (request) => {
    const url = request.url()
    if (url.includes(XSS_BEACON) || url.includes(canary)) ran.push(`request: ${url}`)
  })
  page.on('console', (message) => {
    if (/xss|kanarek/i.test(message.text())) ran.push(`console: ${message.text()}`)
  })
  // localStorage read by code that is not one of the site's script files (an inline handler, a
  // javascript: URL, an injected script element).
  await page.addInitScript((canary) => {
    localStorage.setItem('canary', canary)
    const reads: string[] = []
    ;(window as unknown as { foreignReads: string[] }).foreignReads = reads
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (key: string) {
      const frames = (new Error().stack ?? '').split('\n').slice(2)
      if (!frames.some((frame) => /\.js(\?[^:]*)?:\d+:\d+\)?$/.test(frame.trim()))) reads.push(key)
      return getItem.call(this, key)
    }
  }, canary)
  return ran
}

/** Hovers, focuses and clicks what the content holds, as an admin reading it would. */
export async function provoke(page: Page, scope: string) {
  await page.evaluate((selector) => {
    for (const element of document.querySelectorAll(`${selector} *`)) {
      for (const type of ['mouseover', 'mouseenter', 'focus', 'toggle', 'animationstart']) {
        element.dispatchEvent(new Event(type, { bubbles: true }))
      }
    }
    for (const details of document.querySelectorAll<HTMLDetailsElement>(`${selector} details`))
      details.open = true
  }, scope)
  // Every link left is followed with an allowed scheme (a relative one stays on the site).
  const schemes = await page.$$eval(`${scope} a[href], ${scope} [src]`, (elements) =>
    elements.map(
      (e) => new URL(e.getAttribute('href') ?? e.getAttribute('src')!, location.href).protocol,
    ),
  )
  expect(
    schemes.filter((scheme) => !['http:', 'https:', 'mailto:', 'tel:'].includes(scheme)),
  ).toEqual([])
  await page.waitForTimeout(1000)
}

/**
 * Nothing ran, nothing read localStorage, and the server's CSP report endpoint (app.cspReports)
 * got nothing since `reportsBefore`: a payload the CSP stopped is reported, so that too fails.
 */
export async function expectSilent(
  page: Page,
  ran: string[],
  reports: { count: number; last: CspViolation | undefined },
  reportsBefore: number,
) {
  expect(ran).toEqual([])
  expect(
    await page.evaluate(() => (window as unknown as { foreignReads: string[] }).foreignReads),
  ).toEqual([])
  // Browsers send reports after the violation, not with it.
  await page.waitForTimeout(500)
  // The last violation is shown when one came: which directive, on which page, from where.
  expect({ reports: reports.count - reportsBefore, last: reports.last }).toEqual({
    reports: 0,
    last: reportsBefore === 0 ? undefined : reports.last,
  })
}
