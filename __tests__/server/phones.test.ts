import { enrollments, surveyAnswers } from '../../server/db/schema'
import { family, student } from '../domain/enrollment/fixtures'
import { newFamily } from '../domain/survey/fixtures'
import { setUpServer } from './built-site'
import { floodLimits } from './support/limits'

// Issue #33: a parent types a US phone any common way; the school stores and mails it as the
// spec's (123) 456-7890, and a number that is not one is refused with the format to use.

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
