import { JSDOM } from 'jsdom'
import {
  DEFAULT_SITE_URL,
  escapeXml,
  isPublicPage,
  newsRss,
  rfc822Date,
  robotsTxt,
  siteOrigin,
  sitemapXml,
  SITE_FILES,
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
