import { Link } from 'gatsby'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { routes } from '../../domain/routes'
import { isUnauthorized } from '../api'
import { staffPath } from '../routes'
import { useStaff } from '../session'
import { GALLERY } from '../text'
import type { AlbumContent, AlbumPhoto, AlbumSummary } from '../types'
import { ErrorNote, ResourceView, StaffTable, useViewTitle } from '../ui'
import { messageOf, useResource } from '../useResource'
import { PublishProgress } from './PublishProgress'
import * as styles from '../Staff.module.css'

/** What the build can show; the server judges the bytes themselves, this spares an upload. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const PHOTO_NAME = /\.(jpe?g|png|webp)$/i

export const galleryApiPath = (years?: string, slug?: string) =>
  years && slug ? `/api/gazda/content/gallery/${years}/${slug}` : '/api/gazda/content/gallery'

/** The type to send a chosen file as, or null when it is not a photo the site can show. */
export function photoTypeOf(file: Pick<File, 'name' | 'type'>): string | null {
  if (PHOTO_TYPES.includes(file.type)) return file.type
  if (file.type !== '' || !PHOTO_NAME.test(file.name)) return null
  return /\.png$/i.test(file.name)
    ? 'image/png'
    : /\.webp$/i.test(file.name)
      ? 'image/webp'
      : 'image/jpeg'
}

/** /gazda/galeria/: every album, newest school year first, filtered by year. */
export function GalleryList() {
  const list = useResource((api) => api.get<AlbumSummary[]>(galleryApiPath()), [])
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
          </>
        )
      }}
    </ResourceView>
  )
}

/** The site's CSP lets images come from the site or data: URLs only (server/app.ts), not blob:. */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'))
    reader.readAsDataURL(blob)
  })

/** A small preview of a photo, fetched with the staff token (the content folder is not public). */
export function PhotoPreview({ path, alt }: { path: string; alt: string }) {
  const { api } = useStaff()
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    api
      .blob(path)
      .then(dataUrlOf)
      .then(
        (made) => current && setUrl(made),
        () => current && setFailed(true),
      )
    return () => {
      current = false
    }
  }, [api, path])
  if (failed) return <span className={styles.photoMissing}>{GALLERY.previewError}</span>
  return url ? (
    <img src={url} alt={alt} className={styles.photoImage} />
  ) : (
    <span className={styles.photoMissing} aria-hidden="true" />
  )
}

interface PhotoCardProps {
  apiPath: string
  photo: AlbumPhoto
  busy: boolean
  onToggle: (photo: AlbumPhoto) => void
}

function PhotoCard({ apiPath, photo, busy, onToggle }: PhotoCardProps) {
  return (
    <li className={photo.hidden ? `${styles.photo} ${styles.photoHidden}` : styles.photo}>
      <PhotoPreview
        path={`${apiPath}/photos/${encodeURIComponent(photo.name)}`}
        alt={photo.caption ?? GALLERY.photoAlt(photo.name)}
      />
      <p className={styles.photoName}>
        {photo.name}
        {photo.hidden && <span className={styles.badge}> · {GALLERY.hiddenBadge}</span>}
      </p>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-label={photo.hidden ? GALLERY.show(photo.name) : GALLERY.hide(photo.name)}
        onClick={() => onToggle(photo)}
      >
        {photo.hidden ? GALLERY.showLabel : GALLERY.hideLabel}
      </button>
    </li>
  )
}

