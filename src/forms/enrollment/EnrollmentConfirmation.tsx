// The last phase: the enrolment number from the server's answer and a printable summary of what
// was sent. The summary lives only in the page's memory; the draft is already gone. Back at this
// history entry later (Back, Forward), only the number is known (sentNumber.ts).
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
import type { ConfirmationSender } from '../../domain/enrollment/constants'
import { messageName } from '../../domain/enrollment/messages'
import { PRINT_LABEL } from '../text'
import { levelName, shiftName, type SchoolChoices } from './school'
import {
  BLOCKS,
  CONFIRMATION_HEADING,
  CONFIRMATION_TEXT,
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

/** An address too long for a phone's line breaks after its "@" rather than inside a word. */
function Breakable({ text }: { text: string }) {
  const at = text.indexOf('@')
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  )
}

function Summary({ values, school }: { values: EnrollmentValues; school: SchoolChoices }) {
  const filled = ENROLLMENT_FIELDS.filter((field) => familyValue(field, values) !== '')
  return (
    <>
      <h3 className={styles.subheading}>{SUMMARY_HEADING}</h3>
      <dl className={styles.summary}>
        {filled.map((field) => (
          <div key={field} className={styles.summaryRow}>
            <dt>{messageName(ENROLLMENT_LABELS[field])}</dt>
            <dd>
              <Breakable text={familyValue(field, values)} />
            </dd>
          </div>
        ))}
      </dl>
      {values.students.map((student, index) => (
        <div key={index}>
          <h4 className={styles.subheading}>{BLOCKS.student(index)}</h4>
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
    </>
  )
}

export default function EnrollmentConfirmation({
  number,
  values,
  sender,
  school,
  onAgain,
}: {
  number: string
  values: EnrollmentValues | null
  sender: ConfirmationSender
  school: SchoolChoices
  onAgain: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className={styles.confirmation} aria-labelledby="enrollment-sent-heading">
      <h2 id="enrollment-sent-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {CONFIRMATION_HEADING}
      </h2>
      <p className={styles.number}>
        {CONFIRMATION_TEXT.before}{' '}
        <strong className={styles.nowrap} data-enrollment-number={number}>
          {number}
        </strong>
        {CONFIRMATION_TEXT.after(sender)}
      </p>
      {values && <Summary values={values} school={school} />}
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
