import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { formatDate } from '../domain/dates'
import { frameProps, type FrameContext } from './frame'
import * as styles from './news.module.css'

type Data = {
  news: {
    html: string
    excerpt: string
    frontmatter: {
      title: string
      date: string
      summary: string | null
      image: ImageDataLike | null
      imageAlt: string | null
    }
  }
}

/** /wiadomosci/{slug}/: one news item, with a link back to the list. */
export default function NewsItemPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { html, frontmatter } = data.news
  const image = frontmatter.image ? getImage(frontmatter.image) : undefined
  return (
    <Layout title={frontmatter.title} {...frameProps(pageContext)}>
      <p className={styles.date}>
        <time dateTime={frontmatter.date}>{formatDate(frontmatter.date)}</time>
      </p>
      {image && (
        <GatsbyImage image={image} alt={frontmatter.imageAlt ?? ''} className={styles.photo} />
      )}
      <Prose html={html} />
    </Layout>
  )
}

export const Head = ({ data }: HeadProps<Data>) => (
  <Seo
    title={data.news.frontmatter.title}
    description={data.news.frontmatter.summary ?? data.news.excerpt}
  />
)

export const query = graphql`
  query NewsItem($id: String!) {
    news: markdownRemark(id: { eq: $id }) {
      html
      excerpt(pruneLength: 160)
      frontmatter {
        title
        date
        summary
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 960)
          }
        }
      }
    }
  }
`
