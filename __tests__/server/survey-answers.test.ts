import { surveyAnswers } from '../../server/db/schema'
import { family, student } from '../domain/enrollment/fixtures'
import { newFamily, returningFamily } from '../domain/survey/fixtures'
import { setUpServer } from './built-site'
import { parseCsv } from './support/csv'
import { floodLimits } from './support/limits'
import { addStaff } from './support/staff'
import { createUserRepository } from '../../server/repositories/users'
import { issueToken } from '../../server/auth/tokens'

// Issue #33: a single parent answers the survey; an answer the office could not act on (no
// contact at all) is refused; an admin exports the answers as CSV, as the enrolments' CSV is.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const server = setUpServer({ limits: floodLimits() })

const answer = (payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/surveys/zapisy', payload })

const SINGLE_MOTHER = newFamily({
  familyName: 'Zielińska',
  motherEmail: 'ewa.zielinska@example.com',
  motherPhone: '630.555.0177',
  fatherEmail: '',
  fatherPhone: '',
  contactEmail: '',
})

describe('POST /api/surveys/zapisy', () => {
  it('takes a single mother’s answer, her phone stored as (630) 555-0177', async () => {
    const response = await answer(SINGLE_MOTHER)
    expect(response.statusCode).toBe(201)
    const rows = await server.app.db.select().from(surveyAnswers).orderBy(surveyAnswers.id)
    expect(rows.at(-1)!.answers).toMatchObject({
      familyName: 'Zielińska',
      motherPhone: '(630) 555-0177',
      fatherEmail: '',
    })
  })

  it('refuses an answer with no contact at all, and one with no family name, storing nothing', async () => {
    const before = (await server.app.db.select().from(surveyAnswers)).length
    const none = await answer(
      returningFamily({ contactEmail: '', motherEmail: '', motherPhone: '' }),
    )
    expect(none.statusCode).toBe(400)
    expect(none.json().inputErrors.contactEmail).toEqual([
      'Podaj co najmniej jeden kontakt: e-mail lub telefon jednego z rodziców albo e-mail kontaktowy.',
    ])
    const nameless = await answer(newFamily({ familyName: '' }))
    expect(nameless.statusCode).toBe(400)
    expect(nameless.json().inputErrors.familyName).toEqual(['Nazwisko rodziny jest wymagane'])
    expect((await server.app.db.select().from(surveyAnswers)).length).toBe(before)
  })
})

describe('GET /api/gazda/surveys.csv', () => {
  const csvAs = (token: string, query = '') =>
    server.app.inject({
      method: 'GET',
      url: `/api/gazda/surveys.csv${query}`,
      headers: { authorization: `Bearer ${token}` },
    })

  it('gives an admin every answer in words, one row each, with the family’s enrolment', async () => {
    const enrolled = await server.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      payload: family({ students: [student({ level: 'klasa-3', buildingId: '1' })] }),
    })
    const { number } = enrolled.json<{ number: string }>()
    expect(
      (
        await answer(
          returningFamily({ familyName: '=HYPERLINK("x")', contactEmail: 'anna@example.com' }),
        )
      ).statusCode,
    ).toBe(201)
    const { token } = await addStaff(server.app, { email: 'biuro@szkola.org' })
    const response = await csvAs(token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="ankiety.csv"')
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    const [headers, ...rows] = parseCsv(response.body.slice(1))
    expect(headers!.slice(0, 4)).toEqual([
      'Id odpowiedzi',
      'Data odpowiedzi',
      'Rodzaj zgłoszenia',
      'Nazwisko rodziny',
    ])
    const column = (name: string) => headers!.indexOf(name)
    const single = rows.find((row) => row[column('Nazwisko rodziny')] === 'Zielińska')!
    expect(single[column('Rodzaj zgłoszenia')]).toBe('Nowa rodzina')
    expect(single[column('Telefon matki')]).toBe('(630) 555-0177')
    expect(single[column('Rodzaj zajęć')]).toBe('Wszystkie zajęcia')
    expect(single[column('Data odpowiedzi')]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const returning = rows.find((row) => row[column('Zgłoszenie rodziny')] === number)!
    expect(returning[column('Nazwisko rodziny')]).toBe(`'=HYPERLINK("x")`)
    expect(returning[column('Klasa')]).toBe('Klasa 3')
    expect(returning[column('Kod klasy')]).toBe('klasa-3')
    expect(returning[column('Deklaracja dyżurów rodziców')]).toBe('Tak')
    expect(
      parseCsv((await csvAs(token, '?q=zieli')).body.slice(1))
        .slice(1)
        .map((row) => row[3]),
    ).toEqual(['Zielińska'])
  })

  it('is for admins only: an editor gets 403', async () => {
    const editor = await createUserRepository(server.app.db).add({
      email: 'redakcja@szkola.org',
      name: 'Redakcja',
      role: 'editor',
      passwordHash: 'not used',
    })
    const token = await issueToken(
      { userId: editor.id, role: editor.role, version: editor.tokenVersion },
      server.app.jwtSecret,
    )
    expect((await csvAs(token)).statusCode).toBe(403)
  })
})
