// Issue #31: a change refused because someone else changed the enrolment first (409). The screen
// already shows the record as it now is; this says so, and what changed, who changed it and when,
// so the office decides again: nothing of either person is replaced without them seeing it.
import { useEffect, useRef } from 'react'
import type { EnrollmentConflict } from '../../domain/api/enrollments'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import { ENROLLMENTS } from './text'
import * as styles from '../Staff.module.css'

export function ConflictNotice({ conflict }: { conflict: EnrollmentConflict }) {
  const box = useRef<HTMLDivElement>(null)
  // The keyboard's place moves to the notice (the button pressed may be gone with the old data).
  useEffect(() => box.current?.focus(), [conflict])
  return (
    <div ref={box} role="alert" tabIndex={-1} className={`${styles.error} ${styles.noPrint}`}>
      <p>
        <strong>{ENROLLMENTS.conflictTitle}</strong>
      </p>
      <p>{conflict.message}</p>
      {conflict.changes.length > 0 && (
        <ul>
          {conflict.changes.map((change, index) => (
            <li key={index}>
              {ENROLLMENTS.conflictChange(
                formatDateTime(change.at),
                change.byName ?? '',
                change.summary,
              )}
            </li>
          ))}
        </ul>
      )}
      <p>{ENROLLMENTS.conflictHelp}</p>
    </div>
  )
}
