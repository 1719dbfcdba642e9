import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

interface Markdown {
  allMarkdownRemark: { nodes: { id: string; parent: { relativePath: string } }[] }
}

/** One page per markdown file, at its path under the content folder. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Markdown>(`
    {
      allMarkdownRemark {
        nodes {
          id
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('bare site: the markdown query failed', result.errors)
    return
  }
  for (const node of result.data.allMarkdownRemark.nodes) {
    actions.createPage({
      path: `/${node.parent.relativePath.replace(/\.md$/, '')}/`,
      component: path.resolve('src/templates/markdown.tsx'),
      context: { id: node.id },
    })
  }
}
