// An enrolment's students and family on its record (/gazda/zapisy/{id}/), as the fields'
// descriptions say them (src/domain/enrollment/fields.ts): a field added there shows here.
import {
  blockFields,
  describeField,
  FAMILY_BLOCKS,
  isWide,
  ENROLLMENT_DESCRIPTIONS,
  STUDENT_DESCRIPTIONS,
  STUDENT_FIELDS,
  type FamilyBlock,
  type FieldDescription,
} from '../../domain/enrollment/fields'
import { fieldWord, lineWords, type SchoolNames } from '../../domain/enrollment/words'
import { statusLabel } from './filters'
import { useSchool } from '../school'
import { StaffTable } from '../StaffTable'
import { ENROLLMENTS } from './text'
import type { EnrollmentRecord } from '../types'
import * as styles from '../Staff.module.css'

type Values = Record<string, unknown>

const BLOCK_TITLES: Record<FamilyBlock, string> = {
  mother: ENROLLMENTS.mother,
  father: ENROLLMENTS.father,
  emergency: ENROLLMENTS.emergency,
  address: ENROLLMENTS.address,
  consent: ENROLLMENTS.photo,
}

/** A student's columns: the name first (its own header cell), then each other field. */
const COLUMNS = STUDENT_FIELDS.map(
  (name) => [name, STUDENT_DESCRIPTIONS[name] as FieldDescription] as const,
).filter(([, field]) => field.line !== 'name')
/** The table's column names, as StaffTable names each cell on a phone (a card per student). */
const STUDENT_COLUMNS = [
  ENROLLMENTS.studentName,
  ENROLLMENTS.studentStatus,
  ...COLUMNS.map(([, field]) => field.label),
]

export function StudentsTable({ record }: { record: EnrollmentRecord }) {
  const school = useSchool()
  return (
    <StaffTable caption={ENROLLMENTS.students} columns={STUDENT_COLUMNS}>
      {record.students.map((student) => {
        const values = student as unknown as Values
        return (
          <tr key={student.id}>
            <th scope="row">{lineWords(STUDENT_DESCRIPTIONS, values, 'name')}</th>
            {/* Issue #31: each child's own status (a sibling may wait while another is accepted). */}
            <td>{statusLabel(student.status)}</td>
            {COLUMNS.map(([name, field]) => (
              <td key={name} className={isWide(field) ? styles.prewrap : undefined}>
                {fieldWord(field, values[name], school)}
              </td>
            ))}
          </tr>
        )
      })}
    </StaffTable>
  )
}

/** A block's lines: each line's fields together (a name; city, state and zip), the others alone. */
function blockLines(block: FamilyBlock, family: Values, school: SchoolNames): string[] {
  const lines: string[] = []
  const printed = new Set<string>()
  for (const name of blockFields(block)) {
    const field = describeField(name)
    if (isWide(field) || field.kept === false) continue
    if (!field.line) lines.push(fieldWord(field, family[name], school))
    else if (!printed.has(field.line)) {
      printed.add(field.line)
      lines.push(lineWords(ENROLLMENT_DESCRIPTIONS, family, field.line, block))
    }
  }
  return lines
}

export function FamilyFacts({ record }: { record: EnrollmentRecord }) {
  const school = useSchool()
  const family = record.family as Values
  // The long texts (the parents' comments) apart, and only when given; named as the CSV names
  // them, out of the form's context.
  const wide = FAMILY_BLOCKS.flatMap(blockFields).filter(
    (name) => isWide(describeField(name)) && String(family[name] ?? '') !== '',
  )
  return (
    <dl className={styles.facts}>
      {FAMILY_BLOCKS.map((block) => (
        <div key={block}>
          <dt>{BLOCK_TITLES[block]}</dt>
          {blockLines(block, family, school).map((line, index) => (
            <dd key={index}>{line}</dd>
          ))}
        </div>
      ))}
      {wide.map((name) => (
        <div key={name}>
          <dt>{describeField(name).csv ?? describeField(name).label}</dt>
          <dd className={styles.prewrap}>{String(family[name])}</dd>
        </div>
      ))}
    </dl>
  )
}
