import { useId, useState, type FormEvent } from 'react'
import {
  PHOTO_TEXT_LIMITS,
  photoTextErrors,
  type PhotoTextField,
} from '../../domain/content/editing/album'
import { isUnauthorized, messageOf } from '../api'
import { problemOf } from '../refusal'
import { useSetPhotoTextsMutation, type AlbumKey } from './api'
import { GALLERY } from './text'
import type { AlbumPhoto } from '../types'
import { ErrorNote } from '../ui'
import * as styles from '../Staff.module.css'

type Errors = Partial<Record<PhotoTextField, string>>

/**
 * A photo's caption and alt text (issue #30), folded under the photo until opened: plain text,
 * checked here and again by the server with the same rules, saved with the album's version.
 */
export function PhotoTexts({
  albumKey,
  photo,
  version,
  busy,
  onSaved,
}: {
  albumKey: AlbumKey
  photo: AlbumPhoto
  version: string
  busy: boolean
  /** After a save (true) or a refusal that may come from someone else's change (false). */
  onSaved: (published: boolean) => void
}) {
  const [setTexts, { isLoading }] = useSetPhotoTextsMutation()
  const [texts, setTextsState] = useState({ caption: photo.caption ?? '', alt: photo.alt ?? '' })
  const [errors, setErrors] = useState<Errors>({})
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')
  const id = useId()

  async function save(event: FormEvent) {
    event.preventDefault()
    if (busy || isLoading) return
    setStatus('')
    setError('')
    const found = photoTextErrors(texts)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    try {
      await setTexts({ ...albumKey, photo: photo.name, ...texts, version }).unwrap()
      setStatus(GALLERY.textsSaved)
      onSaved(true)
    } catch (caught) {
      if (isUnauthorized(caught)) return
      const inputErrors = problemOf(caught)?.inputErrors
      if (inputErrors) {
        setErrors({ caption: inputErrors.caption?.[0], alt: inputErrors.alt?.[0] })
      } else {
        setError(messageOf(caught))
        onSaved(false) // someone else's change: the album as it now is, these texts kept to save
      }
    }
  }

  const field = (name: PhotoTextField, label: string, hint: string) => {
    const [input, hintId, errorId] = [`${id}-${name}`, `${id}-${name}-hint`, `${id}-${name}-error`]
    const message = errors[name]
    const Control = name === 'alt' ? 'textarea' : 'input'
    return (
      <div className={styles.photoTextField}>
        <label htmlFor={input}>{label}</label>
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
        {message && (
          <p id={errorId} className={styles.fieldError}>
            {message}
          </p>
        )}
        <Control
          id={input}
          name={name}
          value={texts[name]}
          maxLength={PHOTO_TEXT_LIMITS[name]}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setTextsState({ ...texts, [name]: event.target.value })}
          {...(name === 'alt' ? { rows: 3 } : { type: 'text' })}
        />
      </div>
    )
  }

  return (
    <details className={styles.photoTexts}>
      <summary>
        {GALLERY.textsSummary}
        <span className="visually-hidden">{GALLERY.textsSummaryOf(photo.name)}</span>
      </summary>
      <form noValidate onSubmit={(event) => void save(event)}>
        {field('caption', GALLERY.caption, GALLERY.captionHint)}
        {field('alt', GALLERY.alt, GALLERY.altHint)}
        <ErrorNote message={error} />
        <button type="submit" className="button" aria-disabled={busy || isLoading}>
          {GALLERY.saveTexts}
          <span className="visually-hidden">{GALLERY.saveTextsOf(photo.name)}</span>
        </button>
        <p role="status" className={styles.muted}>
          {status}
        </p>
      </form>
    </details>
  )
}
