// A class list as CSV (issue #31): only the columns a teacher needs, UTF-8 with a BOM so that a
// spreadsheet shows Polish letters, each field guarded against formulas (../csv.ts).
import type { RosterChild } from '../../../../src/domain/api/rosters'
import { csvField } from '../enrollments/csv'

const COLUMNS: [string, (child: RosterChild) => string][] = [
  ['Nazwisko', (child) => child.lastName],
  ['Imię', (child) => child.firstName],
  ['Data urodzenia', (child) => child.birthDate],
  ['Rodzice', (child) => child.parents.map((parent) => parent.name).join('; ')],
  ['Telefony', (child) => child.parents.map((parent) => parent.phone).join('; ')],
  ['Telefon alarmowy', (child) => child.emergencyPhone],
  ['Uwagi (alergie)', (child) => child.comments],
  ['Zgoda na zdjęcia', (child) => child.photoConsent],
]

export const ROSTER_CSV_HEADERS = COLUMNS.map(([header]) => header)

export function rosterCsv(children: readonly RosterChild[]): string {
  const lines = [ROSTER_CSV_HEADERS.map(csvField).join(',')]
  for (const child of children)
    lines.push(COLUMNS.map(([, value]) => csvField(value(child))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
