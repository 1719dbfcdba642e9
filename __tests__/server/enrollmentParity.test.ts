import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getIn } from 'formik'
import { load } from 'js-yaml'
import {
  toSchemaPath,
  validateEnrollmentFor,
  type EnrollmentValues,
} from '../../src/domain/enrollment'
import {
  schoolChoicesOf,
  type BuildingNode,
  type LevelNode,
} from '../../src/forms/enrollment/school'
import { formikValidate } from '../../src/forms/formik'
import { family, repeat, student } from '../domain/enrollment/fixtures'
import { setUpServer } from './built-site'
import { floodLimits } from './support/limits'

// Issue #6: "the schema accepts on the server exactly what it accepts in the form". The form's
// school choices come from content/school/ as the page query gives them; the server reads the
// same files. Every vector goes through the form's check and through POST /api/enrollments.
const server = setUpServer({ limits: floodLimits() })

const school = path.join(__dirname, '../../content/school')
const yaml = <T>(file: string) => load(readFileSync(path.join(school, file), 'utf8')) as T[]
const levels: LevelNode[] = yaml<{ id: string; levelName: string }>('levels.yaml').map((l) => ({
  levelId: l.id,
  levelName: l.levelName,
}))
const buildings: BuildingNode[] = yaml<{
  id: number
  name: string
  active: boolean
  levels?: string[]
}>('buildings.yaml').map((b) => ({
  buildingId: b.id,
  name: b.name,
  active: b.active,
  levels: b.levels ?? null,
}))
const choices = schoolChoicesOf(levels, buildings)

const child = (overrides = {}) => student({ level: 'klasa-3', buildingId: '1', ...overrides })
const body = (overrides: Partial<EnrollmentValues> = {}) =>
  family({ students: [child()], ...overrides })

const VECTORS: [string, unknown][] = [
  ['a valid family', body()],
  [
    'a valid family of three',
    body({
      students: [
        child(),
        child({ firstName: 'Jaś' }),
        child({ level: 'zerowka', buildingId: '2' }),
      ],
    }),
  ],
  [
    'only a mother',
    body({ fatherFirstName: '', fatherLastName: '', fatherEmail: '', fatherPhone: '' }),
  ],
  [
    'no parent at all',
    body({
      motherFirstName: '',
      motherLastName: '',
      motherEmail: '',
      motherPhone: '',
      fatherFirstName: '',
      fatherLastName: '',
      fatherEmail: '',
      fatherPhone: '',
    }),
  ],
  [
    'a father with a first name only',
    body({ fatherLastName: '', fatherEmail: '', fatherPhone: '' }),
  ],
  ['a bad e-mail', body({ motherEmail: 'anna@example' })],
  ['the same e-mail twice, in other case', body({ fatherEmail: 'ANNA@example.com' })],
  ['a bad phone', body({ motherPhone: '630 555 0101' })],
  ['the parents’ phones equal', body({ fatherPhone: '(630) 555-0101' })],
  ['a parent’s phone equal to the emergency phone', body({ motherPhone: '630-555-0103' })],
  ['no emergency phone', body({ erPhone: '' })],
  [
    'an emergency contact of only a phone (SPEC.md §5)',
    body({ erFirstName: '', erLastName: '', erEmail: '' }),
  ],
  ['a short address', body({ address: 'Main' })],
  ['a long city', body({ city: repeat(36) })],
  ['an unknown state', body({ state: 'XX' })],
  ['a zip with a letter', body({ zip: '6014a' })],
  ['comments of 2001 characters', body({ comments: repeat(2001) })],
  ['comments of 2000 characters', body({ comments: repeat(2000) })],
  ['a too young child', body({ students: [child({ birthDate: '2022-09-02' })] })],
  ['the youngest child allowed', body({ students: [child({ birthDate: '2022-09-01' })] })],
  ['a too old child', body({ students: [child({ birthDate: '2006-12-31' })] })],
  ['a date that does not exist', body({ students: [child({ birthDate: '2015-02-30' })] })],
  ['a level the school does not have', body({ students: [child({ level: 'klasa-9' })] })],
  ['an inactive shift', body({ students: [child({ buildingId: '3' })] })],
  [
    'a shift that does not teach the level',
    body({ students: [child({ level: 'liceum-1', buildingId: '2' })] }),
  ],
  ['an unknown subject', body({ students: [child({ subjects: 'x' as never })] })],
  [
    'the second of two students incomplete',
    body({ students: [child(), child({ firstName: '', lastName: '' })] }),
  ],
  ['no student', body({ students: [] })],
  ['a photo answer that is no option', body({ photo: 'X' as never })],
  ['an unknown field', { ...body(), nickname: 'Ola' }],
  ['a number where text belongs', { ...body(), zip: 60148 }],
]

describe('the same vectors through the form and the server', () => {
  it.each(VECTORS)('%s', async (_name, values) => {
    const form = validateEnrollmentFor(choices.options, values)
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      payload: values as object,
    })
    if (form.valid) {
      expect(answer.statusCode).toBe(201)
    } else {
      expect(answer.statusCode).toBe(400)
      const { formErrors, inputErrors } = answer.json()
      expect({ formErrors, inputErrors }).toEqual(form.errors)
      // What Formik is given holds the same messages, under the form's paths.
      const formik = formikValidate<EnrollmentValues>(
        (v) => validateEnrollmentFor(choices.options, v),
        toSchemaPath,
      )(values as EnrollmentValues)
      for (const [name, messages] of Object.entries(form.errors.inputErrors)) {
        expect(getIn(formik, toSchemaPath(name))).toEqual(messages)
      }
    }
  })

  it('has valid and invalid vectors', () => {
    const valid = VECTORS.filter(([, v]) => validateEnrollmentFor(choices.options, v).valid)
    expect(valid.length).toBeGreaterThanOrEqual(4)
    expect(VECTORS.length - valid.length).toBeGreaterThanOrEqual(20)
  })
})
