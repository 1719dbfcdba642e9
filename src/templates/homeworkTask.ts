import { graphql } from 'gatsby'
import type { HomeworkEntry } from '../domain/calendarFeeds'

/** A task's facts and its English title (issue #35), as `...HomeworkTask` gives them. */
export interface HomeworkTask {
  frontmatter: HomeworkEntry
  english: { frontmatter?: { title?: string } } | null
}

// The homework list's rows and each task's own page ask for the same facts.
export const homeworkTaskFragment = graphql`
  fragment HomeworkTask on MarkdownRemark {
    frontmatter {
      id
      title
      class
      teacher
      assigned
      due
    }
    english {
      frontmatter {
        title
      }
    }
  }
`
