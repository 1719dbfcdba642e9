import { GALLERY } from '../text/gallery'
import type { AlbumPhoto } from '../types'
import { PhotoPreview } from './PhotoPreview'
import * as styles from '../Staff.module.css'

export type Step = -1 | 1

export interface PhotoCardProps {
  apiPath: string
  photo: AlbumPhoto
  at: number
  count: number
  busy: boolean
  onToggle: (photo: AlbumPhoto) => void
  onMove: (photo: AlbumPhoto, step: Step) => void
  moveButton: (step: Step) => (button: HTMLButtonElement | null) => void
}

/** A photo of the album being edited: its preview, place, moves and hide button. */
export function PhotoCard(props: PhotoCardProps) {
  const { apiPath, photo, at, count, busy, onToggle, onMove, moveButton } = props
  // aria-disabled, not disabled, at either end: the button keeps the focus a move gave it.
  const move = (step: Step, label: string, text: string, end: boolean) => (
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
  return (
    <li className={photo.hidden ? `${styles.photo} ${styles.photoHidden}` : styles.photo}>
      <PhotoPreview
        path={`${apiPath}/photos/${encodeURIComponent(photo.name)}`}
        alt={photo.caption ?? GALLERY.photoAlt(photo.name)}
      />
      <p className={styles.photoName}>
        {GALLERY.position(at)} {photo.name}
        {photo.hidden && <span className={styles.badge}> · {GALLERY.hiddenBadge}</span>}
      </p>
      <div className={styles.moveButtons}>
        {move(-1, GALLERY.moveEarlier(photo.name), `← ${GALLERY.earlierLabel}`, at === 1)}
        {move(1, GALLERY.moveLater(photo.name), `${GALLERY.laterLabel} →`, at === count)}
      </div>
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
