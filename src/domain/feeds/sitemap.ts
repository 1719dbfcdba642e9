// /sitemap.xml and /robots.txt (issue #10; https://www.sitemaps.org/protocol.html).
import { sourcePath } from '../../domain/i18n/languages'
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

export function sitemapXml(origin: string, pagePaths: string[]): string {
  const urls = sitemapPaths(pagePaths).map(
    (p) => `  <url><loc>${escapeXml(absoluteUrl(origin, p))}</loc></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
