import { readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import type { Page } from 'playwright-core'
import { languageOfPath, type Language } from '../src/domain/i18n/languages'
import {
  SEARCH_BUNDLE_URL,
  fromIndexForm,
  searchablePageUrl,
  toIndexForm,
} from '../src/domain/search'
import { axeViolations } from './support/axe'
import { setUpBrowserSite } from './support/browserSite'
import { builtPages } from './support/builtPages'
import { PUBLIC_DIR } from './support/site'

// Issue #10: the site search, with the real Pagefind index the build wrote into public/pagefind/.
jest.setTimeout(90_000)

const harness = setUpBrowserSite()

/**
 * Bytes on the wire, bodies and headers, of a visitor's first search at most: 103,526 B measured
 * with Pagefind's own index (issue #36, BENCHMARKS.md), and a little room.
 */
const FIRST_SEARCH_BUDGET = 106 * 1024

const field = () => harness.page.getByRole('searchbox', { name: 'Szukaj na stronie' })
const results = () => harness.page.getByRole('region', { name: 'Wyniki wyszukiwania' })
const status = () => results().getByRole('status')

/** Searches and waits for the outcome: the status that ends the search, whichever it is. */
async function search(query: string) {
  await field().fill(query)
  await field().press('Enter')
  await status()
    .getByText(new RegExp(`dla „${query}”\\.$|^Wyszukiwarka jest teraz niedostępna`))
    .waitFor()
}

interface Traffic {
  requests: number
  /** Bytes on the wire: compressed bodies and headers. */
  transferred: number
  /** Bytes of the bodies once decompressed. */
  decoded: number
}

/** Counts the responses under /pagefind/; `take()` gives what came since the last `take()`. */
function pagefindTraffic(page: Page) {
  const pending: Promise<void>[] = []
  let traffic: Traffic = { requests: 0, transferred: 0, decoded: 0 }
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith(SEARCH_BUNDLE_URL)) return
    traffic.requests += 1
    pending.push(
      (async () => {
        await response.finished()
        const sizes = await response.request().sizes()
        traffic.transferred += sizes.responseBodySize + sizes.responseHeadersSize
        traffic.decoded += (await response.body()).length
      })(),
    )
  })
  return {
    async take(): Promise<Traffic> {
      await Promise.all(pending.splice(0))
      const taken = traffic
      traffic = { requests: 0, transferred: 0, decoded: 0 }
      return taken
    },
  }
}

/** Pagefind's own errors in the console (a blocked WebAssembly, a file it cannot read). */
function pagefindErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /pagefind|webassembly/i.test(message.text())) {
      errors.push(message.text())
    }
  })
  return errors
}

const listed = async () =>
  Promise.all(
    (await results().getByRole('listitem').all()).map(async (item) => ({
      title: (await item.getByRole('link').textContent()) ?? '',
      href: (await item.getByRole('link').getAttribute('href')) ?? '',
      excerpt: (await item.locator('p').textContent()) ?? '',
      marked: await item.locator('mark').allTextContents(),
    })),
  )

interface Found {
  url: string
  /** Pagefind's `locations`: where in the page's content the query's words are. */
  located: boolean
  /** The page's content as Pagefind holds it, and the names of its metadata. */
  content: string
  meta: string[]
}

/**
 * Each query's results, from the site's Pagefind bundle loaded as the page's own search loads it,
 * with the query in the index's form as the search box sends it. The query `null` gives every
 * page of the index (https://pagefind.app/docs/js-api-filtering/). Pagefind takes the index of
 * the page's language (`from`'s <html lang>, https://pagefind.app/docs/multilingual/).
 */
