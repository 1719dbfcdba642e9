// The enrolment form itself (SPEC.md §3 blocks, §4 "Form submission", §5 rules), loaded on demand
// by Enrollment.tsx. Values are checked by the same function the API uses (validateEnrollmentFor).
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik'
import { useEffect, useRef, useState } from 'react'
import { FieldPathContext, RepeatableGroup } from '../../components/form'
import {
  blockFields,
  describeField,
  initialEnrollmentValues,
  initialStudent,
  isWide,
  restoreEnrollmentValues,
  STUDENT_DESCRIPTIONS,
  STUDENT_FIELDS,
  studentFieldName,
  toSchemaPath,
  validateEnrollmentFor,
  type EnrollmentValues,
  type FamilyBlock,
  type FieldDescription,
  type StudentField,
} from '../../domain/enrollment'
import type { ConfirmationSender } from '../../domain/enrollment/constants'
import { DraftKeeper, FocusFirstError, FormFooter, useFormSender } from '../FormEffects'
import { formikValidate } from '../formik'
import type { PendingSubmission } from '../pending'
import { useBlocksInTurn } from '../useBlocksInTurn'
import { DRAFT_NOTE } from '../text'
import { DescribedField } from './DescribedField'
import { shiftOptionsFor, type SchoolChoices } from './school'
import { BACK_TO_INFO_LABEL, BLOCKS, FORM_HEADING, REQUIRED_NOTE, SUBMIT_LABEL } from './text'
import * as styles from './Enrollment.module.css'

export interface EnrollmentFormProps {
  school: SchoolChoices
  /**
   * The draft kept in the tab (values as saved, perhaps by an older form): read here, in the form's
   * own chunk, so that the page does not load the fields' descriptions before the form.
   */
  draft: unknown
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

interface Described {
  name: string
  field: FieldDescription
  choices?: readonly { value: string; label: string }[]
}

/** A block's fields: the short ones in a grid, text areas below it. */
function Fields({ fields }: { fields: Described[] }) {
  const shown = (wide: boolean) =>
    fields
      .filter(({ field }) => isWide(field) === wide)
      .map((described) => <DescribedField key={described.name} {...described} />)
  return (
    <>
      <div className={styles.grid}>{shown(false)}</div>
      {shown(true)}
    </>
  )
}

/** One block of the family's fields (fields.ts says which field is asked in which block). */
function Block({ block }: { block: Exclude<FamilyBlock, 'consent'> }) {
  const fields = blockFields(block).map((name) => ({ name, field: describeField(name) }))
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{BLOCKS[block]}</legend>
      <Fields fields={fields} />
    </fieldset>
  )
}

function Student({ index, school }: { index: number; school: SchoolChoices }) {
  const { values } = useFormikContext<EnrollmentValues>()
  const level = values.students[index]?.level ?? ''
  // SPEC.md §3: "field names prefixed 'student-{index}-'", the names the API's errors use too.
  const choices: Partial<Record<StudentField, Described['choices']>> = {
    level: school.levels,
    buildingId: shiftOptionsFor(school, level),
  }
  const fields = STUDENT_FIELDS.map((name) => ({
    name: studentFieldName(index, name),
    field: STUDENT_DESCRIPTIONS[name] as FieldDescription,
    choices: choices[name],
  }))
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{BLOCKS.student(index)}</legend>
      <Fields fields={fields} />
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
  draft,
  pending,
  onValuesChange,
  onPending,
  onClear,
  onSent,
  onBack,
}: EnrollmentFormProps) {
  const [start] = useState(() => restoreEnrollmentValues(draft))
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
            <Block block="mother" />
            {shown >= 2 && <Block block="father" />}

            {shown >= 3 && <Block block="emergency" />}
            {shown >= 4 && <Block block="address" />}
            {shown >= 5 && <Students school={school} />}

            {shown >= BLOCK_COUNT && (
              <>
                {blockFields('consent').map((name) => (
                  <DescribedField key={name} name={name} field={describeField(name)} />
                ))}

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
