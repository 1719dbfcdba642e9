import { usePhotoQuery } from './api'
import { GALLERY } from './text'
import * as styles from '../Staff.module.css'

/**
 * A small preview of a photo, fetched with the staff token (the content folder is not public),
 * as a data: URL: the site's CSP lets images come from the site or data: URLs only (server/app.ts).
 */
export function PhotoPreview({ path, alt }: { path: string; alt: string }) {
  const { data: url, isError } = usePhotoQuery(path)
  if (isError) return <span className={styles.photoMissing}>{GALLERY.previewError}</span>
  return url ? (
    <img src={url} alt={alt} className={styles.photoImage} />
  ) : (
    <span className={styles.photoMissing} aria-hidden="true" />
  )
}
