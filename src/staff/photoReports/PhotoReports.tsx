import { Link } from 'gatsby'
import { useId, useState } from 'react'
import { PHOTO_REPORT_STATUSES, type PhotoReportStatus } from '../../domain/photoReport'
import { routes } from '../../domain/routes'
import { isUnauthorized, messageOf } from '../api'
import { useSetPhotoHiddenMutation } from '../gallery/api'
import { useReadNow } from '../query/hooks'
import { usePhotoReportsQuery, useSetPhotoReportStatusMutation, type PhotoReportItem } from './api'
import { resourceOf } from '../query/resource'
import { galleryApiPath } from '../gallery/GalleryEditor'
import { PhotoPreview } from '../gallery/PhotoPreview'
import { PublishProgress } from '../editors/PublishProgress'
import { FilterSearch } from '../Filters'
import { staffPath } from '../routes'
import { PHOTO_REPORTS as TEXT } from './text'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import type { AlbumContent } from '../types'
import { ErrorNote, ResourceView } from '../ui'
import { useSearch } from '../useSearch'
import * as staff from '../Staff.module.css'
import * as styles from './PhotoReports.module.css'
import type { ScreenViews } from '../routes'
import type { photoReportScreens } from './screens'

export type { PhotoReportItem }

/**
 * /gazda/zgloszenia-zdjec/: visitors' requests to take a photo down, newest first. "Ukryj
 * zdjęcie" hides it through the gallery editor's own save (history, commit, publish), then marks
 * the request; the publish follows as in the gallery editor.
 */
export function PhotoReports() {
  const readNow = useReadNow()
  const [setPhotoHidden] = useSetPhotoHiddenMutation()
  const [setReportStatus] = useSetPhotoReportStatusMutation()
  const [status, setStatus] = useState('')
  const { q, box } = useSearch()
  const list = resourceOf(usePhotoReportsQuery({ status, q }))
  const [busy, setBusy] = useState<number | null>(null)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const [published, setPublished] = useState<{ at: number; path: string } | null>(null)
  const statusId = useId()

  async function act(report: PhotoReportItem, next: PhotoReportStatus) {
    setBusy(report.id)
    setError('')
    setDone('')
    try {
      if (next === 'hidden' && !report.photoHidden) {
        const { years, album: slug, photo } = report
        const album = await readNow<AlbumContent>(galleryApiPath(years, slug))
        await setPhotoHidden({ years, slug, photo, hidden: true, version: album.version }).unwrap()
        setPublished({ at: Date.now(), path: routes.galleryAlbum(report.years, report.album) })
      }
      await setReportStatus({ id: report.id, status: next }).unwrap()
      setDone(next === 'hidden' ? TEXT.hidden(report.photo) : TEXT.saved(TEXT.statusNames[next]!))
    } catch (caught) {
      if (!isUnauthorized(caught)) setError(messageOf(caught))
    } finally {
      // The list is loaded again by the changes' tags, refused or not.
      setBusy(null)
    }
  }

  return (
    <>
      {published && (
        <PublishProgress key={published.at} savedAt={published.at} publicPath={published.path} />
      )}
      <div className={staff.filters}>
        <div className={staff.filter}>
          <label htmlFor={statusId}>{TEXT.status}</label>
          <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{TEXT.allStatuses}</option>
            {PHOTO_REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {TEXT.statusNames[value]}
              </option>
            ))}
          </select>
        </div>
        <FilterSearch id="photo-report-search" label={TEXT.search} {...box} />
      </div>
      <ErrorNote message={error} />
      {done && <p role="status">{done}</p>}
      <ResourceView resource={list} onRetry={list.reload}>
        {(reports) =>
          reports.length === 0 ? (
            <p>{TEXT.empty}</p>
          ) : (
            <ul className={styles.reports} aria-label={TEXT.listLabel}>
              {reports.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  busy={busy !== null}
                  onAct={(next) => void act(report, next)}
                />
              ))}
            </ul>
          )
        }
      </ResourceView>
    </>
  )
}

/** What can be done with a request, in the card's order; hiding the photo comes first. */
const ACTIONS = [
  { next: 'hidden', label: TEXT.hide, labelFor: TEXT.hideFor, primary: true },
  { next: 'rejected', label: TEXT.reject, labelFor: TEXT.rejectFor, primary: false },
  { next: 'resolved', label: TEXT.resolve, labelFor: TEXT.resolveFor, primary: false },
] as const

/** A request goes to another status; a photo no longer there cannot be hidden. */
const canAct = (report: PhotoReportItem, next: PhotoReportStatus) =>
  report.status !== next && (next !== 'hidden' || report.photoExists)

interface ReportCardProps {
  report: PhotoReportItem
  busy: boolean
  onAct: (status: PhotoReportStatus) => void
}

function ReportCard({ report, busy, onAct }: ReportCardProps) {
  const album = report.albumTitle ?? TEXT.unknownAlbum
  const headingId = `photo-report-${report.id}`
  return (
    <li className={styles.report} aria-labelledby={headingId} data-report={report.id}>
      <div className={styles.preview}>
        {report.photoExists ? (
          <PhotoPreview
            path={`${galleryApiPath(report.years, report.album)}/photos/${encodeURIComponent(report.photo)}`}
            alt={report.photo}
          />
        ) : (
          <span className={staff.photoMissing}>{TEXT.photoGone}</span>
        )}
      </div>
      <div className={styles.details}>
        <h2 id={headingId} className={styles.title}>
          {TEXT.reportTitle(report.photo, album)}
        </h2>
        <p className={styles.links}>
          <a href={routes.galleryAlbum(report.years, report.album)}>{TEXT.onSite}</a>
          <Link to={staffPath({ view: 'album', years: report.years, slug: report.album })}>
            {TEXT.inEditor}
          </Link>
        </p>
        <dl className={styles.facts}>
          <dt>{TEXT.status}</dt>
          <dd>
            {TEXT.statusNames[report.status]}
            {report.photoHidden && report.status !== 'hidden' && ` · ${TEXT.photoHiddenNow}`}
          </dd>
          <dt>{TEXT.received}</dt>
          <dd>{formatDateTime(report.createdAt)}</dd>
          <dt>{TEXT.contact}</dt>
          <dd>
            {report.email ? <a href={`mailto:${report.email}`}>{report.email}</a> : TEXT.noContact}
          </dd>
          <dt>{TEXT.reason}</dt>
          <dd className={styles.reason}>{report.reason}</dd>
        </dl>
        {report.handledAt && (
          <p className={staff.muted}>
            {TEXT.handled(report.handledBy?.name ?? null, formatDateTime(report.handledAt))}
          </p>
        )}
        <div className={styles.actions}>
          {ACTIONS.filter(({ next }) => canAct(report, next)).map((action) => (
            <button
              key={action.next}
              type="button"
              className={action.primary ? 'button button--primary' : 'button'}
              disabled={busy}
              aria-label={action.labelFor(report.photo)}
              onClick={() => onAct(action.next)}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </li>
  )
}

/** The photo reports' screen (./screens.ts). */
export const photoReportViews: ScreenViews<typeof photoReportScreens> = {
  photoReports: () => <PhotoReports />,
}
