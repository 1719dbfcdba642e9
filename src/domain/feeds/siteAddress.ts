// The site's absolute address, for canonical links, Open Graph, the RSS feed and the sitemap
// (issue #10). SPEC.md §1 leaves gatsby-config's siteUrl empty, so it is set only from SITE_URL at
// build time; without it the school's own domain (its staff e-mail addresses are @polskaszkolalombard.org).

export const DEFAULT_SITE_URL = 'https://polskaszkolalombard.org'

/** The origin to build absolute URLs on: the configured siteUrl when it is an http(s) address. */
export function siteOrigin(configured?: string | null): string {
  const value = configured?.trim()
  if (!value) return DEFAULT_SITE_URL
  if (!/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value)) {
    throw new Error(
      `SITE_URL: must be an http(s) address such as ${DEFAULT_SITE_URL}, not ${value}`,
    )
  }
  return value.replace(/\/+$/, '')
}

/** An absolute URL for a site path (`/wiadomosci/`) or a path the build wrote (`/static/…`). */
export function absoluteUrl(origin: string, sitePath: string): string {
  if (/^https?:\/\//.test(sitePath)) return sitePath
  return `${origin}${sitePath.startsWith('/') ? '' : '/'}${sitePath}`
}
