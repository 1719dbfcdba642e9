import { graphql, type PageProps } from 'gatsby'
import type { ImageDataLike } from 'gatsby-plugin-image'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import { AlbumCard } from '../components/gallery/AlbumCard'
import { schoolYearLabel } from '../domain/dates'
import countsText from '../domain/i18n/compiled/counts'
import galleryText from '../domain/i18n/compiled/gallery'
import { useText } from '../i18n/useText'
import { routes } from '../domain/routes'
import type { FrameContext } from './frame'
import { SectionPage } from './SectionPage'
import * as styles from '../components/gallery/Gallery.module.css'

interface AlbumSummary {
  fields: { years: string }
  photoCount: number
  coverPhoto: ImageDataLike | null
}

type Data = { section: SectionIntro; albums: { nodes: AlbumSummary[] } }

/** The years of a gallery, newest first, each with the cover of its latest album. */
function years(albums: AlbumSummary[]) {
  const byYear = new Map<string, AlbumSummary[]>()
  for (const album of albums)
    byYear.set(album.fields.years, [...(byYear.get(album.fields.years) ?? []), album])
  return [...byYear].sort(([a], [b]) => b.localeCompare(a))
}

/** /galeria-zdjec/: every school year of photos. */
export default function GalleryIndexPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const count = useText(countsText)
  const t = useText(galleryText)
  return (
    <SectionPage data={data} pageContext={pageContext}>
      <ul className={styles.cards}>
        {years(data.albums.nodes).map(([year, albums], index) => (
          <AlbumCard
            key={year}
            eager={index < 3}
            to={routes.galleryYear(year)}
            title={t('schoolYear', { years: schoolYearLabel(year) })}
            cover={albums[0]?.coverPhoto ?? null}
            details={[
              `${count('albums', { count: albums.length })}, ${count('photos', {
                count: albums.reduce((sum, album) => sum + album.photoCount, 0),
              })}`,
            ]}
          />
        ))}
      </ul>
    </SectionPage>
  )
}

export const Head = SectionHead

export const query = graphql`
  query GalleryIndex($section: String = "gallery") {
    ...SectionOfPage
    albums: allGalleryAlbum(sort: { date: DESC }) {
      nodes {
        fields {
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
  }
`
