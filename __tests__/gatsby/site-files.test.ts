import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  SITE_FILES_QUERY,
  siteFiles,
  writeSiteFiles,
  type SiteFilesData,
} from '../../gatsby/post-build/site-files'
import type { PostBuildArgs } from '../../gatsby/post-build'
import { PUBLISHED_NEWS_FILTER } from '../../gatsby/create-pages/news'
import { DEFAULT_SITE_URL } from '../../src/domain/feeds'

const PHOTO = '/static/0a1b/2c3d/jaselka.jpg'

/** What the post-build query answers for a site of three news items, one with a photo. */
const data = (siteUrl: string | null = null): SiteFilesData => ({
  site: { siteMetadata: { siteUrl } },
  siteSettings: { siteName: 'Polska Szkoła w Lombard' },
  news: {
    nodes: [
      {
        excerpt: 'Zapisy trwają do końca maja.',
        fields: { slug: 'zapisy-2026' },
        frontmatter: { title: 'Zapisy & opłaty', date: '2026-03-01', published: true },
        english: {
          excerpt: 'Enrollment is open until the end of May.',
          frontmatter: { title: 'Enrollment & Fees', summary: null },
        },
      },
      {
        excerpt: 'W sobotę 14 grudnia…',
        fields: { slug: 'jaselka-2024' },
        frontmatter: {
          title: 'Jasełka',
          date: '2024-12-16',
          summary: 'Piękne Jasełka.',
          image: { childImageSharp: { resize: { src: PHOTO } } },
        },
      },
    ],
  },
  pages: {
    nodes: [
      '/',
      '/wiadomosci/',
      '/en/',
      '/en/wiadomosci/',
      '/gazda/',
      '/404/',
      '/404.html',
      '/dev-404-page/',
    ].map((p) => ({ path: p })),
  },
})

let publicDir: string
beforeEach(() => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-files-'))
  publicDir = path.join(root, 'public')
  mkdirSync(publicDir)
})
afterEach(() => rmSync(path.dirname(publicDir), { recursive: true, force: true }))

function argsFor(answer: SiteFilesData) {
  const reporter = { panicOnBuild: jest.fn() }
  const graphql = jest.fn(async () => ({ data: answer }))
  const store = { getState: () => ({ program: { directory: path.dirname(publicDir) } }) }
  return { args: { graphql, reporter, store } as unknown as PostBuildArgs, reporter, graphql }
}

const read = (file: string) => readFileSync(path.join(publicDir, file), 'utf8')

describe('the site files written after the build (issue #10)', () => {
  it('asks only for published news, newest first', () => {
    expect(SITE_FILES_QUERY).toContain(PUBLISHED_NEWS_FILTER)
    expect(SITE_FILES_QUERY).toContain('sort: { frontmatter: { date: DESC } }')
  })

  /** Writes the site files with the news item's photo (1234 bytes) in public/; nothing stops the build. */
  async function writeWithThePhoto() {
    mkdirSync(path.join(publicDir, path.dirname(PHOTO)), { recursive: true })
    writeFileSync(path.join(publicDir, PHOTO), Buffer.alloc(1234))
    const { args, reporter } = argsFor(data())
    await writeSiteFiles(args)
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  }

  it('writes the feed, the sitemap, robots.txt and the manifest into public/', async () => {
    await writeWithThePhoto()
    const rss = read('wiadomosci/rss.xml')
    expect(rss).toContain(`<link>${DEFAULT_SITE_URL}/wiadomosci/zapisy-2026/</link>`)
    expect(rss).toContain(
      `<enclosure url="${DEFAULT_SITE_URL}${PHOTO}" length="1234" type="image/jpeg"/>`,
    )
    expect(read('sitemap.xml')).toContain(
      `<loc>${DEFAULT_SITE_URL}/wiadomosci/</loc><xhtml:link rel="alternate" hreflang="pl" href="${DEFAULT_SITE_URL}/wiadomosci/"/>`,
    )
    expect(read('robots.txt')).toContain(`Sitemap: ${DEFAULT_SITE_URL}/sitemap.xml`)
    expect(JSON.parse(read('manifest.webmanifest'))).toMatchObject({
      name: 'Polska Szkoła w Lombard',
      lang: 'pl',
    })
  })

  it('writes the English feed beside the Polish one, with the English versions (issue #35)', async () => {
    await writeWithThePhoto()
    const rss = read('en/wiadomosci/rss.xml')
    expect(rss).toContain('<language>en</language>')
    expect(rss).toContain(`<link>${DEFAULT_SITE_URL}/en/wiadomosci/zapisy-2026/</link>`)
    expect(rss).toContain('<title>Enrollment &amp; Fees</title>')
    expect(rss).toContain('<description>Enrollment is open until the end of May.</description>')
    expect(rss).toContain(`<item xml:lang="pl">`)
    expect(rss).toContain('<title>Jasełka</title>')
    expect(read('wiadomosci/rss.xml')).not.toContain('Enrollment')
  })

  it('asks for the news items’ English versions', () => {
    expect(SITE_FILES_QUERY).toMatch(
      /english \{ excerpt\(pruneLength: 300\) frontmatter \{ title summary \} \}/,
    )
  })

  it('builds the absolute addresses on SITE_URL when the build was given one', () => {
    const files = siteFiles(data('https://test.example.org/'), () => 0)
    const robots = files.find((f) => f.file === 'robots.txt')!
    expect(robots.text).toContain('Sitemap: https://test.example.org/sitemap.xml')
    const sitemap = files.find((f) => f.file === 'sitemap.xml')!.text
    expect(sitemap).toContain('<loc>https://test.example.org/</loc>')
    expect(sitemap).not.toMatch(/gazda|404/)
  })

  it('stops the build, naming the news, when its photo is not in public/', async () => {
    const { args, reporter } = argsFor(data())
    await writeSiteFiles(args)
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      `/wiadomosci/rss.xml: the photo of the news jaselka-2024 was not written to public${PHOTO}`,
    )
  })
})
