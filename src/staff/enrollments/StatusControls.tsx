// The record's status workflow (issue #31): the family's status, set on every child at once, and
// each child's own. Every change asks first (ConfirmButton: no one-tap change on a phone) and is
// made on the version the screen shows (If-Match); a 409 goes to `onConflict`.
import { useEffect, useRef, useState } from 'react'
import type { EnrollmentConflict } from '../../domain/api/enrollments'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import { messageOf } from '../api'
import { ConfirmButton } from '../ConfirmButton'
import { STATUS_LABELS, statusChangedBy, statusLabel } from './filters'
import {
  conflictOf,
  useChangeEnrollmentStatusMutation,
  useChangeStudentStatusMutation,
} from './api'
import { failureOf } from '../query/resource'
import { useStaff } from '../session'
import { ENROLLMENTS } from './text'
import { ENROLLMENT_STATUSES, type EnrollmentRecord, type EnrollmentStatus } from '../types'
import { ActionOutcome } from '../ui'
import * as frame from '../../components/form/FieldFrame.module.css'
import * as styles from '../Staff.module.css'

export type OnConflict = (conflict: EnrollmentConflict | null) => void

/** What a refused change means: the 409's notice, or the server's message beside the control. */
export function refused(caught: unknown, onConflict: OnConflict, setError: (m: string) => void) {
  const conflict = conflictOf(caught)
  if (conflict) onConflict(conflict)
  else if (failureOf(caught).status !== 'loading') setError(messageOf(caught))
}

/** A student as the record holds it. */
type StudentRecord = EnrollmentRecord['students'][number]

export const studentName = (student: StudentRecord) =>
  `${student.firstName} ${student.lastName}`.trim()

export function StatusControls({
  record,
  onConflict,
}: {
  record: EnrollmentRecord
  onConflict: OnConflict
}) {
  return (
    <section className={`${styles.workflow} ${styles.noPrint}`} aria-labelledby="status-heading">
      <h2 id="status-heading">{ENROLLMENTS.changeStatus}</h2>
      {record.students.length > 0 && (
        <>
          <h3>{ENROLLMENTS.childStatuses}</h3>
          {record.students.map((student) => (
            <ChildStatus
              key={student.id}
              record={record}
              student={student}
              onConflict={onConflict}
            />
          ))}
        </>
      )}
      <FamilyStatus record={record} onConflict={onConflict} />
    </section>
  )
}

/** Every child of the family at once (PATCH {status}), as the status buttons always did. */
function FamilyStatus({
  record,
  onConflict,
}: {
  record: EnrollmentRecord
  onConflict: OnConflict
}) {
  const { user } = useStaff()
  const [changeStatus] = useChangeEnrollmentStatusMutation()
  const [announcement, setAnnouncement] = useState('')
  const [error, setError] = useState('')
  const pressed = useRef<HTMLButtonElement>(null)
  const saved = useRef(false)

  // The button pressed becomes the current status's: the keyboard's place follows it there.
  useEffect(() => {
    if (saved.current) pressed.current?.focus()
    saved.current = false
  }, [record.status])

  async function change(status: EnrollmentStatus) {
    setError('')
    setAnnouncement('')
    try {
      const by = user?.name ?? null
      await changeStatus({ id: record.id, status, version: record.version, by }).unwrap()
      saved.current = true
      onConflict(null)
      setAnnouncement(ENROLLMENTS.statusSaved(STATUS_LABELS[status]))
    } catch (caught) {
      refused(caught, onConflict, setError)
    }
  }

  const who = statusChangedBy(record)
  return (
    <>
      <h3>{ENROLLMENTS.familyStatus}</h3>
      <div className={styles.actions}>
        {ENROLLMENT_STATUSES.map((status) =>
          status === record.status ? (
            <button
              key={status}
              ref={pressed}
              type="button"
              className="button button--primary"
              aria-pressed
            >
              {STATUS_LABELS[status]}
            </button>
          ) : (
            <ConfirmButton
              key={status}
              question={ENROLLMENTS.familyQuestion(STATUS_LABELS[status])}
              onConfirm={() => void change(status)}
            >
              {STATUS_LABELS[status]}
            </ConfirmButton>
          ),
        )}
      </div>
      {record.statusChangedAt && (
        <p className={styles.muted}>
          {ENROLLMENTS.statusChanged(formatDateTime(record.statusChangedAt), who)}
        </p>
      )}
      <ActionOutcome announcement={announcement} error={error} />
    </>
  )
}

/** One child's status: a choice, then "Zapisz", which asks before it changes anything. */
function ChildStatus({
  record,
  student,
  onConflict,
}: {
  record: EnrollmentRecord
  student: StudentRecord
  onConflict: OnConflict
}) {
  const [changeStudent, { isLoading }] = useChangeStudentStatusMutation()
  const [draft, setDraft] = useState<EnrollmentStatus>(student.status)
  const [announcement, setAnnouncement] = useState('')
  const [error, setError] = useState('')
  const select = useRef<HTMLSelectElement>(null)
  const name = studentName(student)
  const id = `student-status-${student.id}`

  // The choice follows the child's status as it is now (saved here, or changed by someone else).
  useEffect(() => setDraft(student.status), [student.status])

  async function save(status: EnrollmentStatus) {
    setError('')
    setAnnouncement('')
    try {
      await changeStudent({
        id: record.id,
        studentId: student.id,
        status,
        version: record.version,
      }).unwrap()
      onConflict(null)
      setAnnouncement(ENROLLMENTS.studentStatusSaved(name, STATUS_LABELS[status]))
    } catch (caught) {
      refused(caught, onConflict, setError)
    } finally {
      // "Zapisz" is disabled once the choice is the status: the keyboard goes back to the choice.
      select.current?.focus()
    }
  }

  const saveText = (
    <>
      {ENROLLMENTS.save}
      <span className="visually-hidden">{ENROLLMENTS.saveFor(name)}</span>
    </>
  )
  return (
    <div>
      <p>
        <strong>{name}</strong>: {statusLabel(student.status)}
        {student.statusChangedAt && (
          <span className={styles.muted}>
            {' '}
            (
            {ENROLLMENTS.childStatusChanged(
              formatDateTime(student.statusChangedAt),
              student.statusChangedByName ?? '',
            )}
            )
          </span>
        )}
      </p>
      <div className={styles.childStatus}>
        <div>
          <label htmlFor={id} className={frame.label}>
            {ENROLLMENTS.childStatusLabel(name)}
          </label>
          <select
            ref={select}
            id={id}
            className={frame.control}
            value={draft}
            onChange={(event) => setDraft(event.target.value as EnrollmentStatus)}
          >
            {ENROLLMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {draft === student.status || isLoading ? (
          <button type="button" className="button" disabled>
            {saveText}
          </button>
        ) : (
          <ConfirmButton
            question={ENROLLMENTS.childQuestion(name, STATUS_LABELS[draft])}
            onConfirm={() => void save(draft)}
          >
            {saveText}
          </ConfirmButton>
        )}
      </div>
      <ActionOutcome announcement={announcement} error={error} />
    </div>
  )
}
