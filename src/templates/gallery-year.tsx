import { graphql, type HeadProps, type PageProps } from 'gatsby'
import type { ImageDataLike } from 'gatsby-plugin-image'
import { AlbumCard } from '../components/gallery/AlbumCard'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { formatDate, schoolYearLabel } from '../domain/dates'
import countsText from '../domain/i18n/compiled/counts'
import galleryText from '../domain/i18n/compiled/gallery'
import { languageOfPath, type Language } from '../domain/i18n/languages'
import { usePolishLang } from '../i18n/usePolishLang'
import { useLanguage, useText } from '../i18n/useText'
import { routes } from '../domain/routes'
import { frameProps, type FrameContext } from './frame'
import * as styles from '../components/gallery/Gallery.module.css'

interface Album {
  title: string
  date: string
  fields: { slug: string; years: string }
  photoCount: number
  coverPhoto: ImageDataLike | null
}

type Data = { albums: { nodes: Album[] }; year: { description: string | null } | null }
type Context = FrameContext & { years: string }

const titleOf = (years: string, language: Language) =>
  galleryText.in(language)('schoolYear', { years: schoolYearLabel(years) })

/** /galeria-zdjec/rok-szkolny-{YYYY-YYYY}/: the albums of one school year, in date order. */
export default function GalleryYearPage({ data, pageContext }: PageProps<Data, Context>) {
  const count = useText(countsText)
  const language = useLanguage()
  const polish = usePolishLang()
  return (
    <Layout
      title={titleOf(pageContext.years, language)}
      contentLanguage={language}
      {...frameProps(pageContext)}
    >
      {data.year?.description && <p {...polish}>{data.year.description}</p>}
      <ul className={styles.cards}>
        {data.albums.nodes.map((album, index) => (
          <AlbumCard
            key={album.fields.slug}
            eager={index < 3}
            to={routes.galleryAlbum(album.fields.years, album.fields.slug)}
            title={album.title}
            titleLang={polish.lang}
            cover={album.coverPhoto}
            details={[
              formatDate(album.date, language),
              count('photos', { count: album.photoCount }),
            ]}
          />
        ))}
      </ul>
    </Layout>
  )
}

export const Head = ({ pageContext, location }: HeadProps<Data, Context>) => {
  const language = languageOfPath(location.pathname)
  const title = titleOf(pageContext.years, language)
  return <Seo title={galleryText.in(language)('galleryTitle', { title })} />
}

export const query = graphql`
  query GalleryYear($years: String!) {
    albums: allGalleryAlbum(filter: { fields: { years: { eq: $years } } }, sort: { date: ASC }) {
      nodes {
        title
        date
        fields {
          slug
          years
        }
        photoCount
        coverPhoto {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.5)
          }
        }
      }
    }
    year: galleryYear(fields: { years: { eq: $years } }) {
      description
    }
  }
`