async function searchAll(queries: (string | null)[], from = '/'): Promise<Found[][]> {
  const page = await harness.open(from)
  // A string, so that jest's transform leaves the `import()` to the browser.
  await page.evaluate(`import(${JSON.stringify(SEARCH_BUNDLE_URL + 'pagefind.js')})
    .then(async (pagefind) => {
      await pagefind.options({ noWorker: true })
      window.pagefindUnderTest = pagefind
    })`)
  return page.evaluate(
    async (indexed) => {
      type Data = { url: string; locations: number[]; content: string; meta: object }
      type Search = (query: string | null) => Promise<{ results: { data: () => Promise<Data> }[] }>
      const { search } = (window as unknown as { pagefindUnderTest: { search: Search } })
        .pagefindUnderTest
      const found: Found[][] = []
      for (const query of indexed) {
        const { results } = await search(query)
        const data = await Promise.all(results.map((result) => result.data()))
        found.push(
          data.map(({ url, locations, content, meta }) => ({
            url,
            located: locations.length > 0,
            content,
            meta: Object.keys(meta),
          })),
        )
      }
      return found
    },
    queries.map((query) => (query === null ? null : toIndexForm(query))),
  )
}

describe('the site search', () => {
  it('finds "zajęcia" for "zajecia" and "matura", and opens a result', async () => {
    const page = await harness.open('/')
    const errors = pagefindErrors(page)
    const traffic = pagefindTraffic(page)
    await page.waitForLoadState('networkidle')
    await field().click()
    // Nothing of the search is loaded with the page, nor when the field gets the focus.
    expect(await traffic.take()).toMatchObject({ requests: 0 })

    await search('zajecia')
    // Pagefind's own report first (e.g. a Content-Security-Policy that blocks its WebAssembly).
    expect(errors).toEqual([])
    await expect(status().textContent()).resolves.toMatch(/^Znaleziono \d+ wynik/)
    const zajecia = await listed()
    expect(zajecia.length).toBeGreaterThan(0)
    for (const result of zajecia) {
      expect(result.title).not.toBe('')
      expect(result.href).toMatch(/^\/.*\/$|^\/$/)
      expect(result.excerpt).not.toBe('')
    }
    expect(zajecia.flatMap((r) => r.marked).some((word) => /^zaję/i.test(word))).toBe(true)
    const first = await traffic.take()

    await search('matura')
    const matura = await listed()
    expect(matura.length).toBeGreaterThan(0)
    expect(matura.every((r) => r.title !== '' && r.excerpt !== '')).toBe(true)
    const second = await traffic.take()
    // The lead quotes these in the closing note of issue #10.
    console.log(
      `Search traffic under ${SEARCH_BUNDLE_URL}: first search ${first.transferred} B transferred ` +
        `(${first.decoded} B decoded, ${first.requests} requests); second search ` +
        `${second.transferred} B transferred (${second.decoded} B decoded, ${second.requests} requests)`,
    )
    expect(first.requests).toBeGreaterThan(second.requests)
    expect(first.transferred).toBeGreaterThan(second.transferred)
    expect(first.transferred).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET)

    await expect(axeViolations(page)).resolves.toEqual([])

    const chosen = matura[0]!
    await results().getByRole('link', { name: chosen.title }).first().click()
    await page.waitForURL(harness.site.url + chosen.href)
    await page.getByRole('heading', { level: 1, name: chosen.title }).waitFor()
  })

  it('is used with the keyboard: Enter searches, Escape closes and gives the focus back', async () => {
    await harness.open('/wiadomosci/')
    await field().focus()
    await harness.page.keyboard.type('matura')
    await harness.page.keyboard.press('Enter')
    await results().getByRole('listitem').first().waitFor()
    await harness.page.keyboard.press('Escape')
    await results().waitFor({ state: 'hidden' })
    await expect(field().evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(field().inputValue()).resolves.toBe('matura')
  })

  it('says when nothing was found', async () => {
    await harness.open('/')
    await search('qqqxyz')
    await expect(status().textContent()).resolves.toBe('Brak wyników dla „qqqxyz”.')
  })

  it('fits a 320 px wide screen, with its results open', async () => {
    const page = await harness.open('/', 320)
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
    await expect(overflow()).resolves.toBeLessThanOrEqual(0)
    await search('zajecia')
    await expect(overflow()).resolves.toBeLessThanOrEqual(0)
    const box = await results().boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(320)
  })

  it("sends its files without a document's headers, and pages with them", async () => {
    const headers = async (route: string) =>
      (await fetch(harness.site.url + route, { headers: { 'accept-encoding': 'br' } })).headers
    const script = await headers(`${SEARCH_BUNDLE_URL}pagefind.js`)
    expect(script.get('content-encoding')).toBe('br')
    expect(script.get('x-content-type-options')).toBe('nosniff')
    expect(script.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(script.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    for (const name of ['x-frame-options', 'strict-transport-security', 'referrer-policy']) {
      expect(script.get(name)).toBeNull()
    }
    const page = await headers('/')
    expect(page.get('x-frame-options')).toBe('DENY')
    expect(page.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  it('is not in the staff area', async () => {
    await harness.open('/gazda/')
    await harness.page.getByRole('heading', { level: 1 }).waitFor()
    await expect(harness.page.getByRole('search').count()).resolves.toBe(0)
  })
})

describe('the site search on the English pages (issue #35)', () => {
  it('searches the English pages in English, and leads to English pages', async () => {
    await harness.open('/en/')
    const englishField = harness.page.getByRole('searchbox', { name: 'Search the site' })
    const englishResults = harness.page.getByRole('region', { name: 'Search results' })
    await englishField.fill('calendar')
    await englishField.press('Enter')
    await englishResults
      .getByRole('status')
      .getByText(/for “calendar”\.$|^The search is unavailable/)
      .waitFor()
    await expect(englishResults.getByRole('status').textContent()).resolves.toMatch(
      /^\d+ results? for “calendar”\.$/,
    )
    const hrefs = await englishResults
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.every((href) => href?.startsWith('/en/'))).toBe(true)
  })

  it('holds every English page in the English index, and finds one by its English words', async () => {
    const english = indexedPages(PUBLIC_DIR, 'en')
    expect(english.length).toBeGreaterThan(50)
    const [all, calendar] = await searchAll([null, 'calendar'], '/en/')
    expect(all!.map((result) => result.url).sort()).toEqual(english.map((page) => page.url).sort())
    expect(calendar!.map((result) => result.url)).toContain('/en/kalendarz-zajec/')
  })
})

describe("Pagefind's own index against the built Polish pages' text (issue #36)", () => {
  let pages: IndexedPage[]
  beforeAll(() => {
    pages = indexedPages(PUBLIC_DIR, 'pl')
  })

  it('finds for every query the pages whose indexed content holds its words, and only such pages', async () => {
    expect(pages.length).toBeGreaterThan(50)
    // Queries: a sample of the pages' words as written and without their Polish letters, the
    // first four letters of each, every single letter, and the words the site is searched for.
    const words = [...new Set(pages.flatMap((page) => [...page.words]))].sort()
    const sampled = words.filter((_, i) => i % Math.ceil(words.length / 60) === 0)
    const queries = new Set<string>()
    for (const word of sampled) queries.add(word).add(fold(word)).add(word.slice(0, 4))
    for (const letter of 'abcdefghijklmnoprstuwz') queries.add(letter)
    for (const query of ['zajecia', 'matura', 'szkola', 'szkoła', 'nauczyciel', 'agnieszka']) {
      queries.add(query)
    }

    const list = [...queries]
    const found = await searchAll(list)
    const problems: string[] = []
    let results = 0
    list.forEach((query, i) => {
      const urls = found[i]!.map((result) => result.url)
      results += urls.length
      // Found: every page holding the query as a whole word, whatever its Polish letters.
      for (const page of query.length >= 3 ? pages : []) {
        if (page.folded.has(fold(query)) && !urls.includes(page.url)) {
          problems.push(`"${query}" does not find ${page.url}`)
        }
      }
      // Found only by the words of its content (not, say, its metadata), with one that begins as
      // the query does. Pagefind matches a word's beginning after its Polish stemmer cut the
      // query's ending, at times down to one letter ("sekcja" finds "S.").
      for (const { url, located } of found[i]!) {
        const page = pages.find((p) => p.url === url)
        const start = fold(query)[0]!
        if (!page) problems.push(`"${query}" finds ${url}, a page kept out of the index`)
        else if (!located || ![...page.loose].some((word) => word.startsWith(start))) {
          problems.push(`"${query}" finds ${url} by no word of its content`)
        }
      }
    })
    console.log(`Pagefind's index against the pages: ${queries.size} queries, ${results} results`)
    expect(problems).toEqual([])
    expect(results).toBeGreaterThan(queries.size)
  })

  it('holds every page meant to be searched, with its main content only and no image', async () => {
    const [all] = await searchAll([null])
    expect(all!.map((result) => result.url).sort()).toEqual(pages.map((page) => page.url).sort())
    const problems: string[] = []
    for (const { url, content, meta } of all!) {
      const page = pages.find((p) => p.url === url)!
      // Words of the menus, the footer and the parts marked data-pagefind-ignore, which the
      // main content does not also hold.
      const held = new Set(letterRuns(fromIndexForm(content)).map(fold))
      const leaked = [...page.outside].filter((word) => held.has(word) && !page.loose.has(word))
      if (leaked.length > 0) problems.push(`${url}: ${leaked.join(', ')}`)
      if (meta.join() !== 'title') problems.push(`${url}: metadata ${meta.join(', ')}`)
    }
    expect(problems).toEqual([])
    // What would leak: the menu's and the footer's words, on every page.
    expect(pages.every((page) => page.outside.size > 10)).toBe(true)
  })

  it('finds a homework by its teacher, written in a definition list beside its label', async () => {
    const homework = pages.find((page) => /^\/zadania-domowe\/\d+\/$/.test(page.url))!
    const html = readFileSync(path.join(PUBLIC_DIR, homework.url, 'index.html'), 'utf8')
    const { document } = new JSDOM(html).window
    const label = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Nauczyciel')
    // The teacher's first name, which was once one word with the label before it
    // ("nauczycielagnieszk"); separateCells (gatsby/post-build/search-index.ts) keeps them apart.
    const teacher = label!.nextElementSibling!.textContent!.split(' ')[0]!
    const [found] = await searchAll([teacher])
    expect(found!.map((result) => result.url)).toContain(homework.url)
  })
})

interface IndexedPage {
  url: string
  /** Words standing whole in one text node of the page's indexed content, as written. */
  words: Set<string>
  /** The same, lower case and without Polish letters. */
  folded: Set<string>
  /** Every run of letters of the indexed content, folded. */
  loose: Set<string>
  /** Runs of letters of the page outside its indexed content, folded. */
  outside: Set<string>
}

/** Lower case, without diacritics (Pagefind folds them) and with "ł" as "l" (src/domain/search.ts). */
const fold = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l')

const letterRuns = (text: string) => text.match(/\p{L}+/gu) ?? []

/**
 * Every page of a language the build indexed (each language has its own index), with the words of what Pagefind reads of it: its
 * `data-pagefind-body` without the parts marked `data-pagefind-ignore`
 * (https://pagefind.app/docs/indexing/).
 */
function indexedPages(publicDir: string, language: Language): IndexedPage[] {
  return builtPages(publicDir).flatMap((route) => {
    const url = searchablePageUrl(`${route.slice(1)}index.html`)
    if (!url || languageOfPath(url) !== language) return []
    const html = readFileSync(path.join(publicDir, route, 'index.html'), 'utf8')
    const { document } = new JSDOM(html).window
    const body = document.querySelector('[data-pagefind-body]')
    if (!body) return []
    document.querySelectorAll('script, style, noscript, template').forEach((el) => el.remove())
    const outsideText = () => {
      const copy = document.body.cloneNode(true) as HTMLElement
      copy.querySelector('[data-pagefind-body]')?.remove()
      return copy.textContent ?? ''
    }
    const outside = new Set(letterRuns(outsideText()).map(fold))
    body.querySelectorAll('[data-pagefind-ignore]').forEach((el) => {
      letterRuns(el.textContent ?? '').forEach((word) => outside.add(fold(word)))
      el.remove()
    })
    const words = new Set<string>()
    const loose = new Set<string>()
    const walker = document.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      letterRuns(text).forEach((word) => loose.add(fold(word)))
      // Only words with white space (or nothing) on both sides inside one text node: an element's
      // edge may join a word to its neighbour's text, as Pagefind reads it.
      const tokens = text.split(/\s+/)
      tokens.forEach((token, i) => {
        const inside = (i > 0 || /^\s/.test(text)) && (i < tokens.length - 1 || /\s$/.test(text))
        if (inside && /^\p{L}{3,}$/u.test(token)) words.add(token)
      })
    }
    return [{ url, words, folded: new Set([...words].map(fold)), loose, outside }]
  })
}
