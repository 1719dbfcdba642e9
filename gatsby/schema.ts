import type { GatsbyNode } from 'gatsby'

// Explicit types so that a missing optional field never changes the schema (gatsby-starter-blog).
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type SiteSiteMetadata {
      description: String!
      keywords: String!
      version: String!
      siteUrl: String
    }

    type SiteSettings implements Node @dontInfer {
      siteName: String!
      alert: SiteAlert
      social: SiteSocial!
      author: SiteAuthor!
    }

    type SiteAlert {
      kind: String!
      content: String!
      link: String
    }

    type SiteSocial {
      facebook: String!
      youtube: String!
    }

    type SiteAuthor {
      name: String!
      url: String
    }
  `)
}
