import { Link } from 'gatsby'
import { useId, useState } from 'react'
import { routes } from '../../domain/routes'
import { staffPath } from '../routes'
import { GALLERY } from './text'
import type { AlbumContent } from '../types'
import { ResourceView, StaffTable, useViewTitle } from '../ui'
import { galleryApiPath, useAlbumQuery, useGalleryQuery } from './api'
import { useShowAlbum } from '../query/hooks'
import { resourceOf } from '../query/resource'
import { AlbumPhotos } from './AlbumPhotos'
import { AlbumTitleForm } from './AlbumTitleForm'
import { NewAlbumForm } from './NewAlbumForm'
import { PhotoUpload } from './PhotoUpload'
import { PublishProgress } from '../editors/PublishProgress'
import * as styles from '../Staff.module.css'
import type { ScreenViews } from '../routes'
import type { galleryScreens } from './screens'

export { galleryApiPath }

/** /gazda/galeria/: every album, newest school year first, filtered by year. */
export function GalleryList() {
  const list = resourceOf(useGalleryQuery())
  const [year, setYear] = useState('')
  const yearId = useId()
  return (
    <ResourceView resource={list} onRetry={list.reload}>
      {(albums) => {
        const years = [...new Set(albums.map((album) => album.years))]
        const shown = year ? albums.filter((album) => album.years === year) : albums
        return (
          <>
            <div className={styles.filters}>
              <div className={styles.filter}>
                <label htmlFor={yearId}>{GALLERY.year}</label>
                <select id={yearId} value={year} onChange={(event) => setYear(event.target.value)}>
                  <option value="">{GALLERY.allYears}</option>
                  {years.map((years) => (
                    <option key={years} value={years}>
                      {years}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <StaffTable
              caption={GALLERY.listCaption}
              columns={[GALLERY.title, GALLERY.year, GALLERY.date, GALLERY.photos, GALLERY.hidden]}
            >
              {shown.map((album) => (
                <tr key={`${album.years}/${album.slug}`}>
                  <th scope="row">
                    <Link to={staffPath({ view: 'album', years: album.years, slug: album.slug })}>
                      {album.title}
                    </Link>
                  </th>
                  <td>{album.years}</td>
                  <td>{album.date}</td>
                  <td>{album.photoCount}</td>
                  <td>{album.hiddenCount}</td>
                </tr>
              ))}
            </StaffTable>
            <NewAlbumForm />
          </>
        )
      }}
    </ResourceView>
  )
}

interface AlbumEditorProps {
  years: string
  slug: string
  savedAt?: number
}

/**
 * /gazda/galeria/{years}-{album}/: the album's photos, each hidden or shown, put in order, given a
 * caption and an alt text, made the cover or deleted, and new ones; `savedAt` when the album was
 * just created (its publication).
 */
export function AlbumEditor({ years, slug, savedAt }: AlbumEditorProps) {
  const albumKey = { years, slug }
  const query = useAlbumQuery(albumKey)
  const album = resourceOf(query)
  const showAlbum = useShowAlbum(albumKey)
  const [changedAt, setChangedAt] = useState<number | null>(savedAt ?? null)
  useViewTitle(album.status === 'ready' ? GALLERY.heading(album.data.title) : null)

  /** After a save (published) or a refusal: the album as saved, when known, then loaded again. */
  const changed = (saved: AlbumContent | null = null, published = true) => {
    if (saved) showAlbum(saved)
    if (published) setChangedAt(Date.now())
    void query.refetch()
  }

  const publicPath = routes.galleryAlbum(years, slug)
  return (
    <ResourceView resource={album} onRetry={album.reload}>
      {(content) => (
        <>
          {changedAt && (
            <PublishProgress key={changedAt} savedAt={changedAt} publicPath={publicPath} />
          )}
          <p>
            <a href={publicPath}>{GALLERY.onSite}</a>
          </p>
          <AlbumPhotos
            key={`${years}/${slug}`}
            albumKey={albumKey}
            content={content}
            onChanged={changed}
          />
          <PhotoUpload albumKey={albumKey} onUploaded={() => changed()} />
          <AlbumTitleForm
            albumKey={albumKey}
            title={content.title}
            version={content.version}
            onRenamed={() => changed()}
          />
        </>
      )}
    </ResourceView>
  )
}

/** The gallery's screens (./screens.ts). */
export const galleryViews: ScreenViews<typeof galleryScreens> = {
  gallery: () => <GalleryList />,
  album: ({ years, slug }, { savedAt }) => (
    <AlbumEditor years={years} slug={slug} savedAt={savedAt} />
  ),
}
