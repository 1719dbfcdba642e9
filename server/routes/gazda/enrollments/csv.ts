import {
  ENROLLMENT_DESCRIPTIONS,
  STUDENT_DESCRIPTIONS,
  type FieldDescription,
} from '../../../../src/domain/enrollment/fields'
import { statusLabel } from '../../../../src/domain/enrollment/status'
import { fieldWord, yesNoWord, type SchoolNames } from '../../../../src/domain/enrollment/words'
import { schoolDay } from '../../../../src/domain/schoolTime'

/** A stored student: its columns and its details side by side (server/repositories/enrollments.ts). */
type Student = Record<string, unknown>
interface EnrollmentRow {
  id: number
  number: string
  schoolYear: string
  status: string
  possibleDuplicate: boolean
  createdAt: Date
  family: unknown
  students: Student[]
}

type Family = Record<string, unknown>
type Column = [string, (row: EnrollmentRow, s: Student, f: Family, names: SchoolNames) => unknown]

/**
 * A column for each described field that has one (fields.ts `csv`), its value in words (issue #18:
 * the office read `accepted`, `klasa-3`, `full`, `N`), days as stored (a spreadsheet reads
 * YYYY-MM-DD as that day in any locale); the codes in columns of their own (`csvId`), for
 * spreadsheets that join.
 */
function describedColumns(
  descriptions: Record<string, FieldDescription>,
  valuesOf: (s: Student, f: Family) => Record<string, unknown>,
): Column[] {
  return Object.entries(descriptions).flatMap(([name, field]): Column[] => {
    if (!field.csv) return []
    const words: Column = [
      field.csv,
      (_, s, f, names) => fieldWord(field, valuesOf(s, f)[name], names, 'iso'),
    ]
    return field.csvId ? [words, [field.csvId, (_, s, f) => valuesOf(s, f)[name]]] : [words]
  })
}

const COLUMNS: Column[] = [
  ['Numer zgłoszenia', (row) => row.number],
  ['Id zgłoszenia', (row) => row.id],
  ['Rok szkolny', (row) => row.schoolYear],
  // Issue #31: the child's own status (a sibling may be wait-listed while this one is accepted).
  ['Status', (_, s) => statusLabel(String(s.status))],
  ['Możliwy duplikat', (row) => yesNoWord(row.possibleDuplicate)],
  // The school's day, not UTC's (an evening enrolment in Chicago is already tomorrow in UTC).
  ['Data zgłoszenia', (row) => schoolDay(row.createdAt)],
  ...describedColumns(STUDENT_DESCRIPTIONS, (s) => s),
  ...describedColumns(ENROLLMENT_DESCRIPTIONS, (_, f) => f),
]

export const CSV_HEADERS = COLUMNS.map(([header]) => header)

/** A field as CSV (RFC 4180); one that a spreadsheet would run as a formula is made plain text. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** What the list was filtered by that is a child's own: its status, class and shift. */
export interface ChildFilters {
  status?: string
  level?: string
  buildingId?: number
}

const matches = (student: Student, filters: ChildFilters) =>
  (!filters.status || student.status === filters.status) &&
  (!filters.level || student.level === filters.level) &&
  (filters.buildingId === undefined || student.buildingId === filters.buildingId)

/**
 * One row per student, UTF-8 with a BOM so that a spreadsheet shows Polish letters. Filtered by
 * a child's status, class or shift, it holds those children only, not their siblings (issue #31).
 */
export function enrollmentsCsv(
  rows: EnrollmentRow[],
  names: SchoolNames,
  filters: ChildFilters = {},
): string {
  const lines = [CSV_HEADERS.map(csvField).join(',')]
  for (const row of rows) {
    const family = row.family as Family
    for (const student of row.students.filter((s) => matches(s, filters))) {
      lines.push(COLUMNS.map(([, value]) => csvField(value(row, student, family, names))).join(','))
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
