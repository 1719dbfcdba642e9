import { useEffect, useState } from 'react'
import { useStaff } from '../session'
import { GALLERY } from '../text/gallery'
import * as styles from '../Staff.module.css'

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
