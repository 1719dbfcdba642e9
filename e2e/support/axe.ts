import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { AxeResults } from 'axe-core'
import type { Page } from 'playwright-core'

/** WCAG 2.2 AA and axe's best practices: what every page of the site is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * axe-core over a page, run in the page itself (`axe.run`, "legacy mode"). The default mode runs
 * each frame apart (`runPartial`) and then opens a new blank page to put the results together
 * (`finishRun`), which is how cross-origin frames are reached: the site has no frames, so the
 * rules and results are the same, and a check takes a third of the time (issue #20).
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode()

const describe = (results: Pick<AxeResults, 'violations'>) =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

/** The page's violations as `rule: selector, selector`, so that a failure names the nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  return describe(await axeOf(page).withTags(WCAG_TAGS).analyze())
}

// The axe-core that @axe-core/playwright itself injects.
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }),
  'utf8',
)

/**
 * The same check for a page looked at more than once (e2e/phone-accessibility.test.ts: at two
 * widths): axe-core put into the page once, then `axe.run` with the same tags each time, in the
 * page's only frame. Half a second a check here instead of twice that with the injection each time.
 */
export async function axeViolationsAgain(page: Page): Promise<string[]> {
  if (page.frames().length !== 1) throw new Error('the page has frames: use axeViolations')
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: typeof import('axe-core').run } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  )
  return describe(results)
}
