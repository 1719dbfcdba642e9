import { useEffect, useState } from 'react'
import type { EnrollmentConflict } from '../../domain/api/enrollments'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import { statusLabel } from './filters'
import { ConflictNotice } from './ConflictNotice'
import { Contacts } from './Contacts'
import { Notes } from './Notes'
import { StatusControls } from './StatusControls'
import { useEnrollmentQuery } from './api'
import { resourceOf } from '../query/resource'
import { useStaff } from '../session'
import { ENROLLMENTS } from './text'
import type { EnrollmentRecord } from '../types'
import { ResourceView, useViewTitle } from '../ui'
import * as styles from '../Staff.module.css'
import { FamilyFacts, StudentsTable } from './EnrollmentDetails'
import { FamilyDataActions, FamilyDeleted } from './FamilyData'

/** A tab's return within this long of the last reading does not read the record again. */
const REFOCUS_PAUSE_MS = 1000

/**
 * /gazda/zapisy/{id}/ (admin): the family's contacts first, the statuses (the family's and each
 * child's), every student, the family, the office's notes, and print. Issue #31: the record is
 * read again when its tab comes back (another admin may have changed it meanwhile).
 */
export function EnrollmentRecordView({ id }: { id: number }) {
  const query = useEnrollmentQuery(id)
  const record = resourceOf(query)
  const [deleted, setDeleted] = useState<string | null>(null)
  const { refetch } = query

  useEffect(() => {
    let last = 0
    const again = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < REFOCUS_PAUSE_MS) return
      last = Date.now()
      void refetch()
    }
    document.addEventListener('visibilitychange', again)
    window.addEventListener('focus', again)
    return () => {
      document.removeEventListener('visibilitychange', again)
      window.removeEventListener('focus', again)
    }
  }, [refetch])

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
  const { isAdmin } = useStaff()
  const [conflict, setConflict] = useState<EnrollmentConflict | null>(null)
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

      <Contacts record={record} />

      {conflict && <ConflictNotice conflict={conflict} />}
      <StatusControls record={record} onConflict={setConflict} />

      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className="button" onClick={() => window.print()}>
          {ENROLLMENTS.print}
        </button>
      </div>

      <h2>{ENROLLMENTS.students}</h2>
      <StudentsTable record={record} />

      <h2>{ENROLLMENTS.family}</h2>
      <FamilyFacts record={record} />

      {isAdmin && <Notes record={record} onConflict={setConflict} />}

      <FamilyDataActions record={record} onDeleted={onDeleted} />
    </article>
  )
}
