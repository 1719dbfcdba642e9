import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { firstVisit, SETTLE_MS } from '../bench/lib/firstVisit'
import { htmlFileFor, pageWeight } from '../bench/lib/pageWeight'
import { trackerCodeSize } from '../bench/tracker-size'
import { startedAhead } from './support/ahead'
import { setUpBrowserSite } from './support/browserSite'
import { builtPages } from './support/builtPages'
import { galleryAlbums, homeworkIds, newsSlugs } from './support/expectedRoutes'
import { templatePages } from './support/templatePages'

// Sizes are stable, unlike times, so the budgets are asserted here (issue #2; docs/architecture.md "Tests and budgets").
// Issue #36's target, not met: at most 85 KB of gzipped JavaScript on a page's first visit, every
// script it loads in its first 5 s (network idle, then 3 s). Since issue #36 a page loads the
// client state (Redux Toolkit, 14 KB) only when it needs the store (a form's kept draft or first
// save, the staff area, a staff member's login) or when the tracker's first send is due, 25 s in;
// what a first visit loads is what its HTML names: React, Gatsby's runtime, the site's frame and
// the page's own code, 85.8–92.0 KB (BENCHMARKS.md "Issue #36: what a first visit's 100 KB are"),
// then 93.6 KB on the survey once its page spoke English too (its words in both languages, the
// rating's and the accept dialog's). The guards hold today's figures so that nothing grows unseen.
/** What a page names before hydration: 85 KB (issue #2) until the English pages (issue #35). */
const BEFORE_HYDRATION_GUARD_GZIP = 94 * 1024
/** What a first visit holds: the same scripts; the mailing-list page loads its form's code. */
const FIRST_VISIT_GUARD_GZIP = 94 * 1024
const FIRST_VISIT_GUARD_OVER: Record<string, number> = { '/listy-mailowe/': 124 * 1024 }
/** Issue #9: no page over 1 MB on first load (bytes over the wire, images included). */
const FIRST_LOAD_BUDGET = 1024 * 1024

// One server and one Chromium for the file's browser tests, each test a page of its own.
const harness = setUpBrowserSite()

describe('page weight of the built site', () => {
  const routes = builtPages()

  it('finds the built pages', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/wiadomosci/', '/gazda/']))
  })

  it('names no more gzipped JavaScript before hydration than today on every page (94 KB)', () => {
    const over = routes
      .map((route) => pageWeight(route))
      .filter((weight) => weight.jsGzip > BEFORE_HYDRATION_GUARD_GZIP)
    expect(over).toEqual([])
  })
})

describe('the visitor tracker', () => {
  it('adds at most 3 KB of gzipped JavaScript of its own', async () => {
    const { gzip } = await trackerCodeSize()
    expect(gzip).toBeGreaterThan(500)
    expect(gzip).toBeLessThanOrEqual(3 * 1024)
  })
})

describe('JavaScript of a first visit in Chromium (issue #36)', () => {
  // One page of every public template (the staff area is not one).
  const publicPages = templatePages().filter((route) => !route.startsWith('/gazda/'))

  // Each visit is mostly waiting (network idle, then 3 s): four at a time, each in a browser
  // context of its own, measure the same scripts as one after another (issue #36: 124 s → 49 s for
  // the 27 pages, the same CPU time).
  const visitOf = startedAhead(publicPages, 4, (route) =>
    firstVisit(harness.browser, harness.site.url, route),
  )

  it.each(publicPages)(
    '%s: no more gzipped JavaScript in its first 5 s than today, without the client state',
    async (route) => {
      const visit = await visitOf(route)
      // A first visit keeps no draft and no login: the store's code (client-state) waits for the
      // tracker's first send, 25 s in, or a form's first save.
      expect(visit.scripts.some((script) => script.includes('client-state'))).toBe(false)
      expect(visit.jsGzip).toBeLessThanOrEqual(
        FIRST_VISIT_GUARD_OVER[route] ?? FIRST_VISIT_GUARD_GZIP,
      )
    },
    30_000 + SETTLE_MS,
  )
})

/** Every `<img …>` tag of a built page, with the attributes it names. */
function imageTags(route: string): { tag: string; attributes: Set<string> }[] {
  const html = readFileSync(htmlFileFor(route), 'utf8')
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    tag,
    attributes: new Set([...tag.matchAll(/\s([a-z-]+)=/g)].map((match) => match[1]!)),
  }))
}

describe('images of the built site', () => {
  // Stronger than "above the fold": no image anywhere is without its size, so none can move the
  // page when it arrives, at any screen size.
  it('all carry width and height in the HTML, on every page', () => {
    const routes = builtPages()
    const without = routes.flatMap((route) =>
      imageTags(route)
        .filter(({ attributes }) => !attributes.has('width') || !attributes.has('height'))
        .map(({ tag }) => `${route}: ${tag.slice(0, 120)}`),
    )
    expect(routes.flatMap((route) => imageTags(route)).length).toBeGreaterThan(100)
    expect(without).toEqual([])
  })
})

/** Where the measured first loads are written, for BENCHMARKS.md. */
const FIRST_LOADS = path.join(__dirname, '../.cache/test-results/first-load.json')

