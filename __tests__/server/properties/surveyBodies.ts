// Survey bodies for the property tests: valid answers of both modes built on the domain's
// fixtures, and their near misses (SPEC.md §5 "Second rule set").
import fc from 'fast-check'
import type { SchoolOptions } from '../../../src/domain/enrollment'
import {
  CONTINUATION_VALUES,
  RATING_VALUES,
  SURVEY_FIELDS,
  type SurveyValues,
} from '../../../src/domain/survey'
import { SUBJECTS } from '../../../src/domain/enrollment'
import { newFamily, returningFamily } from '../../domain/survey/fixtures'
import { anyValue, mutatedRecord, oddDate, oddString, wrongBody } from './arbitraries'
import { birthDate } from './enrollmentBodies'

/** A level with a shift that teaches it, or either left empty, as the survey allows. */
const choice = (school: SchoolOptions) =>
  fc.oneof(
    fc.constantFrom(
      ...[...school.shifts].flatMap(([id, levels]) =>
        [...levels].map((level) => ({ level, buildingId: String(id) })),
      ),
    ),
    fc.constantFrom(...school.levels).map((level) => ({ level, buildingId: '' })),
    fc.constant({ level: '', buildingId: '' }),
  )

const newFamilyAnswer = (school: SchoolOptions): fc.Arbitrary<SurveyValues> =>
  fc
    .record({
      contactEmail: fc.constantFrom('rodzina@example.com', 'RODZINA@poczta.pl'),
      street: fc.constantFrom('123 Main St', 'ul. Długa 5', 's'.repeat(100)),
      postalCode: fc.constantFrom('60148', '00501'),
      birthCountry: fc.constantFrom('USA', 'Polska'),
      subjects: fc.constantFrom(...SUBJECTS),
      comments: fc.constantFrom('', 'Zażółć gęślą jaźń 👩‍👧‍👦', 'c'.repeat(2000)),
      birthDate: fc.oneof(fc.constant(''), birthDate),
      choice: choice(school),
    })
    .map(({ choice: chosen, ...fields }) => newFamily({ ...fields, ...chosen }))

const returningAnswer = (school: SchoolOptions): fc.Arbitrary<SurveyValues> =>
  fc
    .record({
      birthPlace: fc.constantFrom('Chicago', 'Kraków', 'p'.repeat(75)),
      birthDate,
      opinion: fc.constantFrom(...RATING_VALUES),
      continuation: fc.constantFrom(...CONTINUATION_VALUES),
      motherEmail: fc.constantFrom('', 'anna@example.com'),
      comments: fc.constantFrom('', 'Dziękujemy'),
      choice: choice(school).filter((chosen) => chosen.buildingId !== ''),
    })
    .map(({ choice: chosen, ...fields }) => returningFamily({ ...fields, ...chosen }))

const nearSurveyValue = fc.oneof(
  fc.constantFrom(
    'nowa',
    'kontynuacja',
    'NOWA',
    '',
    '0',
    '1',
    '2',
    '6',
    '0.5',
    'tak',
    'może',
    'klasa-9',
    'Klasa 3',
    '3',
    '-1',
    '6014',
    '60148-1234',
    'anna@',
    'piotr@example.com',
    '630-555-0102',
    '(630)555-0101',
    'full',
    'wolny ',
  ),
  oddDate,
  oddString,
  anyValue,
)

/** Valid answers of both modes, about half broken in one place, and some that are no answer. */
export function surveyBody(school: SchoolOptions): fc.Arbitrary<unknown> {
  const valid = fc.oneof(newFamilyAnswer(school), returningAnswer(school))
  return fc.oneof(
    { weight: 19, arbitrary: mutatedRecord(valid, SURVEY_FIELDS, nearSurveyValue) },
    { weight: 1, arbitrary: wrongBody(valid) },
  )
}
