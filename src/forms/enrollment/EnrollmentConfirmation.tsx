// The last phase: the enrolment number from the server's answer and a printable summary of what
// was sent. The summary lives only in the page's memory; the draft is already gone. Back at this
// history entry later (Back, Forward), only the number is known (sentNumber.ts).
import { useEffect, useRef } from 'react'
import {
  ENROLLMENT_FIELDS,
  familyDescriptionsIn,
  PHOTO_OPTIONS,
  STUDENT_FIELDS,
  studentDescriptionsIn,
  SUBJECT_OPTIONS,
  type EnrollmentField,
  type EnrollmentValues,
  type StudentField,
} from '../../domain/enrollment'
import type { ConfirmationSender } from '../../domain/enrollment/constants'
import { messageName } from '../../domain/enrollment/messages'
import formsText from '../../domain/i18n/compiled/forms'
import type { Language } from '../../domain/i18n/languages'
import { useLanguage } from '../../i18n/useText'
import { levelName, shiftName, type SchoolChoices } from './school'
import { blocksIn, confirmationTextIn, enrollmentText } from './text'
import * as styles from './Enrollment.module.css'

const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

function familyValue(field: EnrollmentField, values: EnrollmentValues, language: Language): string {
  return field === 'photo'
    ? optionLabel(familyDescriptionsIn(language).photo.options ?? PHOTO_OPTIONS, values.photo)
    : values[field]
}

function studentValue(
  field: StudentField,
  student: EnrollmentValues['students'][number],
  school: SchoolChoices,
  language: Language,
): string {
  if (field === 'level') return levelName(school, student.level)
  if (field === 'buildingId') return shiftName(school, student.buildingId)
  if (field === 'subjects')
    return optionLabel(
      studentDescriptionsIn(language).subjects.options ?? SUBJECT_OPTIONS,
      student.subjects,
    )
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
  const language = useLanguage()
  const t = enrollmentText.in(language)
  const family = familyDescriptionsIn(language)
  const labels = studentDescriptionsIn(language)
  const filled = ENROLLMENT_FIELDS.filter((field) => familyValue(field, values, language) !== '')
  return (
    <>
      <h3 className={styles.subheading}>{t('summaryHeading')}</h3>
      <dl className={styles.summary}>
        {filled.map((field) => (
          <div key={field} className={styles.summaryRow}>
            <dt>{messageName(family[field])}</dt>
            <dd>
              <Breakable text={familyValue(field, values, language)} />
            </dd>
          </div>
        ))}
      </dl>
      {values.students.map((student, index) => (
        <div key={index}>
          <h4 className={styles.subheading}>{blocksIn(language).student(index)}</h4>
          <dl className={styles.summary}>
            {STUDENT_FIELDS.filter((field) => student[field] !== '').map((field) => (
              <div key={field} className={styles.summaryRow}>
                <dt>{labels[field].label}</dt>
                <dd>{studentValue(field, student, school, language)}</dd>
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
  const language = useLanguage()
  const t = enrollmentText.in(language)
  const confirmation = confirmationTextIn(language)
  const print = formsText.in(language)('print')
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className={styles.confirmation} aria-labelledby="enrollment-sent-heading">
      <h2 id="enrollment-sent-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('confirmationHeading')}
      </h2>
      <p className={styles.number}>
        {confirmation.before}{' '}
        <strong className={styles.nowrap} data-enrollment-number={number}>
          {number}
        </strong>
        {confirmation.after(sender)}
      </p>
      {values && <Summary values={values} school={school} />}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {print}
        </button>
        <button type="button" className="button" onClick={onAgain}>
          {t('newEnrollment')}
        </button>
      </div>
    </section>
  )
}
