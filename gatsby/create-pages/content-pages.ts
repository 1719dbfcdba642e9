import type { CreatePagesArgs } from 'gatsby'
import {
  CONTENT_PAGE_SLUGS,
  SPECIAL_PAGE_SLUGS,
  routes,
  type PageSlug,
} from '../../src/domain/routes'
import { query, type PageRegistry } from './registry'

interface PagesQuery {
  allMarkdownRemark: { nodes: { id: string; fields: { slug: string } }[] }
}

/** /pages/{slug}/ for the seventeen pages of SPEC.md §2; each must have its file. */
export async function createContentPages(args: CreatePagesArgs, pages: PageRegistry) {
  const data = await query<PagesQuery>(
    args,
    `{ allMarkdownRemark(filter: { fields: { kind: { eq: "page" } } }) { nodes { id fields { slug } } } }`,
  )
  const bySlug = new Map(data.allMarkdownRemark.nodes.map((node) => [node.fields.slug, node.id]))
  for (const slug of [...CONTENT_PAGE_SLUGS, ...SPECIAL_PAGE_SLUGS] as PageSlug[]) {
    const id = bySlug.get(slug)
    if (!id) {
      args.reporter.panicOnBuild(
        `content/pages/${slug}.md: is missing; the site has a page ${routes.page(slug)}`,
      )
      continue
    }
    pages.create({ path: routes.page(slug), template: 'content-page', context: { id, slug } })
  }
}
