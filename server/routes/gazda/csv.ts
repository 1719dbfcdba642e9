import type { students } from '../../db/schema'

type Student = typeof students.$inferSelect
interface EnrollmentRow {
  number: string
  schoolYear: string
  status: string
  possibleDuplicate: boolean
  createdAt: Date
  family: unknown
  students: Student[]
}

const COLUMNS = [
  'Numer zgłoszenia',
  'Rok szkolny',
  'Status',
  'Możliwy duplikat',
  'Data zgłoszenia',
  'Imię ucznia',
  'Nazwisko ucznia',
  'Data urodzenia',
  'Kraj urodzenia',
  'Klasa',
  'Zmiana',
  'Zajęcia',
  'Uwagi o uczniu',
  'Imię matki',
  'Nazwisko matki',
  'E-mail matki',
  'Telefon matki',
  'Imię ojca',
  'Nazwisko ojca',
  'E-mail ojca',
  'Telefon ojca',
  'Kontakt awaryjny',
  'Telefon awaryjny',
  'Adres',
  'Miasto',
  'Stan',
  'Kod pocztowy',
  'Zgoda na zdjęcia',
  'Uwagi rodziców',
]

/** A field as CSV (RFC 4180); one that a spreadsheet would run as a formula is made plain text. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One row per student, UTF-8 with a BOM so that a spreadsheet shows Polish letters. */
export function enrollmentsCsv(rows: EnrollmentRow[]): string {
  const lines = [COLUMNS.map(csvField).join(',')]
  for (const row of rows) {
    const f = row.family as Record<string, string>
    for (const s of row.students) {
      lines.push(
        [
          row.number,
          row.schoolYear,
          row.status,
          row.possibleDuplicate ? 'tak' : 'nie',
          row.createdAt.toISOString().slice(0, 10),
          s.firstName,
          s.lastName,
          s.birthDate,
          s.birthCountry,
          s.level,
          s.buildingId,
          s.subjects,
          s.comments,
          f.motherFirstName,
          f.motherLastName,
          f.motherEmail,
          f.motherPhone,
          f.fatherFirstName,
          f.fatherLastName,
          f.fatherEmail,
          f.fatherPhone,
          `${f.erFirstName ?? ''} ${f.erLastName ?? ''}`.trim(),
          f.erPhone,
          f.address,
          f.city,
          f.state,
          f.zip,
          f.photo,
          f.comments,
        ]
          .map(csvField)
          .join(','),
      )
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
