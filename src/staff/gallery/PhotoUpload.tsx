import { useId, useRef, useState, type FormEvent } from 'react'
import { isUnauthorized, messageOf } from '../api'
import { useAddPhotoMutation, type AlbumKey } from './api'
import { GALLERY } from './text'
import { ErrorNote } from '../ui'
import { Section } from '../Section'
import * as styles from '../Staff.module.css'

/**
 * What the build can show, and an iPhone's HEIC, which the server converts to JPEG or refuses
 * with advice on sending JPEG (server/content/photoProcess.ts): offered here so that the advice is
 * shown. The server judges the bytes themselves; this spares a pointless upload.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']
const PHOTO_NAME = /\.(jpe?g|png|webp|heic|heif)$/i
export const PHOTO_ACCEPT = `${PHOTO_TYPES.join(',')},.jpg,.jpeg,.png,.webp,.heic,.heif`

/** The type to send a chosen file as, or null when it is not a photo at all. */
export function photoTypeOf(file: Pick<File, 'name' | 'type'>): string | null {
  if (PHOTO_TYPES.includes(file.type)) return file.type
  if (file.type !== '' || !PHOTO_NAME.test(file.name)) return null
  const ending = /\.(\w+)$/.exec(file.name)![1]!.toLowerCase()
  const byEnding: Record<string, string> = {
    png: 'image/png',
    webp: 'image/webp',
    heic: 'image/heic',
    heif: 'image/heif',
  }
  return byEnding[ending] ?? 'image/jpeg'
}

/**
 * Sends the chosen photos one after another (POST …/photos, each image's bytes as the body), then
 * clears the choice: pressing the button again must not send the same files again (issue #18).
 */
export function PhotoUpload({
  albumKey,
  onUploaded,
}: {
  albumKey: AlbumKey
  onUploaded: () => void
}) {
  const [addPhoto] = useAddPhotoMutation()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
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
    let interrupted = false
    setProgress({ done: 0, total: chosen.length })
    for (const [index, file] of chosen.entries()) {
      const type = photoTypeOf(file)
      try {
        if (!type) throw new Error(GALLERY.notPhoto(file.name))
        const answer = await addPhoto({ ...albumKey, photo: file, type }).unwrap()
        added.push(answer.name)
      } catch (caught) {
        // The session shows the login form; the choice is kept to send after signing in.
        interrupted = isUnauthorized(caught)
        if (interrupted) break
        problems.push(type ? GALLERY.failed(file.name, messageOf(caught)) : messageOf(caught))
      }
      setProgress({ done: index + 1, total: chosen.length })
    }
    setProgress(null)
    setErrors(problems)
    if (!interrupted) {
      setChosen([])
      if (input.current) input.current.value = ''
    }
    if (added.length > 0) {
      setDone(GALLERY.uploaded(added))
      onUploaded()
    }
  }

  return (
    <Section id="gallery-upload" heading={GALLERY.uploadHeading}>
      <form onSubmit={(event) => void upload(event)} noValidate>
        <label htmlFor={inputId}>{GALLERY.uploadInput}</label>
        <input
          id={inputId}
          ref={input}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
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
    </Section>
  )
}