/** Sends the chosen photos one after another (POST …/photos, each image's bytes as the body). */
function PhotoUpload({ apiPath, onUploaded }: { apiPath: string; onUploaded: () => void }) {
  const { api } = useStaff()
  const inputId = useId()
  const [chosen, setChosen] = useState<File[]>([])
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const [done, setDone] = useState('')

  async function upload(event: FormEvent) {
    event.preventDefault()
    setDone('')
    if (chosen.length === 0) {
      setErrors([GALLERY.chooseFiles])
      return
    }
    const problems: string[] = []
    const added: string[] = []
    setProgress({ done: 0, total: chosen.length })
    for (const [index, file] of chosen.entries()) {
      const type = photoTypeOf(file)
      try {
        if (!type) throw new Error(GALLERY.notPhoto(file.name))
        const answer = await api.postFile<{ name: string }>(`${apiPath}/photos`, file, type)
        added.push(answer.name)
      } catch (caught) {
        if (isUnauthorized(caught)) break // the session shows the login form; the draft is kept
        problems.push(type ? GALLERY.failed(file.name, messageOf(caught)) : messageOf(caught))
      }
      setProgress({ done: index + 1, total: chosen.length })
    }
    setProgress(null)
    setErrors(problems)
    if (added.length > 0) {
      setDone(GALLERY.uploaded(added))
      onUploaded()
    }
  }

  return (
    <section aria-labelledby="gallery-upload" className={styles.section}>
      <h2 id="gallery-upload">{GALLERY.uploadHeading}</h2>
      <form onSubmit={(event) => void upload(event)} noValidate>
        <label htmlFor={inputId}>{GALLERY.uploadInput}</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={`${PHOTO_TYPES.join(',')},.jpg,.jpeg,.png,.webp`}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setChosen([...(event.target.files ?? [])])}
        />
        <p id={`${inputId}-hint`} className={styles.muted}>
          {GALLERY.uploadHint}
        </p>
        <button type="submit" className="button" disabled={progress !== null}>
          {progress ? GALLERY.uploading(progress.done, progress.total) : GALLERY.upload}
        </button>
      </form>
      {errors.map((message) => (
        <ErrorNote key={message} message={message} />
      ))}
      {done && <p role="status">{done}</p>}
    </section>
  )
}

/** /gazda/galeria/{years}-{album}/: the album's photos, each hidden or shown, and new ones. */
export function AlbumEditor({ years, slug }: { years: string; slug: string }) {
  const { api } = useStaff()
  const apiPath = galleryApiPath(years, slug)
  const album = useResource((client) => client.get<AlbumContent>(apiPath), [apiPath])
  const [changedAt, setChangedAt] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  useViewTitle(album.status === 'ready' ? GALLERY.heading(album.data.title) : null)

  const changed = () => {
    setChangedAt(Date.now())
    album.reload()
  }

  async function toggle(content: AlbumContent, photo: AlbumPhoto) {
    setBusy(true)
    setError('')
    try {
      await api.put(`${apiPath}/photos/${encodeURIComponent(photo.name)}`, {
        hidden: !photo.hidden,
        version: content.version,
      })
      changed()
    } catch (caught) {
      if (!isUnauthorized(caught)) setError(messageOf(caught))
      album.reload() // someone else's change, or the last shown photo: show the album as it is
    } finally {
      setBusy(false)
    }
  }

  const publicPath = routes.galleryAlbum(years, slug)
  return (
    <ResourceView resource={album} onRetry={album.reload}>
      {(content) => {
        const hidden = content.photos.filter((photo) => photo.hidden).length
        return (
          <>
            {changedAt && (
              <PublishProgress key={changedAt} savedAt={changedAt} publicPath={publicPath} />
            )}
            <p>
              <a href={publicPath}>{GALLERY.onSite}</a>
            </p>
            <section aria-labelledby="gallery-photos" className={styles.section}>
              <h2 id="gallery-photos">{GALLERY.photosHeading}</h2>
              <p className={styles.muted}>{GALLERY.photosHint}</p>
              <p role="status">{GALLERY.shownCount(content.photos.length - hidden, hidden)}</p>
              <ErrorNote message={error} />
              <ul className={styles.photos}>
                {content.photos.map((photo) => (
                  <PhotoCard
                    key={photo.name}
                    apiPath={apiPath}
                    photo={photo}
                    busy={busy}
                    onToggle={(chosen) => void toggle(content, chosen)}
                  />
                ))}
              </ul>
            </section>
            <PhotoUpload apiPath={apiPath} onUploaded={changed} />
          </>
        )
      }}
    </ResourceView>
  )
}
