import type { GatsbyNode, Node } from 'gatsby'
import { load } from 'js-yaml'
import { contentErrors, contentKindOf } from '../src/domain/content/kinds'

type FileNode = Node & { relativePath: string; relativeDirectory: string; extension: string }

const CONTENT_SOURCE = 'content'

/**
 * Checks every file under content/ as it is read, and fails the build with one line per wrong
 * field naming the file ("content/homework/812.md: due: must not be before assigned"). Marks
 * markdown with its kind and slug, and albums with their year and folder.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({
  node,
  getNode,
  reporter,
  actions,
  loadNodeContent,
}) => {
  const fail = (file: string, errors: string[]) => {
    for (const error of errors) reporter.panicOnBuild(`content/${file}: ${error}`)
  }
  const parentFile = () =>
    node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined

  if (node.internal.type === 'File' && node.sourceInstanceName === CONTENT_SOURCE) {
    const file = node as FileNode
    if (['yaml', 'yml'].includes(file.extension)) {
      let parsed: unknown
      try {
        parsed = load(await loadNodeContent(file))
      } catch (error) {
        return fail(file.relativePath, [
          `is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
        ])
      }
      return fail(file.relativePath, contentErrors(file.relativePath, parsed))
    }
    if (file.extension === 'md' && !contentKindOf(file.relativePath)) {
      return fail(file.relativePath, contentErrors(file.relativePath, {}))
    }
    return undefined
  }

  if (node.internal.type === 'MarkdownRemark') {
    const file = parentFile()
    if (!file || file.sourceInstanceName !== CONTENT_SOURCE) return undefined
    const kind = contentKindOf(file.relativePath)
    if (!kind) return undefined // reported on the File node
    fail(file.relativePath, contentErrors(file.relativePath, node.frontmatter))
    const slug = kind.pattern.exec(file.relativePath)?.[1] ?? file.name
    actions.createNodeField({ node, name: 'kind', value: kind.kind })
    actions.createNodeField({ node, name: 'slug', value: String(slug) })
    return undefined
  }

  if (node.internal.type === 'GalleryAlbum' || node.internal.type === 'GalleryYear') {
    const file = parentFile()
    if (!file) return undefined
    const [years = '', slug = ''] = file.relativeDirectory.split('/').slice(1)
    actions.createNodeField({ node, name: 'years', value: years })
    if (node.internal.type === 'GalleryAlbum') {
      actions.createNodeField({ node, name: 'slug', value: slug })
      actions.createNodeField({ node, name: 'directory', value: file.relativeDirectory })
    }
  }
  return undefined
}
