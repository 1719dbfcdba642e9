import { surveyAnswers } from '../../server/db/schema'
import { family, student } from '../domain/enrollment/fixtures'
import { setUpServer } from './built-site'
import { getAsStaff, staffToken } from './support/staff'

// Issue #18: the survey answer list says which family answered. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
const server = setUpServer()
let token: string
let number: string

beforeAll(async () => {
  token = await staffToken(server.app)
  const payload = family({ students: [student({ level: 'klasa-3', buildingId: '1' })] })
  number = (await server.app.inject({ method: 'POST', url: '/api/enrollments', payload })).json()
    .number
  await server.app.db.insert(surveyAnswers).values([
    { survey: 'zapisy', answers: { mode: 'nowa', contactEmail: 'Piotr@Example.com' } },
    { survey: 'zapisy', answers: { mode: 'nowa', contactEmail: 'ktos@example.com' } },
    { survey: 'zapisy', answers: { mode: 'kontynuacja' } },
  ])
})

const get = (url: string) => getAsStaff(server.app, token, url)

describe('which family answered a survey', () => {
  it('is the enrolment a parent’s e-mail belongs to, letter case aside, or null', async () => {
    const [enrollment] = (await get('/api/gazda/enrollments')).items
    expect(enrollment.number).toBe(number)
    const { items } = await get('/api/gazda/surveys')
    const byEmail = Object.fromEntries(
      items.map((item: { answers: { contactEmail?: string }; family: unknown }) => [
        item.answers.contactEmail ?? '-',
        item.family,
      ]),
    )
    expect(byEmail).toEqual({
      'Piotr@Example.com': {
        name: 'Nowak',
        enrollmentId: enrollment.id,
        number: enrollment.number,
      },
      'ktos@example.com': null,
      '-': null,
    })
  })

  it('is in one answer’s record too', async () => {
    const { items } = await get('/api/gazda/surveys?q=piotr')
    const record = await get(`/api/gazda/surveys/${items[0].id}`)
    expect(record.family).toMatchObject({ name: 'Nowak', number })
  })
})
