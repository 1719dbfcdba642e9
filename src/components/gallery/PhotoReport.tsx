import { lazy, Suspense } from 'react'
import type { ReportedPhoto } from './sendPhotoReport'

// The form's code comes with the first click, not with the album page (its JS budget, issue #10).
const PhotoReportDialog = lazy(() => import('./PhotoReportDialog'))

export interface PhotoReportProps {
  /** The photo being reported, or null while no report is open. */
  photo: ReportedPhoto | null
  alt: string
  onClose: () => void
}

/** The "Zgłoś zdjęcie" dialog of an album page, loaded when first opened. */
export function PhotoReport({ photo, alt, onClose }: PhotoReportProps) {
  if (!photo) return null
  return (
    <Suspense fallback={null}>
      <PhotoReportDialog key={photo.photo} photo={photo} alt={alt} onClose={onClose} />
    </Suspense>
  )
}
