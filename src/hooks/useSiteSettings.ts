import { graphql, useStaticQuery } from 'gatsby'
import type { SiteSettings } from '../domain/site'

/**
 * content/site.yaml through the data layer: the school name, alerts, social links, author credit;
 * and the build's time, at which the built HTML judges which alert is current (AlertBanner).
 */
export function useSiteSettings(): SiteSettings & { builtAt?: string } {
  const data = useStaticQuery<{ siteSettings: SiteSettings; site?: { buildTime: string } | null }>(
    graphql`
      query SiteSettings {
        site {
          buildTime
        }
        siteSettings {
          siteName
          alert {
            kind
            content
            link
            start
            end
          }
          scheduledAlerts {
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
    `,
  )
  return { ...data.siteSettings, builtAt: data.site?.buildTime }
}
