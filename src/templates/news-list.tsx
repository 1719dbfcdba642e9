import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import type { ImageDataLike } from 'gatsby-plugin-image'
import { Layout } from '../components/Layout'
import { Pagination } from '../components/Pagination'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { inLanguage, linksIn } from '../domain/content/english'
import contentText from '../domain/i18n/compiled/content'
import { languageOfPath, type Language } from '../domain/i18n/languages'
import { routes } from '../domain/routes'
import { useLanguage, useLocalPath } from '../i18n/useText'
import { frameProps, type FrameContext, type SectionIntro } from './frame'
import { NewsDate } from './NewsDate'
import { NewsPicture } from './NewsPicture'
import * as styles from './news.module.css'

interface NewsFields {
  title: string
  date: string
  summary: string | null
  image: ImageDataLike | null
  imageAlt: string | null
}

interface NewsListItem {
  excerpt: string
  fields: { slug: string }
  frontmatter: NewsFields
  english: { excerpt?: string; frontmatter?: Partial<NewsFields> } | null
}

type Data = { section: SectionIntro; news: { nodes: NewsListItem[] } }
type Context = FrameContext & { page: number; pageCount: number }

const titleOf = (section: SectionIntro, page: number, language: Language) => {
  const { title } = inLanguage(section, language).item.frontmatter
  return page > 1 ? contentText.in(language)('titleWithPage', { title, page }) : title
}

/** /wiadomosci/ and its further pages: the news, newest first, each in English where it can be. */
export default function NewsListPage({ data, pageContext }: PageProps<Data, Context>) {
  const { page, pageCount } = pageContext
  const language = useLanguage()
  const local = useLocalPath()
  const t = contentText.in(language)
  const section = inLanguage(data.section, language)
  return (
    <Layout
      title={titleOf(data.section, page, language)}
      contentLanguage={section.lang}
      {...frameProps(pageContext)}
    >
      {page === 1 && <Prose html={linksIn(section.item.html, language)} />}
      <ul className={styles.list} lang={section.lang !== language ? language : undefined}>
        {data.news.nodes.map((node) => {
          const { item, lang } = inLanguage(node, language)
          const { fields, frontmatter, excerpt } = item
          // A Polish item on an English page: its words are marked, the interface's are not.
          const textLang = lang !== language ? lang : undefined
          return (
            <li key={fields.slug} className={styles.card}>
              <article>
                <h2 className={styles.cardTitle} lang={textLang}>
                  <Link to={local(routes.newsItem(fields.slug))}>{frontmatter.title}</Link>
                </h2>
                <NewsDate date={frontmatter.date} language={language} className={styles.date} />
                <NewsPicture frontmatter={frontmatter} className={styles.thumb} />
                <p lang={textLang}>{frontmatter.summary ?? excerpt}</p>
              </article>
            </li>
          )
        })}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        pathOf={(n) => local(routes.newsPage(n))}
        label={t('newsPages')}
      />
    </Layout>
  )
}

export const Head = ({ data, pageContext, location }: HeadProps<Data, Context>) => (
  <Seo title={titleOf(data.section, pageContext.page, languageOfPath(location.pathname))} />
)

export const query = graphql`
  query NewsList($skip: Int!, $limit: Int!, $section: String = "news") {
    ...SectionOfPage
    news: allMarkdownRemark(
      filter: {
        fields: { kind: { eq: "news" }, lang: { eq: "pl" } }
        frontmatter: { published: { ne: false } }
      }
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
        english {
          excerpt(pruneLength: 220)
          frontmatter {
            title
            summary
            imageAlt
          }
        }
      }
    }
  }
`
