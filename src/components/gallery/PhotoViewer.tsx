import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { useRef } from 'react'
import { createPortal } from 'react-dom'
import galleryText from '../../domain/i18n/compiled/gallery'
import { usePolishLang } from '../../i18n/usePolishLang'
import { useText } from '../../i18n/useText'
import { ArrowLeftIcon, CloseIcon } from '../icons'
import { Picture } from '../Picture'
import { useModalDialog, useMounted } from '../useModalDialog'
import { useSwipe } from './useSwipe'
import * as styles from './PhotoViewer.module.css'

export interface ViewerPhoto {
  key: string
  image: IGatsbyImageData
  alt: string
  caption?: string
}

interface PhotoViewerProps {
  title: string
  photos: ViewerPhoto[]
  /** The photo shown, or null when the viewer is closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  /** "Zgłoś zdjęcie" for the photo shown (issue #10): the album opens its report form. */
  onReport?: (index: number) => void
}

/** The largest size the build made of a photo: what "Pobierz" downloads (issue #33). */
export function largestSource(image: IGatsbyImageData): string | undefined {
  const sources = image.images.fallback?.srcSet?.split(',') ?? []
  const last = sources.at(-1)?.trim().split(/\s+/)[0]
  return last || image.images.fallback?.src
}

/**
 * The full-screen photo viewer of an album: previous and next by buttons, arrow keys or a swipe;
 * Escape or the close button returns to the album, with focus on the photo that was opened.
 */
export function PhotoViewer({
  title,
  photos,
  index,
  onIndexChange,
  onClose,
  onReport,
}: PhotoViewerProps) {
  const t = useText(galleryText)
  const polish = usePolishLang()
  const mounted = useMounted()
  const panelRef = useRef<HTMLDivElement>(null)
  const open = mounted && index !== null
  const count = photos.length
  const go = (step: number) => index !== null && onIndexChange((index + step + count) % count)

  useModalDialog(open, panelRef, onClose, (event) => {
    if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'Home') onIndexChange(0)
    else if (event.key === 'End') onIndexChange(count - 1)
  })
  const swipe = useSwipe(open, go)

  if (!open || index === null) return null
  const photo = photos[index]
  if (!photo) return null
  const download = largestSource(photo.image)

  return createPortal(
    <div
      ref={panelRef}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={t('viewer', { title, n: index + 1, count })}
      tabIndex={-1}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {t('counter', { n: index + 1, count })}
        </p>
        <button type="button" className={styles.button} onClick={onClose} aria-label={t('close')}>
          <CloseIcon />
        </button>
      </div>
      <figure
        ref={swipe.stageRef}
        className={styles.stage}
        {...swipe.handlers}
        onDragStart={(event) => event.preventDefault()}
      >
        <Picture
          key={photo.key}
          image={photo.image}
          alt={photo.alt}
          loading="eager"
          className={styles.image}
        />
        {photo.caption && (
          <figcaption className={styles.caption} {...polish}>
            {photo.caption}
          </figcaption>
        )}
      </figure>
      <div className={styles.nav}>
        <button type="button" className={styles.button} onClick={() => go(-1)}>
          <ArrowLeftIcon />
          <span>{t('previous')}</span>
        </button>
        <button type="button" className={styles.button} onClick={() => go(1)}>
          <span>{t('next')}</span>
          <ArrowLeftIcon className={styles.flip} />
        </button>
        {download && (
          <a className={styles.button} href={download} download>
            {t('download')}
          </a>
        )}
        {onReport && (
          <button type="button" className={styles.button} onClick={() => onReport(index)}>
            {t('report')}
          </button>
        )}
      </div>
    </div>,
    document.body,
  )
}
