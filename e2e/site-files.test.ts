import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import {
  ICONS,
  NEWS_FEED_LENGTH,
  SITE_FILES,
  XHTML_NAMESPACE,
  newsFeedPath,
} from '../src/domain/feeds'
import { pathIn } from '../src/domain/i18n/languages'
import { routes } from '../src/domain/routes'
import { CONTENT_DIR, newsSlugs } from './support/expectedRoutes'
import { startSite, type RunningSite } from './support/site'

// Issue #10: the feed, the sitemap, robots.txt and the manifest of the built site, served by the
// real server, and the canonical and Open Graph links of its pages pointing at files that exist.
jest.setTimeout(120_000)

let site: RunningSite
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

const get = (url: string) => site.app.inject({ method: 'GET', url })
const xml = (body: string) => new JSDOM(body, { contentType: 'application/xml' }).window.document
const html = (body: string) => new JSDOM(body).window.document

/** News files that do not say `published: false`. */
const publishedNewsCount = () =>
  readdirSync(path.join(CONTENT_DIR, 'news'))
    .filter((name) => name.endsWith('.md'))
    .filter(
      (name) =>
        !/^published:\s*false\s*$/m.test(
          readFileSync(path.join(CONTENT_DIR, 'news', name), 'utf8'),
        ),
    ).length

/** The origin every absolute URL of the build is on (SITE_URL or the school's domain). */
let origin: string
/** The site path of an absolute URL of the build, after checking its origin. */
function sitePath(url: string | null | undefined): string {
  const parsed = new URL(String(url))
  expect(parsed.origin).toBe(origin)
  return parsed.pathname
}

beforeAll(async () => {
  const robots = await get(SITE_FILES.robots)
  origin = new URL(/^Sitemap: (\S+)$/m.exec(robots.body)?.[1] ?? 'invalid:').origin
})

