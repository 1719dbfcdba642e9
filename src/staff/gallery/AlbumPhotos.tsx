import { useLayoutEffect, useRef, useState } from 'react'
import { isUnauthorized, messageOf } from '../api'
import {
  galleryApiPath,
  useDeletePhotoMutation,
  useSetAlbumCoverMutation,
  useSetPhotoHiddenMutation,
  type AlbumKey,
} from './api'
import { GALLERY } from './text'
import type { AlbumContent, AlbumPhoto } from '../types'
import { ErrorNote } from '../ui'
import { OrderConflictNote } from './OrderConflictNote'
import { PhotoCard, type Step } from './PhotoCard'
import { usePhotoOrder } from './usePhotoOrder'
import { Section } from '../Section'
import * as styles from '../Staff.module.css'

/**
 * The album's photos in the gallery editor: each hidden or shown at once (issue #7), moved one
 * place earlier or later and the order then saved (issue #18); moved straight to a position or
 * dragged there, given a caption and an alt text, made the cover, or deleted (issue #30).
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
  const [setAlbumCover] = useSetAlbumCoverMutation()
  const [deletePhoto] = useDeletePhotoMutation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const order = usePhotoOrder({ albumKey, content, onSaved: onChanged })
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const saveButton = useRef<HTMLButtonElement>(null)
  const [focus, setFocus] = useState<{ name: string; step: Step } | null>(null)
  const [dragged, setDragged] = useState<string | null>(null)
  const [over, setOver] = useState<string | null>(null)

  // The moved photo's button keeps the focus wherever its card went.
  useLayoutEffect(() => {
    if (!focus) return
    buttons.current.get(`${focus.name}:${focus.step}`)?.focus()
    setFocus(null)
  }, [focus])

  /** One change of album.yaml (or a photo's file) saved at once with the album's version. */
  async function change(save: () => Promise<unknown>, done?: string) {
    setBusy(true)
    setError('')
    setNotice('')
    try {
      await save()
      if (done) setNotice(done)
      onChanged(null, true)
      return true
    } catch (caught) {
      if (!isUnauthorized(caught)) setError(messageOf(caught))
      onChanged(null, false) // someone else's change, or the last shown photo: show it as it is
      return false
    } finally {
      setBusy(false)
    }
  }

  const toggle = (photo: AlbumPhoto) =>
    change(() =>
      setPhotoHidden({
        ...albumKey,
        photo: photo.name,
        hidden: !photo.hidden,
        version: content.version,
      }).unwrap(),
    )
  const cover = (photo: AlbumPhoto) =>
    change(
      () => setAlbumCover({ ...albumKey, cover: photo.name, version: content.version }).unwrap(),
      GALLERY.coverSaved(photo.name),
    )
  async function remove(photo: AlbumPhoto) {
    const removed = await change(
      () => deletePhoto({ ...albumKey, photo: photo.name, version: content.version }).unwrap(),
      GALLERY.deleted(photo.name),
    )
    // Its card is gone: the focus goes to what says so.
    if (removed) noticeRef.current?.focus()
  }

  const byName = new Map(content.photos.map((photo) => [photo.name, photo]))
  const photos = order.names.map((name) => byName.get(name)!)
  const hidden = photos.filter((photo) => photo.hidden).length
  // The site's cover: the one album.yaml names, or else the first shown photo as saved.
  const coverName = content.cover ?? content.photos.find((photo) => !photo.hidden)?.name
  const choose = (keep: () => void) => {
    keep()
    saveButton.current?.focus()
  }
  const endDrag = () => {
    setDragged(null)
    setOver(null)
  }
  return (
    <Section id="gallery-photos" heading={GALLERY.photosHeading} hint={GALLERY.photosHint}>
      <p className={styles.muted}>{GALLERY.orderHint}</p>
      <p role="status">{GALLERY.shownCount(photos.length - hidden, hidden)}</p>
      <p role="status" ref={noticeRef} tabIndex={-1}>
        {notice}
      </p>
      <ErrorNote message={error} />
      <ul className={styles.photos}>
        {photos.map((photo, i) => (
          <PhotoCard
            key={photo.name}
            albumKey={albumKey}
            apiPath={galleryApiPath(albumKey.years, albumKey.slug)}
            photo={photo}
            at={i + 1}
            count={photos.length}
            version={content.version}
            busy={busy || order.busy}
            isCover={photo.name === coverName}
            onToggle={(chosen) => void toggle(chosen)}
            onCover={(chosen) => void cover(chosen)}
            onDelete={(chosen) => void remove(chosen)}
            onTextsSaved={(published) => onChanged(null, published)}
            onMove={(moved, step) => {
              order.move(moved.name, step)
              setFocus({ name: moved.name, step })
            }}
            onMoveTo={(moved, position) => {
              const done = order.moveTo(moved.name, position)
              if (done) setFocus({ name: moved.name, step: 'to' })
              return done
            }}
            moveButton={(step) => (button) => {
              const key = `${photo.name}:${step}`
              if (button) buttons.current.set(key, button)
              else buttons.current.delete(key)
            }}
            drag={{
              over: dragged !== null && over === photo.name && dragged !== photo.name,
              onStart: (picked) => setDragged(picked.name),
              onOver: (target) => dragged && setOver(target.name),
              onDrop: (at) => {
                if (dragged) order.moveTo(dragged, at)
                endDrag()
              },
              onEnd: endDrag,
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
