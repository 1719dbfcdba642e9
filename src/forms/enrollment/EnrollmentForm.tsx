// The enrolment form itself (SPEC.md §3 blocks, §4 "Form submission", §5 rules), loaded on demand
// by Enrollment.tsx. Values are checked by the same function the API uses (validateEnrollmentFor).
import { useFormikContext } from 'formik'
import { RepeatableGroup } from '../../components/form'
import {
  blockFields,
  familyDescriptionsIn,
  initialEnrollmentValues,
  initialStudent,
  isWide,
  restoreEnrollmentValues,
  STUDENT_FIELDS,
  studentDescriptionsIn,
  studentFieldName,
  toSchemaPath,
  validateEnrollmentFor,
  type EnrollmentValues,
  type FamilyBlock,
  type FieldDescription,
  type StudentField,
} from '../../domain/enrollment'
import type { ConfirmationSender } from '../../domain/enrollment/constants'
import { useLanguage } from '../../i18n/useText'
import { DraftForm, type DraftFormHandlers } from '../DraftForm'
import { useBlocksInTurn } from '../useBlocksInTurn'
import { DescribedField } from './DescribedField'
import { shiftOptionsFor, type SchoolChoices } from './school'
import { blocksIn, formTextIn } from './text'
import * as styles from './Enrollment.module.css'

export interface EnrollmentFormProps extends DraftFormHandlers<EnrollmentValues> {
  school: SchoolChoices
  /**
   * The draft kept in the tab (values as saved, perhaps by an older form): read here, in the form's
   * own chunk, so that the page does not load the fields' descriptions before the form.
   */
  draft: unknown
  onSent: (number: string, values: EnrollmentValues, sender: ConfirmationSender) => void
}

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
  const language = useLanguage()
  const descriptions = familyDescriptionsIn(language)
  const fields = blockFields(block).map((name) => ({ name, field: descriptions[name] }))
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{blocksIn(language)[block]}</legend>
      <Fields fields={fields} />
    </fieldset>
  )
}

function Student({ index, school }: { index: number; school: SchoolChoices }) {
  const { values } = useFormikContext<EnrollmentValues>()
  const level = values.students[index]?.level ?? ''
  const language = useLanguage()
  const descriptions = studentDescriptionsIn(language)
  // SPEC.md §3: "field names prefixed 'student-{index}-'", the names the API's errors use too.
  const choices: Partial<Record<StudentField, Described['choices']>> = {
    level: school.levels,
    buildingId: shiftOptionsFor(school, level),
  }
  const fields = STUDENT_FIELDS.map((name) => ({
    name: studentFieldName(index, name),
    field: descriptions[name],
    choices: choices[name],
  }))
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{blocksIn(language).student(index)}</legend>
      <Fields fields={fields} />
    </fieldset>
  )
}

function Students({ school }: { school: SchoolChoices }) {
  const BLOCKS = blocksIn(useLanguage())
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
  onSent,
  ...handlers
}: EnrollmentFormProps) {
  const shown = useBlocksInTurn(BLOCK_COUNT)
  const language = useLanguage()
  const descriptions = familyDescriptionsIn(language)
  return (
    <DraftForm<EnrollmentValues, { number?: unknown; confirmation?: unknown }>
      {...handlers}
      id="enrollment"
      text={formTextIn(language)}
      path="/api/enrollments"
      initialValues={() => restoreEnrollmentValues(draft)}
      empty={initialEnrollmentValues}
      validate={(values) => validateEnrollmentFor(school.options, values, language)}
      pathOf={toSchemaPath}
      // Only an explicit 'mail' says it was mailed: an older server's answer claims nothing.
      onSent={(answer, values) =>
        onSent(
          String(answer.number ?? ''),
          values,
          answer.confirmation === 'mail' ? 'mail' : 'office',
        )
      }
      complete={shown >= BLOCK_COUNT}
    >
      <p className={styles.note}>{blocksIn(language).parentsNote}</p>
      <Block block="mother" />
      {shown >= 2 && <Block block="father" />}

      {shown >= 3 && <Block block="emergency" />}
      {shown >= 4 && <Block block="address" />}
      {shown >= 5 && <Students school={school} />}

      {shown >= BLOCK_COUNT &&
        blockFields('consent').map((name) => (
          <DescribedField key={name} name={name} field={descriptions[name]} />
        ))}
    </DraftForm>
  )
}
