import type { Browser, Page } from 'playwright-core'
import { launchChromium } from './chromium'
import { startSite, type RunningSite, type SiteOptions } from './site'

export interface BrowserSite {
  site: RunningSite
  browser: Browser
  /** A fresh page of its own context (axe-core/playwright wants one), closed after each test. */
  page: Page
  /** Goes to a route and waits until React has hydrated it. */
  open: (route: string, width?: number) => Promise<Page>
}

/**
 * The real server over the built site and a headless Chromium, for one test file: started before
 * its tests, stopped after them. Each test gets a new page at 1280 px unless it asks for a width.
 */
export function setUpBrowserSite(
  env: Record<string, string> = {},
  options: SiteOptions = {},
): BrowserSite {
  const harness = {} as BrowserSite
  beforeAll(async () => {
    harness.site = await startSite(env, options)
    harness.browser = await launchChromium()
  })
  afterAll(async () => {
    await harness.browser?.close()
    await harness.site?.close()
  })
  beforeEach(async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } })
    harness.page = await context.newPage()
  })
  afterEach(() => harness.page.context().close())
  harness.open = async (route, width) => {
    const { page } = harness
    if (width) await page.setViewportSize({ width, height: 800 })
    await page.goto(harness.site.url + route)
    // Gatsby hydrates after the HTML shows: wait for React before interacting.
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    return page
  }
  return harness
}
