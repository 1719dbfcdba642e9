import { graphql, type HeadProps, type PageProps } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { useState } from 'react'
import { PhotoReport } from '../components/gallery/PhotoReport'
import { PhotoViewer, type ViewerPhoto } from '../components/gallery/PhotoViewer'
import { usePhotoAddress } from '../components/gallery/usePhotoAddress'
import { Layout } from '../components/Layout'
import { Picture } from '../components/Picture'
import { Seo } from '../components/Seo'
import { formatDate } from '../domain/dates'
import countsText from '../domain/i18n/compiled/counts'
import galleryText from '../domain/i18n/compiled/gallery'
import { languageOfPath, type Language } from '../domain/i18n/languages'
import { usePolishLang } from '../i18n/usePolishLang'
import { useLanguage, useText } from '../i18n/useText'
import { frameProps, type FrameContext } from './frame'
import * as styles from '../components/gallery/Gallery.module.css'

type Data = {
  album: {
    title: string
    date: string
    description: string | null
    captions: Record<string, string> | null
    alts: Record<string, string> | null
    fields: { years: string; slug: string }
    photos: {
      id: string
      base: string
      childImageSharp: { thumb: IGatsbyImageData; full: IGatsbyImageData }
    }[]
  }
}

/**
 * A photo is described by its alt text (issue #30), or else its caption, or else by its album and
 * its place in it.
 */
const describe = (
  title: string,
  { captions, alts }: Pick<Data['album'], 'captions' | 'alts'>,
  base: string,
  n: number,
  count: number,
  language: Language,
) => alts?.[base] ?? captions?.[base] ?? galleryText.in(language)('photoOf', { title, n, count })

/** /galeria-zdjec/rok-szkolny-{years}/{album}/: the album's photos and the full-screen viewer. */
export default function GalleryAlbumPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const count = useText(countsText)
  const t = useText(galleryText)
  const language = useLanguage()
  const polish = usePolishLang()
  const { title, date, description, captions } = data.album
  const photos = data.album.photos
  const { open, show, move, close } = usePhotoAddress(photos.length)
  const [report, setReport] = useState<number | null>(null)
  const viewerPhotos: ViewerPhoto[] = photos.map((photo, i) => ({
    key: photo.id,
    image: photo.childImageSharp.full,
    alt: describe(title, data.album, photo.base, i + 1, photos.length, language),
    caption: captions?.[photo.base],
  }))
  return (
    <Layout
      title={title}
      contentLanguage={language}
      titleLanguage="pl"
      {...frameProps(pageContext)}
    >
      <p className={styles.meta}>
        <time dateTime={date}>{formatDate(date, language)}</time> ·{' '}
        {count('photos', { count: photos.length })}
      </p>
      {description && <p {...polish}>{description}</p>}
      {/* Albums are found by title and description, not by each photo (issue #10). */}
      <ul className={styles.photos} data-pagefind-ignore="all">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.thumbButton}
              onClick={() => show(i)}
              // On an English page the name is built from its parts, so that the photo's Polish
              // description is marked Polish (issue #35).
              aria-label={
                language === 'pl' ? t('enlarge', { alt: viewerPhotos[i]!.alt }) : undefined
              }
            >
              {language !== 'pl' && (
                <span className="visually-hidden">{t('enlarge', { alt: '' }).trim()} </span>
              )}
              {/* The first row is the largest paint: fetched at once, not when near. */}
              <span lang={language === 'pl' ? undefined : 'pl'}>
                <Picture
                  image={photo.childImageSharp.thumb}
                  alt={viewerPhotos[i]!.alt}
                  loading={i < EAGER_PHOTOS ? 'eager' : 'lazy'}
                />
              </span>
            </button>
            <button
              type="button"
              className={styles.reportButton}
              onClick={() => setReport(i)}
              // As the thumbnail's: on an English page the photo's Polish description is marked.
              aria-label={
                language === 'pl' ? t('reportFor', { alt: viewerPhotos[i]!.alt }) : undefined
              }
            >
              {language === 'pl' ? (
                t('report')
              ) : (
                <>
                  {/* Named whole by one hidden span: a boundary would put a space before the colon. */}
                  <span aria-hidden="true">{t('report')}</span>
                  <span className="visually-hidden">
                    {t('reportFor', { alt: '' })}
                    <span lang="pl">{viewerPhotos[i]!.alt}</span>
                  </span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer
        title={title}
        photos={viewerPhotos}
        index={open}
        onIndexChange={move}
        onClose={close}
        onReport={(i) => {
          close()
          setReport(i)
        }}
      />
      <PhotoReport
        photo={
          report === null
            ? null
            : {
                years: data.album.fields.years,
                album: data.album.fields.slug,
                photo: photos[report]!.base,
              }
        }
        alt={report === null ? '' : viewerPhotos[report]!.alt}
        onClose={() => setReport(null)}
      />
    </Layout>
  )
}

/** Photos in the first row at the widest layout: loaded eagerly (Lighthouse's lcp-lazy-loaded). */
const EAGER_PHOTOS = 4

const albumDescription = (
  { title, date, description, fields }: Data['album'],
  language: Language,
) =>
  description?.trim() ||
  galleryText.in(language)('albumDescription', {
    title,
    date: formatDate(date, language),
    years: fields.years.replace('-', '–'),
  })

export const Head = ({ data, location }: HeadProps<Data>) => (
  <Seo
    title={data.album.title}
    description={albumDescription(data.album, languageOfPath(location.pathname))}
  />
)

export const query = graphql`
  query GalleryAlbum($id: String!) {
    album: galleryAlbum(id: { eq: $id }) {
      title
      date
      description
      captions
      alts
      fields {
        years
        slug
      }
      photos {
        id
        base
        childImageSharp {
          thumb: gatsbyImageData(width: 400, aspectRatio: 1.5)
          # Up to 1.5× density: photos are copied at most 1800 px wide (gatsby/photo-copies.ts).
          full: gatsbyImageData(
            width: 1200
            placeholder: NONE
            outputPixelDensities: [0.25, 0.5, 1, 1.5]
          )
        }
      }
    }
  }
`
