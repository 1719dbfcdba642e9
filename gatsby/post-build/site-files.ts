import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  NEWS_FEED_LENGTH,
  newsFeedPath,
  newsRss,
  robotsTxt,
  SITE_FILES,
  siteOrigin,
  sitemapXml,
  webManifest,
  type NewsFeedEntry,
} from '../../src/domain/feeds'
import { LANGUAGES } from '../../src/domain/i18n/languages'
import { PUBLISHED_NEWS_FILTER } from '../create-pages/news'
import type { PostBuildArgs } from './types'

// Issue #10: the news feeds (Polish and, issue #35, English), the sitemap, robots.txt and the web app manifest, from the same data
// layer as the pages. The text is made by the pure functions of src/domain/feeds/.

// The photo's size must be the one of the news item's og:image (src/templates/news-item.tsx), so
// that both name the same file, which the page query has already made.
export const SITE_FILES_QUERY = `{
  site { siteMetadata { siteUrl } }
  siteSettings { siteName }
  news: allMarkdownRemark(
    filter: ${PUBLISHED_NEWS_FILTER}
    sort: { frontmatter: { date: DESC } }
    limit: ${NEWS_FEED_LENGTH}
  ) {
    nodes {
      excerpt(pruneLength: 300)
      fields { slug }
      frontmatter {
        title
        date
        summary
        published
        image { childImageSharp { resize(width: 1200, toFormat: JPG) { src } } }
      }
      english { excerpt(pruneLength: 300) frontmatter { title summary } }
    }
  }
  pages: allSitePage { nodes { path } }
}`

export interface SiteFilesData {
  site: { siteMetadata: { siteUrl?: string | null } } | null
  siteSettings: { siteName: string } | null
  news: {
    nodes: {
      excerpt: string
      fields: { slug: string }
      frontmatter: {
        title: string
        date: string
        summary?: string | null
        published?: boolean | null
        image?: { childImageSharp?: { resize?: { src?: string | null } | null } | null } | null
      }
      /** Its English version (issue #35), or null. */
      english?: {
        excerpt?: string | null
        frontmatter?: { title?: string | null; summary?: string | null } | null
      } | null
    }[]
  }
  pages: { nodes: { path: string }[] }
}

export interface SiteFile {
  /** Relative to public/. */
  file: string
  text: string
}

const MEDIA_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/** The photo of a news item as the build wrote it, or undefined; `sizeOf` reads its bytes. */
export function feedImage(src: string | null | undefined, sizeOf: (src: string) => number) {
  if (!src) return undefined
  const type = MEDIA_TYPES[path.extname(src).toLowerCase()]
  return type ? { src, type, length: sizeOf(src) } : undefined
}

/** Every file's path and text, from the query's data; photos' sizes from `sizeOf`. */
export function siteFiles(data: SiteFilesData, sizeOf: (src: string) => number): SiteFile[] {
  const origin = siteOrigin(data.site?.siteMetadata.siteUrl)
  const siteName = data.siteSettings?.siteName
  if (!siteName) throw new Error('content/site.yaml: siteName: the school name is required')
  const entries: NewsFeedEntry[] = data.news.nodes.map(
    ({ excerpt, fields, frontmatter, english }) => ({
      title: frontmatter.title,
      slug: fields.slug,
      date: frontmatter.date,
      published: frontmatter.published,
      summary: frontmatter.summary,
      excerpt,
      image: feedImage(frontmatter.image?.childImageSharp?.resize?.src, sizeOf),
      english: english
        ? {
            title: english.frontmatter?.title,
            summary: english.frontmatter?.summary,
            excerpt: english.excerpt,
          }
        : null,
    }),
  )
  const relative = (sitePath: string) => sitePath.replace(/^\//, '')
  return [
    // Issue #35: the news in Polish and in English, each feed linking its language's pages.
    ...LANGUAGES.map((language) => ({
      file: relative(newsFeedPath(language)),
      text: newsRss({ origin, siteName, entries, language }),
    })),
    {
      file: relative(SITE_FILES.sitemap),
      text: sitemapXml(
        origin,
        data.pages.nodes.map((p) => p.path),
      ),
    },
    { file: relative(SITE_FILES.robots), text: robotsTxt(origin) },
    {
      file: relative(SITE_FILES.manifest),
      text: `${JSON.stringify(webManifest(siteName), null, 2)}\n`,
    },
  ]
}

export async function writeSiteFiles({ graphql, reporter, store }: PostBuildArgs): Promise<void> {
  const result = await graphql<SiteFilesData>(SITE_FILES_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('The query of the feeds and the sitemap failed', result.errors)
    return
  }
  const publicDir = path.join(store.getState().program.directory, 'public')
  const sizes = new Map<string, number>()
  for (const node of result.data.news.nodes) {
    const src = node.frontmatter.image?.childImageSharp?.resize?.src
    if (!src) continue
    try {
      sizes.set(src, (await stat(path.join(publicDir, src))).size)
    } catch {
      reporter.panicOnBuild(
        `${SITE_FILES.newsRss}: the photo of the news ${node.fields.slug} was not written to public${src}`,
      )
      return
    }
  }
  let files: SiteFile[]
  try {
    files = siteFiles(result.data, (src) => sizes.get(src) ?? 0)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  for (const { file, text } of files) {
    const target = path.join(publicDir, file)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, text)
  }
}
