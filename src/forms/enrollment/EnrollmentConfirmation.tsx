// The last phase: the enrolment number from the server's answer and a printable summary of what
// was sent. The summary lives only in the page's memory; the draft is already gone.
import { useEffect, useRef } from 'react'
import {
  ENROLLMENT_FIELDS,
  ENROLLMENT_LABELS,
  PHOTO_OPTIONS,
  STUDENT_FIELDS,
  STUDENT_LABELS,
  SUBJECT_OPTIONS,
  type EnrollmentField,
  type EnrollmentValues,
  type StudentField,
} from '../../domain/enrollment'
import { messageName } from '../../domain/enrollment/messages'
import { PRINT_LABEL } from '../text'
import { levelName, shiftName, type SchoolChoices } from './school'
import {
  BLOCKS,
  CONFIRMATION_HEADING,
  confirmationText,
  NEW_ENROLLMENT_LABEL,
  SUMMARY_HEADING,
} from './text'
import * as styles from './Enrollment.module.css'

const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

function familyValue(field: EnrollmentField, values: EnrollmentValues): string {
  return field === 'photo' ? optionLabel(PHOTO_OPTIONS, values.photo) : values[field]
}

function studentValue(
  field: StudentField,
  student: EnrollmentValues['students'][number],
  school: SchoolChoices,
): string {
  if (field === 'level') return levelName(school, student.level)
  if (field === 'buildingId') return shiftName(school, student.buildingId)
  if (field === 'subjects') return optionLabel(SUBJECT_OPTIONS, student.subjects)
  return student[field]
}

export default function EnrollmentConfirmation({
  number,
  values,
  school,
  onAgain,
}: {
  number: string
  values: EnrollmentValues
  school: SchoolChoices
  onAgain: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const filled = ENROLLMENT_FIELDS.filter((field) => familyValue(field, values) !== '')
  return (
    <section className={styles.confirmation} aria-labelledby="enrollment-sent-heading">
      <h2 id="enrollment-sent-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {CONFIRMATION_HEADING}
      </h2>
      <p className={styles.number} data-enrollment-number={number}>
        {confirmationText(number)}
      </p>
      <h3 className={styles.legend}>{SUMMARY_HEADING}</h3>
      <dl className={styles.summary}>
        {filled.map((field) => (
          <div key={field} className={styles.summaryRow}>
            <dt>{messageName(ENROLLMENT_LABELS[field])}</dt>
            <dd>{familyValue(field, values)}</dd>
          </div>
        ))}
      </dl>
      {values.students.map((student, index) => (
        <div key={index}>
          <h4 className={styles.legend}>{BLOCKS.student(index)}</h4>
          <dl className={styles.summary}>
            {STUDENT_FIELDS.filter((field) => student[field] !== '').map((field) => (
              <div key={field} className={styles.summaryRow}>
                <dt>{STUDENT_LABELS[field].label}</dt>
                <dd>{studentValue(field, student, school)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {PRINT_LABEL}
        </button>
        <button type="button" className="button" onClick={onAgain}>
          {NEW_ENROLLMENT_LABEL}
        </button>
      </div>
    </section>
  )
}
