// The enrolment form itself (SPEC.md §3 blocks, §4 "Form submission", §5 rules), loaded on demand
// by Enrollment.tsx. Values are checked by the same function the API uses (validateEnrollmentFor).
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik'
import { useEffect, useRef, useState } from 'react'
import {
  DateField,
  FieldPathContext,
  RadioGroup,
  RepeatableGroup,
  SelectField,
  TextareaField,
  TextField,
} from '../../components/form'
import {
  BIRTH_DATE_MAX,
  BIRTH_DATE_MIN,
  ENROLLMENT_HINTS,
  ENROLLMENT_LABELS as L,
  initialEnrollmentValues,
  initialStudent,
  LIMITS,
  PHOTO_OPTIONS,
  STUDENT_COMMENTS_PLACEHOLDER,
  STUDENT_LABELS as S,
  SUBJECT_OPTIONS,
  studentFieldName,
  toSchemaPath,
  US_STATE_CODES,
  validateEnrollmentFor,
  type EnrollmentField,
  type EnrollmentValues,
  type StudentField,
} from '../../domain/enrollment'
import type { ConfirmationSender } from '../../domain/enrollment/constants'
import { DraftKeeper, FocusFirstError, FormFooter, useFormSender } from '../FormEffects'
import { formikValidate } from '../formik'
import type { PendingSubmission } from '../pending'
import { useBlocksInTurn } from '../useBlocksInTurn'
import { DRAFT_NOTE } from '../text'
import { shiftOptionsFor, type SchoolChoices } from './school'
import { BACK_TO_INFO_LABEL, BLOCKS, FORM_HEADING, REQUIRED_NOTE, SUBMIT_LABEL } from './text'
import * as styles from './Enrollment.module.css'

export interface EnrollmentFormProps {
  school: SchoolChoices
  initialValues: EnrollmentValues
  pending: PendingSubmission | undefined
  onValuesChange: (values: EnrollmentValues) => void
  onPending: (pending: PendingSubmission, values: EnrollmentValues) => void
  onClear: () => void
  onSent: (number: string, values: EnrollmentValues, sender: ConfirmationSender) => void
  onBack: () => void
}

const EMPTY = initialEnrollmentValues()
/** Drawn in turn: mother, father, emergency contact, address, students, then photos and sending. */
const BLOCK_COUNT = 6
const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: code }))

function Parent({ who }: { who: 'mother' | 'father' }) {
  const name = (field: 'FirstName' | 'LastName' | 'Email' | 'Phone') =>
    `${who}${field}` as EnrollmentField
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{BLOCKS[who]}</legend>
      <div className={styles.grid}>
        <TextField
          name={name('FirstName')}
          label={L[name('FirstName')].label!}
          autoComplete="off"
          maxLength={LIMITS.firstName}
        />
        <TextField
          name={name('LastName')}
          label={L[name('LastName')].label!}
          autoComplete="off"
          maxLength={LIMITS.lastName}
        />
        <TextField
          name={name('Email')}
          label={L[name('Email')].label!}
          type="email"
          autoComplete="off"
          hint={ENROLLMENT_HINTS[name('Email')]}
          maxLength={LIMITS.email}
        />
        <TextField
          name={name('Phone')}
          label={L[name('Phone')].label!}
          type="tel"
          autoComplete="off"
          hint={ENROLLMENT_HINTS[name('Phone')]}
          placeholder="630-555-0101"
        />
      </div>
    </fieldset>
  )
}

function Student({ index, school }: { index: number; school: SchoolChoices }) {
  const { values } = useFormikContext<EnrollmentValues>()
  const level = values.students[index]?.level ?? ''
  // SPEC.md §3: "field names prefixed 'student-{index}-'", the names the API's errors use too.
  const path = (field: StudentField) => studentFieldName(index, field)
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{BLOCKS.student(index)}</legend>
      <div className={styles.grid}>
        <TextField
          name={path('firstName')}
          label={S.firstName.label!}
          required
          autoComplete="off"
          maxLength={LIMITS.firstName}
        />
        <TextField
          name={path('lastName')}
          label={S.lastName.label!}
          required
          autoComplete="off"
          maxLength={LIMITS.lastName}
        />
        <DateField
          name={path('birthDate')}
          label={S.birthDate.label!}
          required
          min={BIRTH_DATE_MIN}
          max={BIRTH_DATE_MAX}
        />
        <TextField
          name={path('birthCountry')}
          label={S.birthCountry.label!}
          required
          autoComplete="off"
          maxLength={LIMITS.birthCountry}
        />
        <SelectField name={path('level')} label={S.level.label!} required options={school.levels} />
        <SelectField
          name={path('buildingId')}
          label={S.buildingId.label!}
          required
          options={shiftOptionsFor(school, level)}
        />
        <SelectField
          name={path('subjects')}
          label={S.subjects.label!}
          required
          options={SUBJECT_OPTIONS}
        />
      </div>
      <TextareaField
        name={path('comments')}
        label={S.comments.label!}
        rows={3}
        placeholder={STUDENT_COMMENTS_PLACEHOLDER}
        maxLength={LIMITS.comments}
      />
    </fieldset>
  )
}

