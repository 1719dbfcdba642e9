import { graphql, useStaticQuery } from 'gatsby'

export interface SiteMetadata {
  description: string
  keywords: string
  version: string
}

/** gatsby-config's siteMetadata: description, keywords and the app version (SPEC.md §1). */
export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<{ site: { siteMetadata: SiteMetadata } }>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          description
          keywords
          version
        }
      }
    }
  `)
  return data.site.siteMetadata
}
