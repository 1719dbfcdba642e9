import { enrollments, surveyAnswers } from '../../server/db/schema'
import { family, student } from '../domain/enrollment/fixtures'
import { newFamily } from '../domain/survey/fixtures'
import { setUpServer } from './built-site'
import { floodLimits } from './support/limits'

// Issue #33: what parents type, as the real server takes it. A US phone typed any common way is
// stored and mailed as the spec's (123) 456-7890, a number that is not one is refused with the
// format to use, and a link in a name (which the school's mail would repeat) is refused.

const server = setUpServer({ limits: floodLimits() })

const NOTATIONS = [
  '6305550101',
  '630 555 0101',
  '630.555.0101',
  '(630)555-0101',
  '+1 630 555 0101',
  '1-630-555-0101',
]
const FORMAT_MESSAGE = 'Telefon matki powinien być poprawnym numerem telefonu, np. (630) 555-0101'

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload })
const enrolment = (motherPhone: string) =>
  family({ motherPhone, students: [student({ level: 'klasa-3', buildingId: '1' })] })

describe('phones on the enrolment form (POST /api/enrollments)', () => {
  it.each(NOTATIONS)('stores %s as (630) 555-0101', async (phone) => {
    const response = await post('/api/enrollments', enrolment(phone))
    expect(response.statusCode).toBe(201)
    const rows = await server.app.db.select().from(enrollments).orderBy(enrollments.id)
    expect((rows.at(-1)!.family as { motherPhone: string }).motherPhone).toBe('(630) 555-0101')
  })

  it('refuses 555-0101, naming the format', async () => {
    const response = await post('/api/enrollments', enrolment('555-0101'))
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(FORMAT_MESSAGE)
  })
})

describe('phones in the survey (POST /api/surveys/zapisy)', () => {
  it.each(NOTATIONS)('stores %s as (630) 555-0101', async (phone) => {
    const response = await post('/api/surveys/zapisy', newFamily({ motherPhone: phone }))
    expect(response.statusCode).toBe(201)
    const rows = await server.app.db.select().from(surveyAnswers).orderBy(surveyAnswers.id)
    const answers = rows.at(-1)!.answers as { motherPhone: string }
    expect(answers.motherPhone).toBe('(630) 555-0101')
  })

  it('refuses 555-0101, naming the format', async () => {
    const response = await post('/api/surveys/zapisy', newFamily({ motherPhone: '555-0101' }))
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(FORMAT_MESSAGE)
  })
})

describe('links where the school’s mail repeats what was typed', () => {
  it('refuses an enrolment whose child’s name holds https://…, and stores nothing', async () => {
    const before = (await server.app.db.select().from(enrollments)).length
    const response = await post(
      '/api/enrollments',
      family({
        students: [
          student({ firstName: 'https://lombard.example/x', level: 'klasa-3', buildingId: '1' }),
        ],
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(
      'Imię ucznia nie może zawierać adresu strony internetowej ani e-maila',
    )
    expect((await server.app.db.select().from(enrollments)).length).toBe(before)
  })
})
