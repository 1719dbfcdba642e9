import { surveyAnswers } from '../../server/db/schema'
import { createPhotoReports } from '../../server/routes/gazda/photoReports/repository'
import { family } from '../domain/enrollment/fixtures'
import { setUpServer } from './built-site'
import { child } from './support/enrollments'
import { getAsStaff, staffToken } from './support/staff'

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (no unaccent extension on either).
const server = setUpServer()
let token: string

beforeAll(async () => {
  token = await staffToken(server.app)
  for (const [firstName, lastName, birthDate] of [
    ['Stanisław', 'Gęśl', '2015-01-01'],
    ['Zofia', 'Żółć', '2015-02-02'],
    ['Lukasz', 'Zrebiec', '2015-03-03'],
  ] as const) {
    const payload = family({ students: [child({ firstName, lastName, birthDate })] })
    await server.app.inject({ method: 'POST', url: '/api/enrollments', payload })
  }
  await server.app.db.insert(surveyAnswers).values([
    {
      survey: 'zapisy',
      answers: {
        mode: 'nowa',
        contactEmail: 'gesl@example.com',
        comments: 'Pozdrawiamy, Gęślowie',
      },
    },
    { survey: 'zapisy', answers: { mode: 'kontynuacja', birthPlace: 'Stanisławów' } },
    { survey: 'zapisy', answers: { mode: 'nowa', street: '12 Żółć Ave' } },
  ])
  const reports = createPhotoReports(server.app.db)
  for (const [album, reason] of [
    ['andrzejki', 'Jest na nim Stanisław, mój syn.'],
    ['wigilia', 'Proszę usunąć: rodzina Gęśl.'],
    ['jaselka', 'Żółć na całym zdjęciu.'],
  ] as const) {
    await reports.add({ years: '2024-2025', album, photo: '01.jpg', reason, email: null })
  }
})

const get = (url: string) => getAsStaff(server.app, token, url)

const found = async (q: string) => {
  const { items } = (await get(`/api/gazda/enrollments?q=${encodeURIComponent(q)}`)) as {
    items: { students: { lastName: string }[] }[]
  }
  return items.flatMap((item) => item.students.map((s) => s.lastName))
}

describe('searching enrolments without Polish letters', () => {
  it.each([
    ['gesl', 'Gęśl'],
    ['Stanislaw', 'Gęśl'],
    ['zolc', 'Żółć'],
    ['ZOLC', 'Żółć'],
    ['Gęśl', 'Gęśl'],
  ])('"%s" finds %s', async (q, lastName) => {
    expect(await found(q)).toEqual([lastName])
  })

  it('finds a name typed plain when the query has the Polish letters', async () => {
    expect(await found('Łukasz')).toEqual(['Zrebiec'])
    expect(await found('Żrebiec')).toEqual(['Zrebiec'])
  })

  it('still takes % and _ literally', async () => {
    expect(await found('%')).toEqual([])
    expect(await found('G_sl')).toEqual([])
  })
})

describe('searching survey answers without Polish letters', () => {
  const answered = async (q: string) => {
    const data = (await get(`/api/gazda/surveys?q=${encodeURIComponent(q)}`)) as {
      items: { answers: Record<string, string> }[]
      total: number
    }
    expect(data.total).toBe(data.items.length)
    return data.items.map(
      ({ answers }) => answers.contactEmail ?? answers.birthPlace ?? answers.street,
    )
  }

  it.each([
    ['gesl', 'gesl@example.com'],
    ['Gęśl', 'gesl@example.com'],
    ['Stanislaw', 'Stanisławów'],
    ['zolc', '12 Żółć Ave'],
  ])('"%s" finds the answer with %s', async (q, shown) => {
    expect(await answered(q)).toEqual([shown])
  })

  it('without a query lists every answer', async () => {
    expect(await answered('')).toHaveLength(3)
  })
})

describe('searching photo reports without Polish letters', () => {
  const reported = async (q: string) =>
    ((await get(`/api/gazda/photo-reports?q=${encodeURIComponent(q)}`)) as { album: string }[]).map(
      (report) => report.album,
    )

  it.each([
    ['gesl', 'wigilia'],
    ['Stanislaw', 'andrzejki'],
    ['ZOLC', 'jaselka'],
    ['jasełka', 'jaselka'],
  ])('"%s" finds the request about %s', async (q, album) => {
    expect(await reported(q)).toEqual([album])
  })
})
