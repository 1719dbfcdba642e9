import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { runLighthouse } from '../bench/lib/lighthouse'
import { launchChromium } from './support/chromium'
import { startSite, type RunningSite } from './support/site'

jest.setTimeout(180_000)

let site: RunningSite
let browser: Browser

beforeAll(async () => {
  site = await startSite()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

async function openPage(path: string, width = 1280) {
  // axe-core/playwright needs a page of its own context.
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  const page = await context.newPage()
  await page.goto(site.url + path)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
  return page
}

describe('axe-core finds no WCAG 2.2 AA violations', () => {
  it.each(['/', '/kalendarz-zajec/', '/pages/najczestsze-pytania/', '/nie-ma-takiej-strony/'])(
    'on %s',
    async (path) => {
      const page = await openPage(path)
      await expect(axeViolations(page)).resolves.toEqual([])
      await page.context().close()
    },
  )

  it('with a submenu open', async () => {
    const page = await openPage('/')
    await page.getByRole('button', { name: /^Rodzice/ }).click()
    await expect(axeViolations(page)).resolves.toEqual([])
    await page.context().close()
  })

  it('with the menu open on a 375 px wide phone', async () => {
    const page = await openPage('/', 375)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: /^Szkoła/ }).click()
    await expect(axeViolations(page)).resolves.toEqual([])
    await page.context().close()
  })
})

describe('Lighthouse', () => {
  it('scores the home page 100 for accessibility', async () => {
    const { scores, audits } = await runLighthouse(`${site.url}/`, {
      categories: ['accessibility'],
    })
    const failed = Object.entries(audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 1)
      .map(([id]) => id)
    expect(failed).toEqual([])
    expect(scores.accessibility).toBe(1)
  })
})
