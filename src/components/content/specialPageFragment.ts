import { graphql } from 'gatsby'

// The words of a special page's blocks (SpecialPageBlocks) that its English version (issue #35)
// may give: asked of the Polish file's frontmatter and of its `english`. Names, addresses and links
// are the Polish file's alone.
export const specialPageWordsFragment = graphql`
  fragment SpecialPageWords on Frontmatter {
    faq {
      question
      answerHtml
    }
    sponsors {
      description
    }
    members {
      role
    }
  }
`
