import { graphql, type HeadProps, type PageProps } from 'gatsby'
import type { ImageDataLike } from 'gatsby-plugin-image'
import { Picture, imageOf } from '../components/Picture'
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
      socialImage: {
        childImageSharp: {
          resize: { src: string | null; width: number | null; height: number | null } | null
        } | null
      } | null
    }
  }
}

/** /wiadomosci/{slug}/: one news item, with a link back to the list. */
export default function NewsItemPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { html, frontmatter } = data.news
  const image = frontmatter.image ? imageOf(frontmatter.image) : undefined
  return (
    <Layout title={frontmatter.title} {...frameProps(pageContext)}>
      <p className={styles.date}>
        <time dateTime={frontmatter.date}>{formatDate(frontmatter.date)}</time>
      </p>
      {image && (
        <Picture
          image={image}
          alt={frontmatter.imageAlt ?? ''}
          className={styles.photo}
          loading="eager"
        />
      )}
      <Prose html={html} />
    </Layout>
  )
}

export const Head = ({ data, location }: HeadProps<Data>) => {
  const { title, date, summary, imageAlt, socialImage } = data.news.frontmatter
  const photo = socialImage?.childImageSharp?.resize
  return (
    <Seo
      title={title}
      description={summary ?? data.news.excerpt}
      path={location.pathname}
      type="article"
      publishedTime={date}
      image={photo?.src ? { ...photo, src: photo.src, alt: imageAlt } : undefined}
    />
  )
}

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
        # The RSS feed names the same file (gatsby/post-build/site-files.ts).
        socialImage: image {
          childImageSharp {
            resize(width: 1200, toFormat: JPG) {
              src
              width
              height
            }
          }
        }
      }
    }
  }
`
