import type { CreatePagesArgs } from 'gatsby'
import { routes } from '../../src/domain/routes'
import { query, type PageRegistry } from './registry'

interface HomeworkQuery {
  allMarkdownRemark: { nodes: { id: string; frontmatter: { id: number } }[] }
}

/** /zadania-domowe/ and /zadania-domowe/{id}/, each item linking back to the list. */
export async function createHomeworkPages(args: CreatePagesArgs, pages: PageRegistry) {
  const data = await query<HomeworkQuery>(
    args,
    `{ allMarkdownRemark(filter: { fields: { kind: { eq: "homework" }, lang: { eq: "pl" } }, frontmatter: { published: { eq: true } } }) { nodes { id frontmatter { id } } } }`,
  )
  pages.create({ path: routes.homework(), template: 'homework-list' })
  for (const item of data.allMarkdownRemark.nodes) {
    pages.create({
      path: routes.homeworkItem(item.frontmatter.id),
      template: 'homework-item',
      context: { id: item.id, previous: routes.homework() },
    })
  }
}
