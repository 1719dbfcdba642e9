import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { createNewsPages, PUBLISHED_NEWS_FILTER } from '../../gatsby/create-pages/news'
import { PageRegistry } from '../../gatsby/create-pages/registry'
import { defaultTrueExtension } from '../../gatsby/schema'

const repo = path.resolve(__dirname, '../..')
const PUBLISHED = 'frontmatter: { published: { ne: false } }'

/** News nodes as the data layer holds them, and a graphql that filters them as Gatsby would. */
const nodes = [
  { id: 'a', fields: { slug: 'zapisy' }, frontmatter: {} },
  { id: 'b', fields: { slug: 'wycofana' }, frontmatter: { published: false } },
  { id: 'c', fields: { slug: 'jaselka' }, frontmatter: { published: true } },
]
const resolve = defaultTrueExtension.extend().resolve

function argsFor(queries: string[]) {
  const createPage = jest.fn()
  const graphql = jest.fn(async (text: string) => {
    queries.push(text)
    // The filter asks for published ≠ false, on the field's resolved value (true when absent).
    const published = nodes.filter((node) =>
      text.includes(PUBLISHED)
        ? resolve(node.frontmatter, {}, {}, { fieldName: 'published' })
        : true,
    )
    return { data: { allMarkdownRemark: { nodes: published } } }
  })
  const reporter = { panicOnBuild: jest.fn() }
  return {
    args: { graphql, reporter, actions: { createPage } } as unknown as CreatePagesArgs,
    createPage,
  }
}

describe('news that is not published (issue #7)', () => {
  it('gets no page of its own and is not counted in the list’s pages', async () => {
    const queries: string[] = []
    const { args, createPage } = argsFor(queries)
    const pages = new PageRegistry(args.actions, args.reporter)
    await createNewsPages(args, pages)
    expect(queries[0]).toContain(PUBLISHED_NEWS_FILTER)
    expect([...pages.paths].filter((p) => p.startsWith('/wiadomosci/'))).toEqual([
      '/wiadomosci/',
      '/wiadomosci/zapisy/',
      '/wiadomosci/jaselka/',
    ])
    // Each page twice, in Polish and under /en/ (issue #35).
    expect(createPage).toHaveBeenCalledTimes(6)
  })

  it('reads published as true when the file does not say, false only when it says false', () => {
    const published = (frontmatter: Record<string, unknown>) =>
      resolve(frontmatter, {}, {}, { fieldName: 'published' })
    expect(published({})).toBe(true)
    expect(published({ published: true })).toBe(true)
    expect(published({ published: false })).toBe(false)
  })

  it.each(['src/pages/index.tsx', 'src/templates/news-list.tsx', 'gatsby/create-pages/news.ts'])(
    'is left out by the news query of %s',
    (file) => {
      const text = readFileSync(path.join(repo, file), 'utf8').replace(/\s+/g, ' ')
      const newsQueries = text.match(/kind: \{ eq: "news" \}[^}]*\}[^)]*/g) ?? []
      expect(newsQueries.length).toBeGreaterThan(0)
      for (const query of newsQueries) {
        expect(query).toContain(PUBLISHED)
        // The Polish items only: their English versions are read through `english` (issue #35).
        expect(query).toContain('lang: { eq: "pl" }')
      }
    },
  )
})
