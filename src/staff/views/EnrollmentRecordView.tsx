import { useState } from 'react'
import { STATUS_LABELS, statusChangedBy, statusLabel } from '../enrollments'
import { useStaff } from '../session'
import { ENROLLMENTS } from '../text/enrollments'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import { ENROLLMENT_STATUSES, type EnrollmentRecord, type EnrollmentStatus } from '../types'
import { messageOf } from '../api'
import { useChangeEnrollmentStatusMutation, useEnrollmentQuery } from '../query/records'
import { failureOf, resourceOf } from '../query/resource'
import { ErrorNote, ResourceView, useViewTitle } from '../ui'
import * as styles from '../Staff.module.css'
import { FamilyFacts, StudentsTable } from './EnrollmentDetails'
import { FamilyDataActions, FamilyDeleted } from './FamilyData'

/** /gazda/zapisy/{id}/ (admin): the family, every student, the status workflow and print. */
export function EnrollmentRecordView({ id }: { id: number }) {
  const record = resourceOf(useEnrollmentQuery(id))
  const [deleted, setDeleted] = useState<string | null>(null)
  if (deleted) return <FamilyDeleted number={deleted} />
  return (
    <ResourceView resource={record} onRetry={record.reload}>
      {(data) => <Enrollment record={data} onDeleted={setDeleted} />}
    </ResourceView>
  )
}

function Enrollment({
  record,
  onDeleted,
}: {
  record: EnrollmentRecord
  onDeleted: (number: string) => void
}) {
  useViewTitle(ENROLLMENTS.recordTitle(record.number))
  return (
    <article className={styles.record}>
      <dl className={styles.facts}>
        <div>
          <dt>{ENROLLMENTS.schoolYear}</dt>
          <dd>{record.schoolYear.replace('-', '/')}</dd>
        </div>
        <div>
          <dt>{ENROLLMENTS.created}</dt>
          <dd>{formatDateTime(record.createdAt)}</dd>
        </div>
        <div>
          <dt>{ENROLLMENTS.currentStatus}</dt>
          <dd data-status={record.status}>{statusLabel(record.status)}</dd>
        </div>
      </dl>
      {record.possibleDuplicate && <p className={styles.notice}>{ENROLLMENTS.duplicateWarning}</p>}

      <StatusWorkflow record={record} />

      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className="button" onClick={() => window.print()}>
          {ENROLLMENTS.print}
        </button>
      </div>

      <h2>{ENROLLMENTS.students}</h2>
      <StudentsTable record={record} />

      <h2>{ENROLLMENTS.family}</h2>
      <FamilyFacts record={record} />

      <FamilyDataActions record={record} onDeleted={onDeleted} />
    </article>
  )
}

/**
 * New → accepted, waitlisted or rejected (and back): PATCH {status}; who and when, as answered
 * (the record shows it at once; the enrolment list is loaded again by its tag).
 */
function StatusWorkflow({ record }: { record: EnrollmentRecord }) {
  const { user } = useStaff()
  const [changeStatus] = useChangeEnrollmentStatusMutation()
  const [saving, setSaving] = useState<EnrollmentStatus | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [error, setError] = useState('')

  async function change(status: EnrollmentStatus) {
    setSaving(status)
    setError('')
    try {
      await changeStatus({ id: record.id, status, by: user?.name ?? null }).unwrap()
      setAnnouncement(ENROLLMENTS.statusSaved(STATUS_LABELS[status]))
    } catch (caught) {
      if (failureOf(caught).status !== 'loading') setError(messageOf(caught))
    } finally {
      setSaving(null)
    }
  }

  const who = statusChangedBy(record)
  return (
    <section className={`${styles.workflow} ${styles.noPrint}`} aria-labelledby="status-heading">
      <h2 id="status-heading">{ENROLLMENTS.changeStatus}</h2>
      <div className={styles.actions}>
        {ENROLLMENT_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={status === record.status ? 'button button--primary' : 'button'}
            aria-pressed={status === record.status}
            disabled={saving !== null}
            onClick={() => status !== record.status && void change(status)}
          >
            {STATUS_LABELS[status]}
          </button>
        ))}
      </div>
      {record.statusChangedAt && (
        <p className={styles.muted}>
          {ENROLLMENTS.statusChanged(formatDateTime(record.statusChangedAt), who)}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ErrorNote message={error} />
    </section>
  )
}
