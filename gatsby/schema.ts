import type { GatsbyNode } from 'gatsby'
import { declaredFrontmatterFields, declaredTypeDefs } from './declared-types'

// Explicit types for every kind of content (content/README.md), so that a missing optional field
// never changes the schema and an empty folder still builds (gatsby-starter-blog).
const ISO_DATE = 'Date @dateformat(formatString: "YYYY-MM-DD")'
const REQUIRED_ISO_DATE = 'Date! @dateformat(formatString: "YYYY-MM-DD")'

/** A field extension that resolves a field from the value its node holds under the field's name. */
const valueExtension = (name: string, resolveValue: (value: unknown) => unknown) => ({
  name,
  extend: () => ({
    resolve: (
      source: Record<string, unknown>,
      _args: unknown,
      _context: unknown,
      info: { fieldName: string },
    ) => resolveValue(source[info.fieldName]),
  }),
})

/**
 * A Boolean that is true unless the file says false: `published` of news (issue #7). Resolved, so
 * that filters see true for a file without the key.
 */
export const defaultTrueExtension = valueExtension('defaultTrue', (value) => value !== false)

/**
 * A moment as an ISO string: the alert's start and end (issue #7). Written unquoted in YAML they
 * are read as dates, which a node keeps as a Date or its milliseconds; quoted, as text.
 */
export function isoMoment(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value))) {
    return new Date(Number(value)).toISOString()
  }
  return typeof value === 'string' ? value : null
}
export const isoMomentExtension = valueExtension('isoMoment', isoMoment)

/** Front-matter fields written here; the declared markdown kinds add theirs (homework's). */
const FRONTMATTER = ['title', 'date', 'summary', 'image', 'imageAlt', 'published', 'file']
const homework = declaredFrontmatterFields(FRONTMATTER)

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(defaultTrueExtension)
  actions.createFieldExtension(isoMomentExtension)
  actions.createTypes(`
    type SiteSiteMetadata {
      description: String!
      keywords: String!
      version: String!
      siteUrl: String
    }

    """The site's style sheets' version (gatsby/styles-version.ts)."""
    type SiteStyles implements Node @dontInfer {
      version: String!
    }

    type SiteSettings implements Node @dontInfer {
      siteName: String!
      alert: SiteAlert
      scheduledAlerts: [SiteAlert!]
      social: SiteSocial!
      author: SiteAuthor!
    }
    type SiteAlert {
      kind: String!
      content: String!
      link: String
      start: String @isoMoment
      end: String @isoMoment
    }
    type SiteSocial { facebook: String!, youtube: String! }
    type SiteAuthor { name: String!, url: String }

    type MarkdownRemark implements Node {
      frontmatter: Frontmatter!
      fields: MarkdownRemarkFields!
    }
    type MarkdownRemarkFields {
      "news, page, homework, bulletin or section"
      kind: String!
      "the news slug, page slug, homework id, bulletin slug or section key"
      slug: String!
      "pl, or en for an English version (x.en.md, issue #35)"
      lang: String!
    }
    type Frontmatter {
      title: String
      date: ${ISO_DATE}
      summary: String
      image: File @fileByRelativePath
      imageAlt: String
      "news: false keeps the item out of the site"
      published: Boolean! @defaultTrue
      file: File @fileByRelativePath
      ${homework.fields}
      faq: [FaqEntry!]
      sponsors: [Sponsor!]
      members: [CommitteeMember!]
      address: PostalAddress
    }
    type FaqEntry { question: String!, answer: String! }
    type Sponsor { name: String!, url: String, description: String }
    type CommitteeMember { role: String!, name: String! }
    type PostalAddress { street: String!, city: String!, state: String!, zip: String!, mapUrl: String }

    type GalleryYear implements Node @dontInfer {
      description: String
      fields: GalleryYearFields!
    }
    type GalleryYearFields { years: String! }

    type GalleryAlbum implements Node @dontInfer {
      title: String!
      date: ${REQUIRED_ISO_DATE}
      event: String!
      description: String
      cover: String
      captions: JSON
      alts: JSON
      hidden: [String!]
      order: [String!]
      fields: GalleryAlbumFields!
    }
    type GalleryAlbumFields { years: String!, slug: String!, directory: String! }
    "A photo of an album's folder (or its copy): File nodes' own index, see gatsby/on-create-node.ts."
    type GalleryPhoto implements Node @dontInfer {
      directory: String!
      name: String!
      base: String!
      source: String!
    }

    type SchoolCalendar implements Node @dontInfer { schoolYear: String!, events: [CalendarEvent!]! }
    ${declaredTypeDefs()}
    ${homework.types}
  `)
}
