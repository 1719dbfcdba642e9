import { useEffect, useId, useState, type DragEvent, type FormEvent } from 'react'
import { ConfirmButton } from '../ConfirmButton'
import type { AlbumKey } from './api'
import { GALLERY } from './text'
import type { AlbumPhoto } from '../types'
import { PhotoPreview } from './PhotoPreview'
import { PhotoTexts } from './PhotoTexts'
import * as styles from '../Staff.module.css'

/** A one-place move (-1, +1), or one straight to a position: what keeps the focus after it. */
export type Step = -1 | 1 | 'to'

export interface PhotoCardProps {
  albumKey: AlbumKey
  apiPath: string
  photo: AlbumPhoto
  at: number
  count: number
  version: string
  busy: boolean
  /** Whether the site shows this photo as the album's cover. */
  isCover: boolean
  onToggle: (photo: AlbumPhoto) => void
  onMove: (photo: AlbumPhoto, step: -1 | 1) => void
  /** Moves the photo to `position` (from 1); false when there is no such place. */
  onMoveTo: (photo: AlbumPhoto, position: number) => boolean
  onCover: (photo: AlbumPhoto) => void
  onDelete: (photo: AlbumPhoto) => void
  onTextsSaved: (published: boolean) => void
  moveButton: (step: Step) => (button: HTMLButtonElement | null) => void
  /** Dragging where there is a pointer: this photo picked up, or another dropped on its place. */
  drag: {
    over: boolean
    onStart: (photo: AlbumPhoto) => void
    onOver: (photo: AlbumPhoto) => void
    onDrop: (at: number) => void
    onEnd: () => void
  }
}

/**
 * A photo of the album being edited: its preview (dragged to another place where there is a
 * pointer), place, moves, caption and alt text, cover, hide and delete buttons.
 */
export function PhotoCard(props: PhotoCardProps) {
  const { albumKey, apiPath, photo, at, count, version, busy, isCover, drag } = props
  const { onToggle, onMove, onMoveTo, onCover, onDelete, onTextsSaved, moveButton } = props
  const [position, setPosition] = useState(String(at))
  const positionId = useId()
  // The field shows the photo's place again once it has moved.
  useEffect(() => setPosition(String(at)), [at])

  // aria-disabled, not disabled, at either end: the button keeps the focus a move gave it.
  const move = (step: -1 | 1, label: string, text: string, end: boolean) => (
    <button
      type="button"
      ref={moveButton(step)}
      className={`button ${styles.moveButton}`}
      aria-label={label}
      aria-disabled={end || busy}
      onClick={() => !end && !busy && onMove(photo, step)}
    >
      {text}
    </button>
  )
  const moveTo = (event: FormEvent) => {
    event.preventDefault()
    if (!busy && !onMoveTo(photo, Number(position))) setPosition(String(at))
  }
  const dropHere = (event: DragEvent) => {
    event.preventDefault()
    drag.onDrop(at)
  }
  const classes = [styles.photo, photo.hidden && styles.photoHidden, drag.over && styles.dropTarget]
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      onDragOver={(event) => {
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        drag.onOver(photo)
      }}
      onDrop={dropHere}
    >
      <div
        className={styles.dragHandle}
        draggable={!busy}
        title={GALLERY.dragHandle(photo.name)}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move'
          event.dataTransfer.setData('text/plain', photo.name)
          drag.onStart(photo)
        }}
        onDragEnd={drag.onEnd}
      >
        <PhotoPreview
          path={`${apiPath}/photos/${encodeURIComponent(photo.name)}`}
          alt={photo.alt ?? photo.caption ?? GALLERY.photoAlt(photo.name)}
        />
      </div>
      <p className={styles.photoName}>
        {GALLERY.position(at)} {photo.name}
        {photo.hidden && <span className={styles.badge}> · {GALLERY.hiddenBadge}</span>}
        {isCover && <span className={styles.badge}> · {GALLERY.coverBadge}</span>}
      </p>
      <div className={styles.moveButtons}>
        {move(-1, GALLERY.moveEarlier(photo.name), `← ${GALLERY.earlierLabel}`, at === 1)}
        {move(1, GALLERY.moveLater(photo.name), `${GALLERY.laterLabel} →`, at === count)}
      </div>
      <form className={styles.moveTo} noValidate onSubmit={moveTo}>
        <label htmlFor={positionId}>
          {GALLERY.positionLabel}
          <span className="visually-hidden">{GALLERY.positionOf(photo.name)}</span>
        </label>
        <input
          id={positionId}
          type="number"
          inputMode="numeric"
          min={1}
          max={count}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
        />
        <button
          type="submit"
          ref={moveButton('to')}
          className={`button ${styles.moveButton}`}
          aria-disabled={busy}
        >
          {GALLERY.moveTo}
          <span className="visually-hidden">{GALLERY.moveToOf(photo.name)}</span>
        </button>
      </form>
      <PhotoTexts
        albumKey={albumKey}
        photo={photo}
        version={version}
        busy={busy}
        onSaved={onTextsSaved}
      />
      <div className={styles.photoActions}>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={photo.hidden ? GALLERY.show(photo.name) : GALLERY.hide(photo.name)}
          onClick={() => onToggle(photo)}
        >
          {photo.hidden ? GALLERY.showLabel : GALLERY.hideLabel}
        </button>
        {!photo.hidden && !isCover && (
          <button type="button" className="button" disabled={busy} onClick={() => onCover(photo)}>
            {GALLERY.setCover}
            <span className="visually-hidden">{GALLERY.setCoverOf(photo.name)}</span>
          </button>
        )}
        <ConfirmButton
          question={GALLERY.deleteQuestion(photo.name)}
          onConfirm={() => !busy && onDelete(photo)}
        >
          {GALLERY.deletePhoto}
          <span className="visually-hidden">{GALLERY.deletePhotoOf(photo.name)}</span>
        </ConfirmButton>
      </div>
    </li>
  )
}
