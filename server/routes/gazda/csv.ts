import { statusLabel } from '../../../src/domain/enrollment/status'
import {
  levelWord,
  photoWord,
  shiftWord,
  subjectWord,
  yesNoWord,
  type SchoolNames,
} from '../../../src/domain/enrollment/words'
import { schoolDay } from '../../../src/domain/schoolTime'
import type { students } from '../../db/schema'

type Student = typeof students.$inferSelect
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

type Family = Record<string, string | undefined>

/**
 * Each column: its Polish header and its value, in words (issue #18: the office read `accepted`,
 * `klasa-3`, `full`, `N`). The ids stay in columns of their own, for spreadsheets that join.
 */
const COLUMNS: [
  string,
  (row: EnrollmentRow, s: Student, f: Family, names: SchoolNames) => unknown,
][] = [
  ['Numer zgłoszenia', (row) => row.number],
  ['Id zgłoszenia', (row) => row.id],
  ['Rok szkolny', (row) => row.schoolYear],
  ['Status', (row) => statusLabel(row.status)],
  ['Możliwy duplikat', (row) => yesNoWord(row.possibleDuplicate)],
  // The school's day, not UTC's (an evening enrolment in Chicago is already tomorrow in UTC).
  ['Data zgłoszenia', (row) => schoolDay(row.createdAt)],
  ['Imię ucznia', (_, s) => s.firstName],
  ['Nazwisko ucznia', (_, s) => s.lastName],
  // YYYY-MM-DD as stored: a spreadsheet reads it as that day in any locale.
  ['Data urodzenia', (_, s) => s.birthDate],
  ['Kraj urodzenia', (_, s) => s.birthCountry],
  ['Klasa', (_, s, __, names) => levelWord(names, s.level)],
  ['Id klasy', (_, s) => s.level],
  ['Zmiana', (_, s, __, names) => shiftWord(names, s.buildingId)],
  ['Id zmiany', (_, s) => s.buildingId],
  ['Zajęcia', (_, s) => subjectWord(s.subjects)],
  ['Uwagi o uczniu', (_, s) => s.comments],
  ['Imię matki', (_, __, f) => f.motherFirstName],
  ['Nazwisko matki', (_, __, f) => f.motherLastName],
  ['E-mail matki', (_, __, f) => f.motherEmail],
  ['Telefon matki', (_, __, f) => f.motherPhone],
  ['Imię ojca', (_, __, f) => f.fatherFirstName],
  ['Nazwisko ojca', (_, __, f) => f.fatherLastName],
  ['E-mail ojca', (_, __, f) => f.fatherEmail],
  ['Telefon ojca', (_, __, f) => f.fatherPhone],
  ['Kontakt awaryjny', (_, __, f) => `${f.erFirstName ?? ''} ${f.erLastName ?? ''}`.trim()],
  ['Telefon awaryjny', (_, __, f) => f.erPhone],
  ['Adres', (_, __, f) => f.address],
  ['Miasto', (_, __, f) => f.city],
  ['Stan', (_, __, f) => f.state],
  ['Kod pocztowy', (_, __, f) => f.zip],
  ['Zgoda na zdjęcia', (_, __, f) => (f.photo ? photoWord(f.photo) : '')],
  ['Uwagi rodziców', (_, __, f) => f.comments],
]

export const CSV_HEADERS = COLUMNS.map(([header]) => header)

/** A field as CSV (RFC 4180); one that a spreadsheet would run as a formula is made plain text. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One row per student, UTF-8 with a BOM so that a spreadsheet shows Polish letters. */
export function enrollmentsCsv(rows: EnrollmentRow[], names: SchoolNames): string {
  const lines = [CSV_HEADERS.map(csvField).join(',')]
  for (const row of rows) {
    const family = row.family as Family
    for (const student of row.students) {
      lines.push(COLUMNS.map(([, value]) => csvField(value(row, student, family, names))).join(','))
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
