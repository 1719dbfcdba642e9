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
  /**
   * A page of a new browser context (no session of the test's page) at a route, once React has
   * hydrated it; the test closes its context.
   */
  openInNewContext: (route: string) => Promise<Page>
}

/** Gatsby hydrates after the HTML shows: waits for React before a test interacts. */
export const waitForHydration = (page: Page) =>
  page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })

const newPage = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()

/** Starts the server and the browser before a test file's tests, and stops them after. */
function setUpSiteAndBrowser(
  harness: { site: RunningSite; browser: Browser },
  env: Record<string, string> = {},
  options: SiteOptions = {},
) {
  beforeAll(async () => {
    harness.site = await startSite(env, options)
    harness.browser = await launchChromium()
  })
  afterAll(async () => {
    await harness.browser?.close()
    await harness.site?.close()
  })
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
  setUpSiteAndBrowser(harness, env, options)
  beforeEach(async () => {
    harness.page = await newPage(harness.browser)
  })
  afterEach(() => harness.page.context().close())
  harness.open = async (route, width) => {
    const { page } = harness
    if (width) await page.setViewportSize({ width, height: 800 })
    await page.goto(harness.site.url + route)
    await waitForHydration(page)
    return page
  }
  harness.openInNewContext = async (route) => {
    const page = await newPage(harness.browser)
    await page.goto(harness.site.url + route)
    await waitForHydration(page)
    return page
  }
  return harness
}

export interface SharedPage {
  site: RunningSite
  browser: Browser
  /** The one page of its own context (axe-core/playwright wants one) that every test uses. */
  page: Page
}

/**
 * The real server over the built site and one page of a headless Chromium for all of a test
 * file's tests, which load the site's pages into it one after another.
 */
export function setUpSharedPage(): SharedPage {
  const harness = {} as SharedPage
  setUpSiteAndBrowser(harness)
  beforeAll(async () => {
    harness.page = await (await harness.browser.newContext()).newPage()
  })
  return harness
}
