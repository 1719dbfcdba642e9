// The survey answers as CSV (issue #33), made as the enrolments' CSV is (csv.ts): UTF-8 with a
// BOM, a row per answer, answers in words with the codes of the class and shift in columns of
// their own, days as the school's YYYY-MM-DD, and no cell a spreadsheet would run as a formula.
import type { SurveyRecord } from '../../../../src/domain/api/surveys'
import {
  labelOf,
  levelWord,
  shiftWord,
  subjectWord,
  yesNoWord,
  type SchoolNames,
} from '../../../../src/domain/enrollment/words'
import { schoolDay } from '../../../../src/domain/schoolTime'
import { ACCEPTED } from '../../../../src/domain/survey/answers'
import { SURVEY_LABELS } from '../../../../src/domain/survey/labels'
import { CONTINUATION_OPTIONS, SURVEY_MODES } from '../../../../src/domain/survey/options'
import { SURVEY_FIELDS, type SurveyField } from '../../../../src/domain/survey/values'
import { csvField } from '../enrollments/csv'

/** An answer in the words the survey showed; '' when not given. */
function answerWord(field: SurveyField, value: string, names: SchoolNames): string {
  if (value === '') return ''
  switch (field) {
    case 'mode':
      return labelOf(SURVEY_MODES, value)
    case 'subjects':
      return subjectWord(value)
    case 'continuation':
      return labelOf(CONTINUATION_OPTIONS, value)
    case 'parentDuty':
      return yesNoWord(value === ACCEPTED)
    case 'level':
      return levelWord(names, value)
    case 'buildingId':
      return shiftWord(names, value)
    default:
      return value
  }
}

const nameOf = (field: SurveyField) => {
  const label: { label: string; validationName?: string } = SURVEY_LABELS[field]
  return label.validationName ?? label.label
}

const HEADERS = [
  'Id odpowiedzi',
  'Data odpowiedzi',
  ...SURVEY_FIELDS.map(nameOf),
  'Kod klasy',
  'Kod zmiany',
  'Zgłoszenie rodziny',
]

export function surveysCsv(records: readonly SurveyRecord[], names: SchoolNames): string {
  const lines = [HEADERS.map(csvField).join(',')]
  for (const record of records) {
    const answers = record.answers as Partial<Record<SurveyField, string>>
    const cells = [
      record.id,
      schoolDay(new Date(record.createdAt)),
      ...SURVEY_FIELDS.map((field) => answerWord(field, String(answers[field] ?? ''), names)),
      answers.level ?? '',
      answers.buildingId ?? '',
      record.family?.number ?? '',
    ]
    lines.push(cells.map(csvField).join(','))
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
