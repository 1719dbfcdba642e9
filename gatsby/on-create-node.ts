import type { GatsbyNode, Node } from 'gatsby'
import { load } from 'js-yaml'
import {
  contentErrors,
  contentKindOf,
  contentLanguageOf,
  contentSlugOf,
} from '../src/domain/content/kinds'
import { PHOTO_EXTENSIONS } from '../src/domain/content/vocabulary'
import { PHOTO_COPIES_SOURCE } from './photo-copies'

type FileNode = Node & {
  relativePath: string
  relativeDirectory: string
  extension: string
  name: string
  base: string
  sourceInstanceName: string
}

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
  createNodeId,
  createContentDigest,
}) => {
  const fail = (file: string, errors: string[]) => {
    for (const error of errors) reporter.panicOnBuild(`content/${file}: ${error}`)
  }
  const parentFile = () =>
    node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined

  if (node.internal.type === 'File' && isGalleryPhoto(node as FileNode)) {
    // An album's photos are found through these, not through every File: a query that looked
    // among all files was run again whenever any file changed, a news item's text included (issue
    // #9: with 5,000 photos, every album page's query after one edit).
    const file = node as FileNode
    const photo = {
      directory: file.relativeDirectory,
      name: file.name,
      base: file.base,
      source: file.sourceInstanceName,
    }
    const child = {
      ...photo,
      id: createNodeId(`GalleryPhoto ${file.id}`),
      parent: file.id,
      children: [],
      internal: { type: 'GalleryPhoto', contentDigest: createContentDigest(photo) },
    }
    await actions.createNode(child)
    actions.createParentChildLink({ parent: node, child: child as unknown as Node })
    return undefined
  }

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
    // An English version (`x.en.md`, issue #35) has its Polish file's kind and slug, and `lang`.
    const slug = contentSlugOf(file.relativePath, kind) ?? file.name
    actions.createNodeField({ node, name: 'kind', value: kind.kind })
    actions.createNodeField({ node, name: 'slug', value: String(slug) })
    actions.createNodeField({ node, name: 'lang', value: contentLanguageOf(file.relativePath) })
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

/** A photo under content/gallery/, or its copy (gatsby/photo-copies.ts). */
function isGalleryPhoto(file: FileNode): boolean {
  const source = file.sourceInstanceName
  const inGallery =
    source === PHOTO_COPIES_SOURCE ||
    (source === CONTENT_SOURCE && file.relativeDirectory.startsWith('gallery/'))
  return inGallery && PHOTO_EXTENSIONS.includes(file.extension)
}