describe('the site files of the built site', () => {
  it('serves robots.txt as text, keeping crawlers out of /gazda/ and /api/', async () => {
    const response = await get(SITE_FILES.robots)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.body).toMatch(/^Disallow: \/gazda\/$/m)
    expect(response.body).toMatch(/^Disallow: \/api\/$/m)
    expect(origin).toMatch(/^https?:\/\//)
  })

  it('serves the news feed as XML, newest first, each item linking to a page that exists', async () => {
    const response = await get(SITE_FILES.newsRss)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/(rss\+)?xml/)
    const items = [...xml(response.body).querySelectorAll('channel > item')]
    expect(items.length).toBe(Math.min(NEWS_FEED_LENGTH, publishedNewsCount()))
    const dates = items.map((item) => Date.parse(item.querySelector('pubDate')!.textContent!))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const item of items) {
      const page = await get(sitePath(item.querySelector('link')!.textContent))
      expect(page.statusCode).toBe(200)
    }
  })

  it('serves the English news feed (issue #35): XML, English, the same items, each linking to an English page', async () => {
    const response = await get(newsFeedPath('en'))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/(rss\+)?xml/)
    const document = xml(response.body)
    expect(document.querySelector('parsererror')).toBeNull()
    expect(document.querySelector('channel > language')?.textContent).toBe('en')
    expect(sitePath(document.querySelector('channel > link')?.textContent)).toBe(
      pathIn(routes.news(), 'en'),
    )
    const links = [...document.querySelectorAll('channel > item > link')].map((link) =>
      sitePath(link.textContent),
    )
    const polish = [...xml((await get(SITE_FILES.newsRss)).body).querySelectorAll('item > link')]
    expect(links).toEqual(polish.map((link) => pathIn(sitePath(link.textContent), 'en')))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      expect(link).toMatch(/^\/en\/wiadomosci\//)
      const page = await get(link)
      expect(`${link} ${page.statusCode}`).toBe(`${link} 200`)
    }
  })

  it('names each page’s Polish and English versions in the sitemap, and each names the other back', async () => {
    const document = xml((await get(SITE_FILES.sitemap)).body)
    expect(document.documentElement.lookupNamespaceURI('xhtml')).toBe(XHTML_NAMESPACE)
    const alternates = new Map(
      [...document.getElementsByTagName('url')].map((url) => [
        sitePath(url.getElementsByTagName('loc')[0]!.textContent),
        Object.fromEntries(
          [...url.getElementsByTagNameNS(XHTML_NAMESPACE, 'link')].map((link) => [
            link.getAttribute('hreflang'),
            sitePath(link.getAttribute('href')),
          ]),
        ),
      ]),
    )
    expect(alternates.get(routes.news())).toEqual({
      pl: routes.news(),
      en: pathIn(routes.news(), 'en'),
      'x-default': routes.news(),
    })
    for (const [page, names] of alternates) {
      expect(`${page}: ${Object.keys(names).join(' ')}`).toBe(`${page}: pl en x-default`)
      expect(names['x-default']).toBe(names.pl)
      for (const other of [names.pl!, names.en!]) {
        // Reciprocal: the page it names is listed and names the same pair.
        expect(alternates.get(other)).toEqual(names)
      }
      expect([names.pl, names.en]).toContain(page)
    }
  })

  it('links the English feed from an English page and the Polish one from a Polish page', async () => {
    const feedOf = async (page: string) =>
      html((await get(page)).body)
        .querySelector('link[type="application/rss+xml"]')
        ?.getAttribute('href')
    expect(await feedOf(pathIn(routes.news(), 'en'))).toBe(newsFeedPath('en'))
    expect(await feedOf(pathIn(routes.home(), 'en'))).toBe(newsFeedPath('en'))
    expect(await feedOf(routes.news())).toBe(SITE_FILES.newsRss)
  })

  it('serves a sitemap of absolute URLs of pages that exist, without /gazda/', async () => {
    const response = await get(SITE_FILES.sitemap)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^(application|text)\/xml/)
    const paths = [...xml(response.body).getElementsByTagName('loc')].map((loc) =>
      sitePath(loc.textContent),
    )
    expect(paths).toEqual(expect.arrayContaining([routes.home(), routes.news()]))
    expect(paths.filter((p) => p.startsWith(routes.staff()) || p.startsWith('/404'))).toEqual([])
    for (const p of paths) {
      const page = await get(p)
      expect(`${p} ${page.statusCode}`).toBe(`${p} 200`)
    }
  })

  it('serves the web app manifest with its type, and its icons as PNG', async () => {
    const response = await get(SITE_FILES.manifest)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = JSON.parse(response.body) as { lang: string; icons: { src: string }[] }
    expect(manifest.lang).toBe('pl')
    for (const icon of [...manifest.icons.map((i) => i.src), ICONS.appleTouch]) {
      const file = await get(icon)
      expect(`${icon} ${file.statusCode} ${file.headers['content-type']}`).toBe(
        `${icon} 200 image/png`,
      )
    }
  })

  it('gives a news page a canonical URL and an og:image that both resolve', async () => {
    const route = routes.newsItem(newsSlugs()[0]!)
    const document = html((await get(route)).body)
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href')
    expect(sitePath(canonical)).toBe(route)
    expect(document.querySelector('meta[property="og:type"]')).toHaveProperty('content', 'article')
    const image = document.querySelector('meta[property="og:image"]')?.getAttribute('content')
    const file = await get(sitePath(image))
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toMatch(/^image\//)
  })

  it('links the manifest and the feed from the home page, with a canonical URL', async () => {
    const document = html((await get(routes.home())).body)
    expect(document.documentElement.lang).toBe('pl')
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href')
    expect(sitePath(canonical)).toBe(routes.home())
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      SITE_FILES.manifest,
    )
    expect(document.querySelector('link[type="application/rss+xml"]')?.getAttribute('href')).toBe(
      SITE_FILES.newsRss,
    )
  })
})
