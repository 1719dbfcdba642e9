import { graphql } from 'gatsby'

// A list page's title and introduction from content/sections/{key}.md.
export const sectionIntroFragment = graphql`
  fragment SectionIntro on MarkdownRemark {
    html
    excerpt(pruneLength: 160)
    frontmatter {
      title
    }
  }
`

// The section of a template's page: `...SectionOfPage` in a query that takes `$section` (the key
// page creation passes) gives its `section` (SectionLayout, SectionHead).
export const sectionOfPageFragment = graphql`
  fragment SectionOfPage on Query {
    section: markdownRemark(fields: { kind: { eq: "section" }, slug: { eq: $section } }) {
      ...SectionIntro
    }
  }
`
