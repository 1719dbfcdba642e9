import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { launchChromium } from './chromium'
import { startSite, type RunningSite, type SiteOptions } from './site'
import { turns } from './turns'

export interface BrowserSite {
  site: RunningSite
  browser: Browser
  /** A fresh page of its own context (axe-core/playwright wants one), closed after each test. */
  page: Page
  /** Goes to a route and waits until React has hydrated it. */
  open: (route: string, width?: number) => Promise<Page>
  /**
   * A page of a new browser context (no session of the test's page) at a route, once React has
   * hydrated it; the test closes its context. `locale` is the browser's language (en-US for
   * the English pages' tests).
   */
  openInNewContext: (route: string, options?: ContextOptions) => Promise<Page>
}

/** Gatsby hydrates after the HTML shows: waits for React before a test interacts. */
export const waitForHydration = (page: Page) =>
  page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })

type ContextOptions = Pick<BrowserContextOptions, 'locale'>

const newPage = async (browser: Browser, options: ContextOptions = {}) =>
  (await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options })).newPage()

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
  harness.openInNewContext = async (route, options) => {
    const page = await newPage(harness.browser, options)
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

export interface PagePool {
  site: RunningSite
  browser: Browser
  /**
   * Runs `work` on one of the pool's pages (each of its own context) as soon as one is free: for
   * `it.concurrent` tests that each load a page and check it.
   */
  withPage: <T>(work: (page: Page) => Promise<T>) => Promise<T>
}

/**
 * The real server over the built site and `size` pages of one headless Chromium for a test file's
 * tests, lent one test at a time. Each page has a renderer process of its own, so two pages keep
 * both cores busy where one test at a time left one waiting on the other (issue #20: axe-core on
 * every page took 0.8 s a page, 70 % of it in the renderer).
 */
export function setUpPagePool(size: number): PagePool {
  const harness = {} as PagePool
  setUpSiteAndBrowser(harness)
  const free: Page[] = []
  const inTurn = turns(size)
  beforeAll(async () => {
    for (let i = 0; i < size; i += 1) {
      free.push(await (await harness.browser.newContext()).newPage())
    }
  })
  harness.withPage = (work) =>
    inTurn(async () => {
      const page = free.pop()!
      try {
        return await work(page)
      } finally {
        free.push(page)
      }
    })
  return harness
}
