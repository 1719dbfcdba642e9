// Enrolment bodies for the property tests: valid families built on the domain's fixtures, and
// their near misses (SPEC.md §5 "Parents", "Address", "Student").
import fc from 'fast-check'
import {
  ENROLLMENT_FIELDS,
  MAX_STUDENTS,
  PHOTOS,
  STUDENT_FIELDS,
  SUBJECTS,
  US_STATE_CODES,
  type EnrollmentValues,
  type SchoolOptions,
  type StudentValues,
} from '../../../src/domain/enrollment'
import { family, student } from '../../domain/enrollment/fixtures'
import { anyValue, mutatedRecord, oddDate, oddString, wrongBody } from './arbitraries'

/** Names as parents write them, up to the 35-character limit of a first name. */
const name = fc.constantFrom(
  'Ola',
  'Łucja',
  'Zażółć',
  'Jean-Luc',
  "O'Brien",
  'Anna Maria',
  'x'.repeat(35),
  'Zoë',
  '王芳',
  'محمد',
  '\u202eevil',
  '👩‍👧‍👦',
)

export const birthDate = fc
  .date({ min: new Date('2007-01-01'), max: new Date('2022-09-01'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

/** A level with a shift that teaches it, as content/school/ offers them. */
const offeredChoice = (school: SchoolOptions) =>
  fc.constantFrom(
    ...[...school.shifts].flatMap(([id, levels]) =>
      [...levels].map((level) => ({ level, buildingId: String(id) })),
    ),
  )

const validStudent = (school: SchoolOptions): fc.Arbitrary<StudentValues> =>
  fc
    .record({
      firstName: name,
      lastName: fc.constantFrom('Nowak', 'Kowalska-Wiśniewska', 'y'.repeat(75)),
      birthDate,
      birthCountry: fc.constantFrom('USA', 'Polska', 'Kanada'),
      choice: offeredChoice(school),
      subjects: fc.constantFrom(...SUBJECTS),
      comments: fc.constantFrom('', 'Alergia na orzechy.', 'ż'.repeat(2000)),
    })
    .map(({ choice, ...fields }) => student({ ...fields, ...choice }))

const nearStudentValue = fc.oneof(
  oddDate,
  fc.constantFrom(
    'klasa-9',
    'KLASA-3',
    '',
    ' ',
    '3',
    '4',
    '1.0',
    '01',
    '-1',
    'religia ',
    'x'.repeat(36),
  ),
  anyValue,
)

const brokenStudent = (school: SchoolOptions) =>
  mutatedRecord(validStudent(school), STUDENT_FIELDS, nearStudentValue)

// Ten digits apart in every place, so that phones differ unless a near miss repeats one.
const phone = (digit: number) =>
  fc
    .boolean()
    .map((parens) => (parens ? `(63${digit}) 555-010${digit}` : `63${digit}-555-010${digit}`))

const email = (who: string) =>
  fc.constantFrom(
    `${who}@example.com`,
    `${who.toUpperCase()}@Example.COM`,
    `${who}+szkola@poczta.pl`,
  )

const validFamily = (school: SchoolOptions): fc.Arbitrary<EnrollmentValues> =>
  fc
    .record({
      motherFirstName: name,
      motherEmail: email('anna'),
      motherPhone: phone(1),
      fatherFirstName: name,
      fatherEmail: email('piotr'),
      fatherPhone: phone(2),
      erPhone: phone(3),
      erEmail: fc.constantFrom('', 'jan@example.com'),
      address: fc.constantFrom('123 Main St', 'ul. Długa 5', 'a'.repeat(100)),
      city: fc.constantFrom('Lombard', 'Chicago', 'Łódź'),
      state: fc.constantFrom(...US_STATE_CODES),
      zip: fc.constantFrom('60148', '00501'),
      comments: fc.constantFrom('', 'Dziękujemy!', 'k'.repeat(2000)),
      photo: fc.constantFrom(...PHOTOS),
      students: fc.array(validStudent(school), { minLength: 1, maxLength: 3 }),
      parents: fc.constantFrom('both', 'mother', 'father'),
    })
    .map(({ parents, ...fields }) => {
      const values = family(fields)
      const blank = (who: 'mother' | 'father') => ({
        [`${who}FirstName`]: '',
        [`${who}LastName`]: '',
        [`${who}Email`]: '',
        [`${who}Phone`]: '',
      })
      if (parents === 'mother') return { ...values, ...blank('father') }
      if (parents === 'father') return { ...values, ...blank('mother') }
      return values
    })

const nearFamilyValue = (school: SchoolOptions) =>
  fc.oneof(
    fc.constantFrom(
      '630-555-010',
      '(630)555-0101',
      '6305550101',
      // The mother's and the emergency contact's phones, which no other phone may repeat.
      '631-555-0101',
      '(633) 555-0103',
      'anna@',
      'anna@localhost',
      'ANNA@EXAMPLE.COM',
      'XX',
      'il',
      'I',
      '6014',
      '60148-1234',
      'abcde',
      '1234',
      'T',
      'y',
    ),
    // Students: none, too many, one wrong, one not offered.
    fc.constant([]),
    fc.array(validStudent(school), { minLength: MAX_STUDENTS + 1, maxLength: MAX_STUDENTS + 1 }),
    fc.tuple(validStudent(school), brokenStudent(school)).map((pair) => pair),
    brokenStudent(school).map((one) => [one]),
    oddString,
    anyValue,
  )

/** Valid families, about half broken in one place, and some bodies that are no family at all. */
export function enrollmentBody(school: SchoolOptions): fc.Arbitrary<unknown> {
  const valid = validFamily(school)
  const keys = [...ENROLLMENT_FIELDS, 'students']
  return fc.oneof(
    { weight: 19, arbitrary: mutatedRecord(valid, keys, nearFamilyValue(school)) },
    { weight: 1, arbitrary: wrongBody(valid) },
  )
}