describe('first load in Chromium', () => {
  const measured: Record<string, { bytes: number; requests: number }> = {}
  afterAll(() => {
    mkdirSync(path.dirname(FIRST_LOADS), { recursive: true })
    writeFileSync(FIRST_LOADS, JSON.stringify(measured, null, 2))
  })
  const { years, album } = galleryAlbums().find((a) => a.years === '2024-2025')!
  // One page of every template, the heaviest of each kind where they differ.
  const pages = [
    '/',
    '/wiadomosci/',
    `/wiadomosci/${newsSlugs()[0]}/`,
    '/pages/o-naszej-szkole/',
    '/pages/sponsors/',
    '/zadania-domowe/',
    `/zadania-domowe/${homeworkIds()[0]}/`,
    '/maturzysci/2024-25/',
    '/galeria-zdjec/',
    `/galeria-zdjec/rok-szkolny-${years}/`,
    `/galeria-zdjec/rok-szkolny-${years}/${album}/`,
    '/kalendarz-zajec/',
    '/zapisy-do-szkoly/',
    '/ankiety/zapisy/',
  ]

  it.each(
    pages.flatMap((route) => [
      [route, 'phone', 412, 915],
      [route, 'desktop', 1280, 800],
    ]) as [string, string, number, number][],
  )(
    '%s on a %s (%i×%i): under 1 MB, and every image in view sized in the HTML',
    async (route, _screen, width, height) => {
      const { page } = harness
      await page.setViewportSize({ width, height })
      await page.goto(harness.site.url + route, { waitUntil: 'networkidle' })
      const { bytes, requests, unsized, images } = await page.evaluate(() => {
        const entries = [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ] as PerformanceResourceTiming[]
        const inView = [...document.images].filter((image) => {
          const box = image.getBoundingClientRect()
          return box.bottom > 0 && box.top < innerHeight && box.width > 0
        })
        return {
          bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
          requests: entries.length,
          images: inView.length,
          unsized: inView
            .filter((image) => !image.hasAttribute('width') || !image.hasAttribute('height'))
            .map((image) => image.outerHTML.slice(0, 120)),
        }
      })
      measured[`${route} ${width}×${height}`] = { bytes, requests }
      expect(bytes).toBeGreaterThan(50_000)
      expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET)
      expect(unsized).toEqual([])
      if (route.includes('/rok-szkolny-')) expect(images).toBeGreaterThan(0)
    },
  )
})

describe("the pages' scripts", () => {
  it.each(['/', `/wiadomosci/${newsSlugs()[0]}/`, '/zapisy-do-szkoly/'])(
    '%s: are asked for only once the first frame is drawn, and the page still comes alive',
    async (route) => {
      // Notes when the first frame is drawn (the Paint Timing entry of a headless browser is
      // stamped later than the drawing, so it cannot tell).
      await harness.page.addInitScript(() => {
        requestAnimationFrame(() => {
          ;(window as unknown as { firstFrame: number }).firstFrame = performance.now()
        })
      })
      const page = await harness.open(route, 412)
      const { firstFrame, scripts } = await page.evaluate(() => ({
        firstFrame: (window as unknown as { firstFrame?: number }).firstFrame,
        scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => /\/(framework|app|webpack-runtime)-[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }))
      // Gatsby's runtime, React and the app: all three, none before the first frame.
      expect(scripts).toHaveLength(3)
      expect(firstFrame).toBeGreaterThan(0)
      expect(Math.min(...scripts)).toBeGreaterThan(firstFrame!)
    },
  )

  it('counts them in the page weight', () => {
    // React DOM and Gatsby's runtime alone are over 50 KB gzipped.
    expect(pageWeight('/').jsGzip).toBeGreaterThan(50 * 1024)
  })
})

describe('a form opened from its link', () => {
  const FORM_PARTS = 'fieldset, textarea, button'

  it.each([
    ['/zapisy-do-szkoly/#formularz', 'Wyślij zgłoszenie'],
    ['/ankiety/zapisy/#ankieta', 'Wyślij ankietę'],
  ])(
    '%s: is drawn a block at a time, one more each frame, until it is whole',
    async (route, send) => {
      // Each frame, how much of the form is on the page (its fieldsets, text areas and buttons):
      // one long layout of the whole form was the page's longest task.
      await harness.page.addInitScript((parts) => {
        const seen: number[] = []
        ;(window as unknown as { formBlocks: number[] }).formBlocks = seen
        const count = () => {
          const form = document.querySelector('form[aria-labelledby$="-form-heading"]')
          if (form) seen.push(form.querySelectorAll(parts).length)
          if (seen.length < 600) requestAnimationFrame(count)
        }
        requestAnimationFrame(count)
      }, FORM_PARTS)
      const page = await harness.open(route, 412)
      await page.getByRole('button', { name: send }).waitFor()
      // Two more frames, so the counting has seen the whole form.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      const seen = await page.evaluate(
        () => (window as unknown as { formBlocks: number[] }).formBlocks,
      )
      const whole = await page
        .locator('form[aria-labelledby$="-form-heading"]')
        .evaluate((form, parts) => form.querySelectorAll(parts).length, FORM_PARTS)
      const distinct = [...new Set(seen)]
      // Never shrinks, starts with part of the form, grows in at least four steps, ends whole.
      expect(seen).toEqual([...seen].sort((a, b) => a - b))
      expect(seen[0]).toBeLessThan(whole)
      expect(distinct.length).toBeGreaterThanOrEqual(4)
      expect(distinct.at(-1)).toBe(whole)
    },
  )
})
