import { graphql, useStaticQuery } from 'gatsby'
import type { SiteSettings } from '../domain/site'

/**
 * content/site.yaml through the data layer: the school name, alerts, social links, author credit;
 * and the moment at which the built HTML judges which alert is current (AlertBanner): the alert is
 * the one current at the build's time, from a moment that changes only when an alert starts or
 * ends (gatsby/resolvers.ts), so that this query, shared by every page, does not change every page
 * at every build (issue #20). `siteStyles` is not shown: it changes with the style sheets, so
 * that every page is rendered again with the new CSS in its head (gatsby/styles-version.ts).
 */
export function useSiteSettings(): SiteSettings & { builtAt?: string } {
  const data = useStaticQuery<{
    siteSettings: SiteSettings
    site?: { alertsJudgedAt: string } | null
    siteStyles?: { version: string } | null
  }>(graphql`
    query SiteSettings {
      site {
        alertsJudgedAt
      }
      siteStyles {
        version
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
  `)
  return { ...data.siteSettings, builtAt: data.site?.alertsJudgedAt }
}
