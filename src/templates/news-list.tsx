import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import type { ImageDataLike } from 'gatsby-plugin-image'
import { Picture, imageOf } from '../components/Picture'
import { Layout } from '../components/Layout'
import { Pagination } from '../components/Pagination'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { formatDate } from '../domain/dates'
import { routes } from '../domain/routes'
import { frameProps, type FrameContext, type SectionIntro } from './frame'
import * as styles from './news.module.css'

interface NewsListItem {
  excerpt: string
  fields: { slug: string }
  frontmatter: {
    title: string
    date: string
    summary: string | null
    image: ImageDataLike | null
    imageAlt: string | null
  }
}

type Data = { section: SectionIntro; news: { nodes: NewsListItem[] } }
type Context = FrameContext & { page: number; pageCount: number }

const titleOf = (section: SectionIntro, page: number) =>
  page > 1 ? `${section.frontmatter.title}, strona ${page}` : section.frontmatter.title

/** /wiadomosci/ and its further pages: the news, newest first. */
export default function NewsListPage({ data, pageContext }: PageProps<Data, Context>) {
  const { page, pageCount } = pageContext
  return (
    <Layout title={titleOf(data.section, page)} {...frameProps(pageContext)}>
      {page === 1 && <Prose html={data.section.html} />}
      <ul className={styles.list}>
        {data.news.nodes.map(({ fields, frontmatter, excerpt }) => {
          const image = frontmatter.image ? imageOf(frontmatter.image) : undefined
          return (
            <li key={fields.slug} className={styles.card}>
              <article>
                <h2 className={styles.cardTitle}>
                  <Link to={routes.newsItem(fields.slug)}>{frontmatter.title}</Link>
                </h2>
                <p className={styles.date}>
                  <time dateTime={frontmatter.date}>{formatDate(frontmatter.date)}</time>
                </p>
                {image && (
                  <Picture
                    image={image}
                    alt={frontmatter.imageAlt ?? ''}
                    className={styles.thumb}
                  />
                )}
                <p>{frontmatter.summary ?? excerpt}</p>
              </article>
            </li>
          )
        })}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        pathOf={routes.newsPage}
        label="Strony wiadomości"
      />
    </Layout>
  )
}

export const Head = ({ data, pageContext }: HeadProps<Data, Context>) => (
  <Seo title={titleOf(data.section, pageContext.page)} />
)

export const query = graphql`
  query NewsList($skip: Int!, $limit: Int!) {
    section: markdownRemark(fields: { kind: { eq: "section" }, slug: { eq: "news" } }) {
      ...SectionIntro
    }
    news: allMarkdownRemark(
      filter: { fields: { kind: { eq: "news" } }, frontmatter: { published: { ne: false } } }
      sort: { frontmatter: { date: DESC } }
      skip: $skip
      limit: $limit
    ) {
      nodes {
        excerpt(pruneLength: 220)
        fields {
          slug
        }
        frontmatter {
          title
          date
          summary
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(width: 360, aspectRatio: 1.5)
            }
          }
        }
      }
    }
  }
`
