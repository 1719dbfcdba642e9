import type { CreatePagesArgs } from 'gatsby'
import { NEWS_PER_PAGE, routes } from '../../src/domain/routes'
import { query, type PageRegistry } from './registry'

interface NewsQuery {
  allMarkdownRemark: { nodes: { id: string; fields: { slug: string } }[] }
}

/**
 * The news a page may show: published ones (an item with `published: false` is not built; issue
 * #7). Every news query of the site uses this filter: the list, the home page, these pages. The
 * Polish items only: an English version (`lang: en`, issue #35) is read through its item's `english`.
 */
export const PUBLISHED_NEWS_FILTER =
  '{ fields: { kind: { eq: "news" }, lang: { eq: "pl" } }, frontmatter: { published: { ne: false } } }'

/** /wiadomosci/ in pages of NEWS_PER_PAGE, newest first, and /wiadomosci/{slug}/ per item. */
export async function createNewsPages(args: CreatePagesArgs, pages: PageRegistry) {
  const data = await query<NewsQuery>(
    args,
    `{
      allMarkdownRemark(filter: ${PUBLISHED_NEWS_FILTER}, sort: { frontmatter: { date: DESC } }) {
        nodes { id fields { slug } }
      }
    }`,
  )
  const news = data.allMarkdownRemark.nodes
  const pageCount = Math.max(1, Math.ceil(news.length / NEWS_PER_PAGE))
  for (let page = 1; page <= pageCount; page += 1) {
    pages.create({
      path: routes.newsPage(page),
      template: 'news-list',
      context: { skip: (page - 1) * NEWS_PER_PAGE, limit: NEWS_PER_PAGE, page, pageCount },
    })
  }
  for (const item of news) {
    pages.create({
      path: routes.newsItem(item.fields.slug),
      template: 'news-item',
      context: { id: item.id, previous: routes.news() },
    })
  }
}
