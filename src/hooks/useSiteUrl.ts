import { graphql, useStaticQuery } from 'gatsby'
import { siteOrigin } from '../domain/feeds/siteAddress'

/** The site's absolute origin: siteMetadata.siteUrl (SITE_URL at build time) or the school's domain. */
export function useSiteUrl(): string {
  const data = useStaticQuery<{ site: { siteMetadata: { siteUrl?: string | null } } }>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  return siteOrigin(data.site.siteMetadata.siteUrl)
}
