import { LocationContext } from '@gatsbyjs/reach-router'
import { render } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { Seo, type SeoProps } from '../../src/components/Seo'
import { DEFAULT_SITE_URL } from '../../src/domain/feeds'

const ORIGIN = 'https://szkola.example.org'

function mockData(siteUrl: string | null = ORIGIN) {
  ;(useStaticQuery as jest.Mock).mockReturnValue({
    site: {
      siteMetadata: { description: '', keywords: 'polska szkoła', version: '0.7.23', siteUrl },
    },
    siteSettings: { siteName: 'Polska Szkoła w Lombard' },
  })
}

/** The head a page would get, rendered into a fragment; `at` is the path Gatsby renders it for. */
function head(props: SeoProps, at?: string) {
  const seo = <Seo {...props} />
  const { container } = render(
    at ? (
      <LocationContext.Provider value={{ location: { pathname: at } }}>
        {seo}
      </LocationContext.Provider>
    ) : (
      seo
    ),
  )
  const attr = (selector: string, name: string) =>
    container.querySelector(selector)?.getAttribute(name) ?? null
  return {
    container,
    canonical: () => attr('link[rel="canonical"]', 'href'),
    og: (property: string) => attr(`meta[property="og:${property}"]`, 'content'),
  }
}

describe('Seo', () => {
  beforeEach(() => mockData())

  it('gives the page an absolute canonical URL with its trailing slash, and the same og:url', () => {
    const page = head({ title: 'Wiadomości', path: '/wiadomosci' })
    expect(page.canonical()).toBe(`${ORIGIN}/wiadomosci/`)
    expect(page.og('url')).toBe(`${ORIGIN}/wiadomosci/`)
  })

  it('takes the path Gatsby renders the head for when the template passes none', () => {
    expect(head({ title: 'Kalendarz' }, '/kalendarz-zajec/').canonical()).toBe(
      `${ORIGIN}/kalendarz-zajec/`,
    )
  })

  it('uses the school’s domain when the build has no SITE_URL', () => {
    mockData(null)
    expect(head({ title: 'Start', path: '/' }).canonical()).toBe(`${DEFAULT_SITE_URL}/`)
  })

  it('gives the not-found page and the staff area no canonical link', () => {
    for (const at of ['/404.html', '/404/', '/gazda/', '/gazda/zapisy/']) {
      const page = head({ title: 'Nie znaleziono' }, at)
      expect(page.canonical()).toBeNull()
      expect(page.og('url')).toBeNull()
      page.container.remove()
    }
  })

  it('describes a page as a Polish website with the school’s picture by default', () => {
    const page = head({ title: 'Grono nauczycielskie', path: '/grono-nauczycielskie/' })
    expect(page.og('title')).toBe('Grono nauczycielskie')
    expect(page.og('type')).toBe('website')
    expect(page.og('site_name')).toBe('Polska Szkoła w Lombard')
    expect(page.og('locale')).toBe('pl_PL')
    expect(page.og('image')).toBe(`${ORIGIN}/icons/og-image.png`)
    expect(page.og('image:width')).toBe('1200')
  })

  it('gives every page a description: its own text, or its title and the school when it has none', () => {
    const described = head({ title: 'Zapisy', description: '  Zapraszamy nowe rodziny.  ' })
    const description = () =>
      described.container.querySelector('meta[name="description"]')?.getAttribute('content')
    expect(description()).toBe('Zapraszamy nowe rodziny.')
    described.container.remove()
    for (const empty of [undefined, '', '   ']) {
      const page = head({ title: 'Galeria zdjęć: 2024–2025', description: empty })
      expect(
        page.container.querySelector('meta[name="description"]')?.getAttribute('content'),
      ).toBe(
        'Galeria zdjęć: 2024–2025: Polska Szkoła w Lombard, sobotnia szkoła języka polskiego w Lombard, Illinois.',
      )
      page.container.remove()
    }
  })

  it('describes a news item as an article with its photo as an absolute URL', () => {
    const page = head({
      title: 'Jasełka',
      description: 'Piękne Jasełka.',
      path: '/wiadomosci/jaselka-2024/',
      type: 'article',
      publishedTime: '2024-12-16',
      image: { src: '/static/a1/b2/jaselka.jpg', width: 1200, height: 800, alt: 'Scena Jasełek' },
    })
    expect(page.og('type')).toBe('article')
    expect(page.og('description')).toBe('Piękne Jasełka.')
    expect(page.og('image')).toBe(`${ORIGIN}/static/a1/b2/jaselka.jpg`)
    expect(page.og('image:alt')).toBe('Scena Jasełek')
    expect(page.container.querySelector('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      '2024-12-16',
    )
  })

  it.each([
    ['the manifest', 'link[rel="manifest"]', 'href', '/manifest.webmanifest'],
    ['the icons', 'link[rel="apple-touch-icon"]', 'href', '/icons/apple-touch-icon.png'],
    ['the theme colour', 'meta[name="theme-color"]', 'content', '#1d3f6e'],
    [
      'the news feed',
      'link[rel="alternate"][type="application/rss+xml"]',
      'href',
      '/wiadomosci/rss.xml',
    ],
  ])('links %s', (_, selector, attribute, value) => {
    const { container } = head({ title: 'Start', path: '/' })
    expect(container.querySelector(selector)).toHaveAttribute(attribute, value)
  })

  it('keeps the title template and keywords', () => {
    const { container } = head({ title: 'Wiadomości', path: '/wiadomosci/' })
    expect(container.querySelector('title')).toHaveTextContent(
      'Wiadomości - Polska Szkoła w Lombard',
    )
    expect(container.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'polska szkoła',
    )
  })
})

describe('Seo in two languages (issue #35)', () => {
  const alternates = (path: string) =>
    [...head({ title: 'Zapisy', path }).container.querySelectorAll('link[hreflang]')].map(
      (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
    )

  it('names the page in Polish, in English and Polish as the default, from either', () => {
    const expected = [
      ['pl', `${ORIGIN}/zapisy-do-szkoly/`],
      ['en', `${ORIGIN}/en/zapisy-do-szkoly/`],
      ['x-default', `${ORIGIN}/zapisy-do-szkoly/`],
    ]
    expect(alternates('/zapisy-do-szkoly/')).toEqual(expected)
    expect(alternates('/en/zapisy-do-szkoly/')).toEqual(expected)
  })

  it('gives the English page its own locale and canonical address', () => {
    const page = head({ title: 'Enrollment', path: '/en/zapisy-do-szkoly/' })
    expect(page.og('locale')).toBe('en_US')
    expect(page.container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ORIGIN}/en/zapisy-do-szkoly/`,
    )
  })

  it('names no alternates on a not-found page', () => {
    expect(alternates('/en/404/')).toEqual([])
  })

  it('links the English feed from an English page and the Polish one from a Polish page', () => {
    const feed = (path: string) =>
      head({ title: 'News', path }).container.querySelector(
        'link[rel="alternate"][type="application/rss+xml"]',
      )
    expect(feed('/en/wiadomosci/')).toHaveAttribute('href', '/en/wiadomosci/rss.xml')
    expect(feed('/en/wiadomosci/')).toHaveAttribute('title', 'News - Polska Szkoła w Lombard')
    expect(feed('/en/404/')).toHaveAttribute('href', '/en/wiadomosci/rss.xml')
    expect(feed('/wiadomosci/')).toHaveAttribute('href', '/wiadomosci/rss.xml')
    expect(feed('/wiadomosci/')).toHaveAttribute('title', 'Wiadomości - Polska Szkoła w Lombard')
  })
})
