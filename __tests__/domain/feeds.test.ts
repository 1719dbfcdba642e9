import { JSDOM } from 'jsdom'
import {
  DEFAULT_SITE_URL,
  escapeXml,
  isPublicPage,
  newsFeedPath,
  newsRss,
  rfc822Date,
  robotsTxt,
  siteOrigin,
  sitemapXml,
  SITE_FILES,
  XHTML_NAMESPACE,
  webManifest,
  type NewsFeedEntry,
} from '../../src/domain/feeds'
import { routes } from '../../src/domain/routes'

const ORIGIN = 'https://szkola.example.org'

/** Parses XML strictly: a document that is not well-formed throws. */
const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document

const entry = (over: Partial<NewsFeedEntry> & Pick<NewsFeedEntry, 'slug' | 'date'>) => ({
  title: `Wiadomość ${over.slug}`,
  excerpt: `Początek tekstu ${over.slug}…`,
  ...over,
})

const NEWS: NewsFeedEntry[] = [
  entry({ slug: 'andrzejki-2024', date: '2024-11-25' }),
  entry({
    slug: 'zapisy',
    date: '2026-03-01',
    title: 'Zapisy & opłaty: klasa <3> „Żółw”',
    summary: 'Rodzice <b>proszeni</b> są o wpłaty & zgody.',
  }),
  entry({ slug: 'wycofana', date: '2026-04-01', published: false }),
  entry({
    slug: 'jaselka-2024',
    date: '2024-12-16',
    image: { src: '/static/abc/def/jaselka.jpg', type: 'image/jpeg', length: 48213 },
  }),
]

const rssItems = (xml: string) => [...parseXml(xml).querySelectorAll('channel > item')]
const text = (el: Element, selector: string) => el.querySelector(selector)?.textContent

describe('the news feed /wiadomosci/rss.xml', () => {
  const xml = newsRss({ origin: ORIGIN, siteName: 'Polska Szkoła w Lombard', entries: NEWS })

  it('is well-formed RSS 2.0 with a Polish channel and its atom:link self reference', () => {
    const doc = parseXml(xml)
    expect(doc.documentElement.nodeName).toBe('rss')
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const channel = doc.querySelector('rss > channel')!
    expect(text(channel, 'channel > title')).toBe('Wiadomości - Polska Szkoła w Lombard')
    expect(text(channel, 'channel > link')).toBe(`${ORIGIN}/wiadomosci/`)
    expect(text(channel, 'channel > language')).toBe('pl')
    expect(text(channel, 'channel > description')).toMatch(/wiadomości/)
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!
    expect(self.getAttribute('href')).toBe(`${ORIGIN}${SITE_FILES.newsRss}`)
    expect(self.getAttribute('rel')).toBe('self')
    expect(self.getAttribute('type')).toBe('application/rss+xml')
  })

  it('lists the published items newest first and leaves out published: false', () => {
    expect(rssItems(xml).map((item) => text(item, 'link'))).toEqual([
      `${ORIGIN}/wiadomosci/zapisy/`,
      `${ORIGIN}/wiadomosci/jaselka-2024/`,
      `${ORIGIN}/wiadomosci/andrzejki-2024/`,
    ])
    expect(xml).not.toContain('wycofana')
  })

  it('gives each item a title, permalink guid, RFC 822 pubDate and a description', () => {
    const [first, , last] = rssItems(xml)
    expect(text(first!, 'guid')).toBe(`${ORIGIN}/wiadomosci/zapisy/`)
    expect(first!.querySelector('guid')!.getAttribute('isPermaLink')).toBe('true')
    expect(text(first!, 'pubDate')).toBe('Sun, 01 Mar 2026 12:00:00 GMT')
    // Issue #17: the summary is text, so a reader's HTML shows "<b>" as letters, as the site does.
    expect(text(first!, 'description')).toBe(
      'Rodzice &lt;b&gt;proszeni&lt;/b&gt; są o wpłaty &amp; zgody.',
    )
    expect(text(last!, 'description')).toBe('Początek tekstu andrzejki-2024…')
  })

  it('escapes & < > in Polish titles rather than breaking the XML', () => {
    expect(xml).toContain('<title>Zapisy &amp; opłaty: klasa &lt;3&gt; „Żółw”</title>')
    expect(text(rssItems(xml)[0]!, 'title')).toBe('Zapisy & opłaty: klasa <3> „Żółw”')
  })

  it('attaches the news photo as an enclosure with its absolute URL, size and type', () => {
    const enclosure = rssItems(xml)[1]!.querySelector('enclosure')!
    expect(enclosure.getAttribute('url')).toBe(`${ORIGIN}/static/abc/def/jaselka.jpg`)
    expect(enclosure.getAttribute('length')).toBe('48213')
    expect(enclosure.getAttribute('type')).toBe('image/jpeg')
    expect(rssItems(xml)[0]!.querySelector('enclosure')).toBeNull()
  })

  it('carries at most the limit of items', () => {
    const feed = newsRss({ origin: ORIGIN, siteName: 'S', entries: NEWS, limit: 2 })
    expect(rssItems(feed)).toHaveLength(2)
  })

  it('is still well-formed with no news at all', () => {
    expect(rssItems(newsRss({ origin: ORIGIN, siteName: 'S', entries: [] }))).toHaveLength(0)
  })

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(rfc822Date('2024-09-09')).toBe('Mon, 09 Sep 2024 12:00:00 GMT')
    expect(() => rfc822Date('9 września 2024')).toThrow('news date: must be YYYY-MM-DD')
  })
})

