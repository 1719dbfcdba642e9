import { graphql } from 'gatsby'

// A markdown file's text, title and description (the first words), with its English version's
// (x.en.md, issue #35): what inLanguage picks from for a page and its Head. A template adds the
// other frontmatter it shows beside `...PageText`.
export const pageTextFragment = graphql`
  fragment PageText on MarkdownRemark {
    html
    excerpt(pruneLength: 160)
    frontmatter {
      title
    }
    english {
      html
      excerpt(pruneLength: 160)
      frontmatter {
        title
      }
    }
  }
`

/**
 * What `...PageText` gives, with the other frontmatter a template asks for beside it (Fields) and
 * the part of it that the English version may give (EnglishFields).
 */
export interface PageText<Fields, EnglishFields = object> {
  html: string
  excerpt?: string
  frontmatter: { title: string } & Fields
  english: {
    html?: string
    excerpt?: string
    frontmatter?: { title?: string } & EnglishFields
  } | null
}

// A list page's title and introduction from content/sections/{key}.md, and its English version's
// (sections/{key}.en.md, issue #35) for the English page.
export const sectionIntroFragment = graphql`
  fragment SectionIntro on MarkdownRemark {
    ...PageText
  }
`

// The section of a template's page: `...SectionOfPage` in a query that takes `$section` (the key
// page creation passes) gives its `section` (SectionLayout, SectionHead). A page created without
// one names its section as the variable's default (`$section: String = "home"`). The Polish
// file's node: its English version is read through `english`.
export const sectionOfPageFragment = graphql`
  fragment SectionOfPage on Query {
    section: markdownRemark(
      fields: { kind: { eq: "section" }, slug: { eq: $section }, lang: { eq: "pl" } }
    ) {
      ...SectionIntro
    }
  }
`
