// /sitemap.xml and /robots.txt (issue #10; https://www.sitemaps.org/protocol.html).
import {
  LANGUAGE_TAGS,
  LANGUAGES,
  SOURCE_LANGUAGE,
  pathIn,
  sourcePath,
} from '../../domain/i18n/languages'
import { routes, withTrailingSlash } from '../routes'
import { SITE_FILES } from './paths'
import { absoluteUrl } from './siteAddress'
import { escapeXml } from './xml'

/**
 * Whether a page Gatsby built belongs in the sitemap: not the staff area (/gazda/, which robots.txt
 * keeps out too), not the not-found pages (/404/, /404.html, Gatsby's /dev-404-page/), and no
 * client-only pattern or file.
 */
export function isPublicPage(localPath: string): boolean {
  // The English pages (issue #35) are public as their Polish twins are.
  const pagePath = sourcePath(localPath)
  const staff = routes.staff()
  if (pagePath === staff.slice(0, -1) || pagePath.startsWith(staff)) return false
  if (/^\/(404|dev-404-page)(\/|\.html$|$)/.test(pagePath)) return false
  const lastSegment = pagePath.slice(pagePath.lastIndexOf('/') + 1)
  return !/[*:]/.test(pagePath) && !lastSegment.includes('.')
}

/** The public pages' paths, each once, with their trailing slash, sorted. */
export function sitemapPaths(pagePaths: string[]): string[] {
  const paths = new Set(pagePaths.filter(isPublicPage).map((p) => withTrailingSlash(p)))
  return [...paths].sort()
}

/**
 * A page's versions in each language, as the page's own <link rel="alternate" hreflang> name them
 * (src/components/Seo.tsx), and the Polish one as x-default: none when the page is in one language
 * only, so that every alternate the sitemap names names this page back.
 */
export function sitemapAlternates(
  pagePath: string,
  listed: ReadonlySet<string>,
): { hreflang: string; path: string }[] {
  const versions = LANGUAGES.map((language) => ({
    hreflang: LANGUAGE_TAGS[language].hreflang,
    path: pathIn(pagePath, language),
  })).filter((version) => listed.has(version.path))
  if (versions.length < 2) return []
  return [...versions, { hreflang: 'x-default', path: pathIn(pagePath, SOURCE_LANGUAGE) }]
}

export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

export function sitemapXml(origin: string, pagePaths: string[]): string {
  const paths = sitemapPaths(pagePaths)
  const listed = new Set(paths)
  const urls = paths.map((p) => {
    // Issue #35: each page names its other language's page (Google's sitemap alternates).
    const alternates = sitemapAlternates(p, listed).map(
      ({ hreflang, path }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(origin, path))}"/>`,
    )
    return `  <url><loc>${escapeXml(absoluteUrl(origin, p))}</loc>${alternates.join('')}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML_NAMESPACE}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Everything may be crawled except the staff area and the API; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${routes.staff()}`,
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(origin, SITE_FILES.sitemap)}`,
    '',
  ].join('\n')
}
