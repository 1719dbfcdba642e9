import { graphql, useStaticQuery } from 'gatsby'
import type { SiteSettings } from '../domain/site'

/** content/site.yaml through the data layer: the school name, alert, social links, author credit. */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<{ siteSettings: SiteSettings }>(graphql`
    query SiteSettings {
      siteSettings {
        siteName
        alert {
          kind
          content
          link
          start
          end
        }
        social {
          facebook
          youtube
        }
        author {
          name
          url
        }
      }
    }
  `)
  return data.siteSettings
}