function Emergency() {
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{BLOCKS.emergency}</legend>
      <div className={styles.grid}>
        <TextField
          name="erFirstName"
          label={L.erFirstName.label!}
          autoComplete="off"
          maxLength={LIMITS.firstName}
        />
        <TextField
          name="erLastName"
          label={L.erLastName.label!}
          autoComplete="off"
          maxLength={LIMITS.lastName}
        />
        <TextField
          name="erEmail"
          label={L.erEmail.label!}
          type="email"
          autoComplete="off"
          maxLength={LIMITS.email}
        />
        <TextField
          name="erPhone"
          label={L.erPhone.label!}
          type="tel"
          required
          autoComplete="off"
          hint={ENROLLMENT_HINTS.erPhone}
          placeholder="630-555-0101"
        />
      </div>
    </fieldset>
  )
}

function Address() {
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{BLOCKS.address}</legend>
      <div className={styles.grid}>
        <TextField
          name="address"
          label={L.address.label!}
          required
          autoComplete="street-address"
          maxLength={LIMITS.addressMax}
        />
        <TextField
          name="city"
          label={L.city.label!}
          required
          autoComplete="address-level2"
          maxLength={LIMITS.city}
        />
        <SelectField name="state" label={L.state.label!} required options={STATE_OPTIONS} />
        <TextField
          name="zip"
          label={L.zip.label!}
          required
          autoComplete="postal-code"
          maxLength={LIMITS.zip}
        />
      </div>
      <TextareaField
        name="comments"
        label={L.comments.label!}
        rows={7}
        maxLength={LIMITS.comments}
      />
    </fieldset>
  )
}

function Students({ school }: { school: SchoolChoices }) {
  return (
    <div className={styles.block}>
      <h3 id="enrollment-students-heading" className={styles.legend}>
        {BLOCKS.students}
      </h3>
      <RepeatableGroup
        name="students"
        min={1}
        newItem={initialStudent}
        addLabel={BLOCKS.addStudent}
        itemLabel={BLOCKS.studentItem}
      >
        {(index) => <Student index={index} school={school} />}
      </RepeatableGroup>
    </div>
  )
}

export default function EnrollmentForm({
  school,
  initialValues,
  pending,
  onValuesChange,
  onPending,
  onClear,
  onSent,
  onBack,
}: EnrollmentFormProps) {
  const [start] = useState(initialValues)
  const shown = useBlocksInTurn(BLOCK_COUNT)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const sender = useFormSender<EnrollmentValues, { number?: unknown; confirmation?: unknown }>({
    path: '/api/enrollments',
    pending,
    onPending,
    pathOf: toSchemaPath,
  })
  const formRef = sender.formRef

  useEffect(() => headingRef.current?.focus(), [])

  const validate = formikValidate<EnrollmentValues>(
    (values) => validateEnrollmentFor(school.options, values),
    toSchemaPath,
  )

  async function onSubmit(values: EnrollmentValues, helpers: FormikHelpers<EnrollmentValues>) {
    const answer = await sender.send(values, helpers)
    // Only an explicit 'mail' says it was mailed: an older server's answer claims nothing.
    if (answer)
      onSent(
        String(answer.number ?? ''),
        values,
        answer.confirmation === 'mail' ? 'mail' : 'office',
      )
  }

  return (
    <Formik<EnrollmentValues> initialValues={start} validate={validate} onSubmit={onSubmit}>
      {() => (
        <FieldPathContext.Provider value={toSchemaPath}>
          <Form
            ref={formRef}
            noValidate
            className={styles.form}
            aria-labelledby="enrollment-form-heading"
          >
            <h2
              id="enrollment-form-heading"
              ref={headingRef}
              tabIndex={-1}
              className={styles.heading}
            >
              {FORM_HEADING}
            </h2>
            <p className={styles.note}>{REQUIRED_NOTE}</p>
            <p className={styles.note}>{DRAFT_NOTE}</p>
            <DraftKeeper empty={EMPTY} onChange={onValuesChange} onEmpty={onClear} />
            <FocusFirstError form={formRef} />

            <p className={styles.note}>{BLOCKS.parentsNote}</p>
            <Parent who="mother" />
            {shown >= 2 && <Parent who="father" />}

            {shown >= 3 && <Emergency />}
            {shown >= 4 && <Address />}
            {shown >= 5 && <Students school={school} />}

            {shown >= BLOCK_COUNT && (
              <>
                <RadioGroup
                  name="photo"
                  label={L.photo.label!}
                  hint={BLOCKS.photoHint}
                  required
                  options={PHOTO_OPTIONS}
                />

                <FormFooter
                  state={sender.state}
                  submitLabel={SUBMIT_LABEL}
                  backLabel={BACK_TO_INFO_LABEL}
                  onBack={onBack}
                  empty={initialEnrollmentValues}
                  onCleared={() => headingRef.current?.focus()}
                  forget={sender.forget}
                  styles={styles}
                />
              </>
            )}
          </Form>
        </FieldPathContext.Provider>
      )}
    </Formik>
  )
}
