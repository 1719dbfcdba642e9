import { graphql, type HeadProps, type PageProps } from 'gatsby'
import type { ImageDataLike } from 'gatsby-plugin-image'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import type { PageText } from '../components/SectionIntroFragment'
import { Seo } from '../components/Seo'
import { inLanguage, linksIn } from '../domain/content/english'
import { languageOfPath } from '../domain/i18n/languages'
import { useLanguage } from '../i18n/useText'
import { frameProps, type FrameContext } from './frame'
import { NewsDate } from './NewsDate'
import { NewsPicture } from './NewsPicture'
import * as styles from './news.module.css'

interface NewsFields {
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

type Data = {
  news: PageText<NewsFields, { summary?: string | null; imageAlt?: string | null }>
}

/**
 * /wiadomosci/{slug}/: one news item, with a link back to the list; on the English page its
 * English version (issue #35), or the Polish text under the Layout's note.
 */
export default function NewsItemPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const language = useLanguage()
  const { item, lang } = inLanguage(data.news, language)
  const { html, frontmatter } = item
  return (
    <Layout title={frontmatter.title} contentLanguage={lang} {...frameProps(pageContext)}>
      <NewsDate date={frontmatter.date} language={lang} className={styles.date} />
      <NewsPicture frontmatter={frontmatter} className={styles.photo} loading="eager" />
      <Prose html={linksIn(html, language)} />
    </Layout>
  )
}

export const Head = ({ data, location }: HeadProps<Data>) => {
  const { item } = inLanguage(data.news, languageOfPath(location.pathname))
  const { title, date, summary, imageAlt, socialImage } = item.frontmatter
  const photo = socialImage?.childImageSharp?.resize
  return (
    <Seo
      title={title}
      description={summary ?? item.excerpt}
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
      ...PageText
      frontmatter {
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
      english {
        frontmatter {
          summary
          imageAlt
        }
      }
    }
  }
`
