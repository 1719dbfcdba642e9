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
