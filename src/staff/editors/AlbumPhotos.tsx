import { useLayoutEffect, useRef, useState } from 'react'
import { isUnauthorized, messageOf } from '../api'
import { galleryApiPath, useSetPhotoHiddenMutation, type AlbumKey } from '../query/content'
import { GALLERY } from '../text/gallery'
import type { AlbumContent, AlbumPhoto } from '../types'
import { ErrorNote } from '../ui'
import { OrderConflictNote } from './OrderConflictNote'
import { PhotoCard, type Step } from './PhotoCard'
import { usePhotoOrder } from './usePhotoOrder'
import { Section } from '../Section'
import * as styles from '../Staff.module.css'

/**
 * The album's photos in the gallery editor: each hidden or shown at once (issue #7), moved one
 * place earlier or later and the order then saved (issue #18).
 */
export function AlbumPhotos({
  albumKey,
  content,
  onChanged,
}: {
  albumKey: AlbumKey
  content: AlbumContent
  /** After a save: the album as now saved (shown until loaded again), and whether it publishes. */
  onChanged: (album: AlbumContent | null, published: boolean) => void
}) {
  const [setPhotoHidden] = useSetPhotoHiddenMutation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const order = usePhotoOrder({ albumKey, content, onSaved: onChanged })
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const saveButton = useRef<HTMLButtonElement>(null)
  const [focus, setFocus] = useState<{ name: string; step: Step } | null>(null)

  // The moved photo's button keeps the focus wherever its card went.
  useLayoutEffect(() => {
    if (!focus) return
    buttons.current.get(`${focus.name}:${focus.step}`)?.focus()
    setFocus(null)
  }, [focus])

  async function toggle(photo: AlbumPhoto) {
    setBusy(true)
    setError('')
    try {
      await setPhotoHidden({
        ...albumKey,
        photo: photo.name,
        hidden: !photo.hidden,
        version: content.version,
      }).unwrap()
      onChanged(null, true)
    } catch (caught) {
      if (!isUnauthorized(caught)) setError(messageOf(caught))
      onChanged(null, false) // someone else's change, or the last shown photo: show it as it is
    } finally {
      setBusy(false)
    }
  }

  const byName = new Map(content.photos.map((photo) => [photo.name, photo]))
  const photos = order.names.map((name) => byName.get(name)!)
  const hidden = photos.filter((photo) => photo.hidden).length
  const choose = (keep: () => void) => {
    keep()
    saveButton.current?.focus()
  }
  return (
    <Section id="gallery-photos" heading={GALLERY.photosHeading} hint={GALLERY.photosHint}>
      <p className={styles.muted}>{GALLERY.orderHint}</p>
      <p role="status">{GALLERY.shownCount(photos.length - hidden, hidden)}</p>
      <ErrorNote message={error} />
      <ul className={styles.photos}>
        {photos.map((photo, i) => (
          <PhotoCard
            key={photo.name}
            apiPath={galleryApiPath(albumKey.years, albumKey.slug)}
            photo={photo}
            at={i + 1}
            count={photos.length}
            busy={busy || order.busy}
            onToggle={(chosen) => void toggle(chosen)}
            onMove={(moved, step) => {
              order.move(moved.name, step)
              setFocus({ name: moved.name, step })
            }}
            moveButton={(step) => (button) => {
              const key = `${photo.name}:${step}`
              if (button) buttons.current.set(key, button)
              else buttons.current.delete(key)
            }}
          />
        ))}
      </ul>
      <div
        className={
          // Not over the photos while a conflict's two lists are shown.
          order.changed && !order.conflict
            ? `${styles.orderBar} ${styles.orderBarChanged}`
            : styles.orderBar
        }
      >
        {order.changed && <p>{GALLERY.orderUnsaved}</p>}
        {order.conflict && (
          <OrderConflictNote
            conflict={order.conflict}
            onKeepTheirs={() => choose(order.reset)}
            onTakeMine={() => choose(() => void order.save())}
          />
        )}
        <p role="status">{order.note?.kind === 'status' ? order.note.text : ''}</p>
        <ErrorNote message={order.note?.kind === 'error' ? order.note.text : ''} />
        <div className={styles.actions}>
          <button
            ref={saveButton}
            type="button"
            className="button button--primary"
            aria-disabled={order.busy}
            onClick={() => void order.save()}
          >
            {GALLERY.saveOrder}
          </button>
          {order.changed && (
            <button type="button" className="button" onClick={order.reset}>
              {GALLERY.resetOrder}
            </button>
          )}
        </div>
      </div>
    </Section>
  )
}
