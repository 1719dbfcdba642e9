import type { CreatePagesArgs } from 'gatsby'
import { PAGE_SLUGS, routes } from '../../src/domain/routes'
import { query, type PageRegistry } from './registry'

interface PagesQuery {
  allMarkdownRemark: { nodes: { id: string; fields: { slug: string } }[] }
}

/** /pages/{slug}/ for the seventeen pages of SPEC.md §2 and the extra ones; each must have its file. */
export async function createContentPages(args: CreatePagesArgs, pages: PageRegistry) {
  const data = await query<PagesQuery>(
    args,
    `{ allMarkdownRemark(filter: { fields: { kind: { eq: "page" }, lang: { eq: "pl" } } }) { nodes { id fields { slug } } } }`,
  )
  const bySlug = new Map(data.allMarkdownRemark.nodes.map((node) => [node.fields.slug, node.id]))
  for (const slug of PAGE_SLUGS) {
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