describe('the English news feed /en/wiadomosci/rss.xml (issue #35)', () => {
  const entries: NewsFeedEntry[] = [
    ...NEWS,
    entry({
      slug: 'zebranie',
      date: '2026-02-01',
      title: 'Zebranie rodziców',
      summary: 'Zapraszamy.',
      english: { title: 'Parents’ Meeting & More', summary: 'You are invited.', excerpt: 'Text…' },
    }),
    entry({
      slug: 'bal',
      date: '2025-02-03',
      english: { title: 'Carnival Ball', summary: null, excerpt: 'The ball starts at 6 p.m.…' },
    }),
  ]
  const xml = newsRss({
    origin: ORIGIN,
    siteName: 'Polska Szkoła w Lombard',
    entries,
    language: 'en',
  })
  const byLink = (link: string) => rssItems(xml).find((item) => text(item, 'link') === link)!

  it('is an English channel of the English pages, naming itself', () => {
    const channel = parseXml(xml).querySelector('rss > channel')!
    expect(text(channel, 'channel > title')).toBe('News - Polska Szkoła w Lombard')
    expect(text(channel, 'channel > link')).toBe(`${ORIGIN}/en/wiadomosci/`)
    expect(text(channel, 'channel > language')).toBe('en')
    expect(text(channel, 'channel > description')).toMatch(/^The latest news for parents/)
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!
    expect(self.getAttribute('href')).toBe(`${ORIGIN}/en/wiadomosci/rss.xml`)
    expect(newsFeedPath('en')).toBe('/en/wiadomosci/rss.xml')
    expect(newsFeedPath('pl')).toBe(SITE_FILES.newsRss)
  })

  it('links every item to its English page, the same items in the same order as the Polish feed', () => {
    const polish = newsRss({ origin: ORIGIN, siteName: 'S', entries })
    const links = rssItems(xml).map((item) => text(item, 'link'))
    expect(links).toEqual(
      rssItems(polish).map((item) => text(item, 'link')!.replace(ORIGIN, `${ORIGIN}/en`)),
    )
    for (const item of rssItems(xml)) {
      expect(text(item, 'link')).toMatch(new RegExp(`^${ORIGIN}/en/wiadomosci/`))
      expect(text(item, 'guid')).toBe(text(item, 'link'))
    }
  })

  it('gives an item’s English title and summary where it has an English version', () => {
    const item = byLink(`${ORIGIN}/en/wiadomosci/zebranie/`)
    expect(text(item, 'title')).toBe('Parents’ Meeting & More')
    expect(text(item, 'description')).toBe('You are invited.')
    expect(item.getAttribute('xml:lang')).toBeNull()
    // Without an English summary, the start of the English text.
    expect(text(byLink(`${ORIGIN}/en/wiadomosci/bal/`), 'description')).toBe(
      'The ball starts at 6 p.m.…',
    )
  })

  it('gives the Polish title and summary, marked Polish, where there is none', () => {
    const item = byLink(`${ORIGIN}/en/wiadomosci/zapisy/`)
    expect(text(item, 'title')).toBe('Zapisy & opłaty: klasa <3> „Żółw”')
    expect(item.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang')).toBe('pl')
    expect(item.querySelector('enclosure')).toBeNull()
    const withPhoto = byLink(`${ORIGIN}/en/wiadomosci/jaselka-2024/`)
    expect(withPhoto.querySelector('enclosure')!.getAttribute('url')).toBe(
      `${ORIGIN}/static/abc/def/jaselka.jpg`,
    )
  })

  it('leaves the Polish feed Polish, whatever the English versions', () => {
    const polish = newsRss({ origin: ORIGIN, siteName: 'S', entries })
    expect(polish).not.toMatch(/Parents’ Meeting|xml:lang|\/en\//)
  })
})

describe('the sitemap', () => {
  const pages = [
    '/',
    '/wiadomosci/',
    '/wiadomosci/zapisy/',
    '/gazda/',
    '/gazda/*',
    '/404/',
    '/404.html',
    '/dev-404-page/',
    '/pages/o-naszej-szkole/',
    '/kalendarz-zajec',
  ]
  const xml = sitemapXml(ORIGIN, pages)
  const locs = [...parseXml(xml).getElementsByTagName('loc')].map((loc) => loc.textContent)

  it('is a well-formed urlset of absolute URLs with their trailing slash', () => {
    expect(parseXml(xml).documentElement.namespaceURI).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    )
    expect(locs).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/kalendarz-zajec/`,
      `${ORIGIN}/pages/o-naszej-szkole/`,
      `${ORIGIN}/wiadomosci/`,
      `${ORIGIN}/wiadomosci/zapisy/`,
    ])
  })

  it('names each page’s other language and Polish as the default, reciprocally (issue #35)', () => {
    const both = sitemapXml(ORIGIN, ['/', '/en/', '/wiadomosci/', '/en/wiadomosci/', '/tylko-pl/'])
    const doc = parseXml(both)
    expect(doc.documentElement.lookupNamespaceURI('xhtml')).toBe(XHTML_NAMESPACE)
    const alternates = new Map(
      [...doc.getElementsByTagName('url')].map((url) => [
        url.getElementsByTagName('loc')[0]!.textContent!,
        [...url.getElementsByTagNameNS(XHTML_NAMESPACE, 'link')].map((link) => {
          expect(link.getAttribute('rel')).toBe('alternate')
          return [link.getAttribute('hreflang'), link.getAttribute('href')]
        }),
      ]),
    )
    const news = [
      ['pl', `${ORIGIN}/wiadomosci/`],
      ['en', `${ORIGIN}/en/wiadomosci/`],
      ['x-default', `${ORIGIN}/wiadomosci/`],
    ]
    expect(alternates.get(`${ORIGIN}/wiadomosci/`)).toEqual(news)
    expect(alternates.get(`${ORIGIN}/en/wiadomosci/`)).toEqual(news)
    expect(alternates.get(`${ORIGIN}/en/`)).toEqual([
      ['pl', `${ORIGIN}/`],
      ['en', `${ORIGIN}/en/`],
      ['x-default', `${ORIGIN}/`],
    ])
    // A page without its English twin names no alternate it cannot be named back by.
    expect(alternates.get(`${ORIGIN}/tylko-pl/`)).toEqual([])
  })

  it('leaves out the staff area, the not-found pages and client-only patterns', () => {
    for (const hidden of ['/gazda/', '/gazda/zapisy/', '/gazda', '/404/', '/404.html']) {
      expect(isPublicPage(hidden)).toBe(false)
    }
    expect(isPublicPage(routes.newsItem('gazda-w-szkole'))).toBe(true)
    expect(xml).not.toMatch(/gazda|404/)
  })
})

describe('robots.txt', () => {
  it('allows everything but the staff area and the API, and names the sitemap', () => {
    expect(robotsTxt(ORIGIN).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /gazda/',
      'Disallow: /api/',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ])
  })
})

describe('the site address', () => {
  it('is the school’s domain unless SITE_URL gives another, without a trailing slash', () => {
    expect(siteOrigin(undefined)).toBe(DEFAULT_SITE_URL)
    expect(siteOrigin('')).toBe(DEFAULT_SITE_URL)
    expect(siteOrigin('https://test.example.org/')).toBe('https://test.example.org')
    expect(() => siteOrigin('test.example.org')).toThrow('SITE_URL: must be an http(s) address')
  })
})

describe('escapeXml', () => {
  it('escapes the five XML characters and drops control characters XML forbids', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'\u0007`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;',
    )
  })
})

describe('the web app manifest', () => {
  const manifest = webManifest('Polska Szkoła w Lombard')

  it('names the school in Polish and opens the home page standalone', () => {
    expect(manifest).toMatchObject({
      name: 'Polska Szkoła w Lombard',
      short_name: 'Szkoła Lombard',
      lang: 'pl',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1d3f6e',
      background_color: '#ffffff',
    })
  })

  it('has 192 and 512 pixel PNG icons and a maskable one', () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    expect(manifest.icons.every((icon) => icon.type === 'image/png')).toBe(true)
  })
})
