import { and, eq } from 'drizzle-orm'
import { auditLog, contentChanges } from '../../server/db/schema'
import type { Role } from '../../server/repositories/users'
import { ROSTERS_NOT_FOR_EDITORS_MESSAGE } from '../../server/routes/gazda/rosters/routes'
import { NOT_FOR_TEACHERS_MESSAGE, NOT_YOUR_CLASS_MESSAGE } from '../../server/plugins/auth'
import { enrollmentSchoolYear } from '../../server/time'
import type { Roster, RosterList } from '../../src/domain/api/rosters'
import { setUpServer } from './built-site'
import { addStaff } from './support/staff'
import { parseCsv } from './support/csv'
import { floodLimits } from './support/limits'
import { enrolRosterFamilies, KLASA_1_AFTERNOON } from './support/rosterFamilies'

// Issue #31: a class list holds exactly the accepted children of its level and shift, never their
// siblings; teachers read their own classes only. Twelve families, siblings in other classes, each
// child's status set in the database as the office's clicks would leave it.
const server = setUpServer({ limits: floodLimits() })

const tokens: Record<string, string> = {}
const account = async (role: Role, email: string, classes: string[] = []) =>
  (await addStaff(server.app, { role, email, name: `Konto ${role}`, classes })).token

const as = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } })

beforeAll(async () => {
  tokens.admin = await account('admin', 'sekretariat@szkola.org')
  tokens.teacher = await account('teacher', 'nauczycielka@szkola.org', ['klasa-1'])
  tokens.editor = await account('editor', 'redakcja@szkola.org')
  await enrolRosterFamilies(server.app)
})

const names = (roster: Roster) => roster.children.map((c) => `${c.lastName} ${c.firstName}`)

describe('GET /api/gazda/rosters', () => {
  it('lists every class of levels.yaml × buildings.yaml with its counts, for the current school year', async () => {
    const response = await as('admin', 'GET', '/api/gazda/rosters')
    expect(response.statusCode).toBe(200)
    const list = response.json<RosterList>()
    expect(list.schoolYear).toBe(enrollmentSchoolYear())
    const klasa1 = list.items.find((item) => item.level === 'klasa-1' && item.shiftId === 2)
    expect(klasa1).toEqual({
      level: 'klasa-1',
      shiftId: 2,
      levelName: 'Klasa 1',
      shiftName: 'Sobota po południu (13:30–17:30)',
      accepted: 6,
      waitlisted: 2,
      capacity: null,
    })
    expect(list.items.find((item) => item.level === 'klasa-1' && item.shiftId === 1)).toMatchObject(
      { accepted: 2, waitlisted: 0 },
    )
    // Shift 3 is no longer offered and has no children: none of its classes is listed.
    expect(list.items.filter((item) => item.shiftId === 3)).toEqual([])
    expect(list.items).toHaveLength(13 + 6)
  })

  it('shows a teacher their own levels only, without wait-list counts; an editor none', async () => {
    const list = (await as('teacher', 'GET', '/api/gazda/rosters')).json<RosterList>()
    expect(list.items.map((item) => [item.level, item.shiftId, item.waitlisted])).toEqual([
      ['klasa-1', 1, null],
      ['klasa-1', 2, null],
    ])
    const editor = await as('editor', 'GET', '/api/gazda/rosters')
    expect(editor.statusCode).toBe(403)
    expect(editor.json().message).toBe(ROSTERS_NOT_FOR_EDITORS_MESSAGE)
  })
})

describe('GET /api/gazda/rosters/{level}/{shiftId}', () => {
  it('holds exactly the accepted children of the class, by Polish name order, and the wait-list in the order they came', async () => {
    const response = await as('admin', 'GET', '/api/gazda/rosters/klasa-1/2')
    expect(response.statusCode).toBe(200)
    const roster = response.json<Roster>()
    expect(names(roster)).toEqual(KLASA_1_AFTERNOON)
    expect(roster.waitlist?.map((c) => [c.place, c.lastName, c.firstName])).toEqual([
      [1, 'Lis', 'Ewa'],
      [2, 'Wiśniewska', 'Hania'],
    ])
    const ala = roster.children.find((c) => c.firstName === 'Ala')!
    expect(ala).toMatchObject({
      birthDate: '2015-05-05',
      comments: 'Alergia na orzechy',
      emergencyPhone: '(630) 555-0103',
      photoConsent: expect.stringMatching(/^(Tak|Nie)$/),
      parents: [
        { name: 'Anna Łukasik', phone: '(630) 555-0101', email: 'anna@example.com' },
        { name: 'Piotr Łukasik', phone: '(630) 555-0102', email: 'piotr@example.com' },
      ],
    })
    expect(ala.enrollmentId).toEqual(expect.any(Number))
    expect(ala.number).toMatch(/^\d{4}-\d{4}$/)
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.kind, 'rosters'))
    expect(audit).toContainEqual(expect.objectContaining({ action: 'read', recordId: 'klasa-1/2' }))
  })

  it('answers 404 for a level or shift the school does not have, or a level not on that shift', async () => {
    for (const url of ['klasa-9/2', 'klasa-1/7', 'liceum-1/2'])
      expect((await as('admin', 'GET', `/api/gazda/rosters/${url}`)).statusCode).toBe(404)
  })

  it('gives a teacher their class without the wait-list or the enrolments, and 403 for another class and the enrolments', async () => {
    const response = await as('teacher', 'GET', '/api/gazda/rosters/klasa-1/2')
    expect(response.statusCode).toBe(200)
    const roster = response.json<Roster>()
    expect(names(roster)).toEqual(KLASA_1_AFTERNOON)
    expect(roster.waitlist).toBeNull()
    expect(roster.children.every((c) => c.enrollmentId === null && c.number === null)).toBe(true)

    for (const url of ['/api/gazda/rosters/klasa-2/2', '/api/gazda/rosters/klasa-2/2.csv']) {
      const other = await as('teacher', 'GET', url)
      expect(other.statusCode).toBe(403)
      expect(other.json().message).toBe(NOT_YOUR_CLASS_MESSAGE)
    }
    const printed = await as('teacher', 'POST', '/api/gazda/rosters/klasa-2/2/printed', {
      sheet: 'list',
    })
    expect(printed.statusCode).toBe(403)
    for (const url of ['/api/gazda/enrollments', '/api/gazda/enrollments.csv']) {
      const enrolments = await as('teacher', 'GET', url)
      expect(enrolments.statusCode).toBe(403)
      expect(enrolments.json().message).toBe(NOT_FOR_TEACHERS_MESSAGE)
    }
  })
})

describe('GET /api/gazda/rosters/{level}/{shiftId}.csv', () => {
  it('holds exactly the class’s accepted children in the teacher’s columns, with a BOM and formulas made text; audited', async () => {
    for (const who of ['admin', 'teacher']) {
      const response = await as(who, 'GET', '/api/gazda/rosters/klasa-1/2.csv')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/)
      expect(response.body.startsWith('\uFEFF')).toBe(true)
      const [header, ...rows] = parseCsv(response.body.slice(1))
      expect(header).toEqual([
        'Nazwisko',
        'Imię',
        'Data urodzenia',
        'Rodzice',
        'Telefony',
        'Telefon alarmowy',
        'Uwagi (alergie)',
        'Zgoda na zdjęcia',
      ])
      expect(rows.map((row) => `${row[0]} ${row[1]}`)).toEqual(KLASA_1_AFTERNOON)
      expect(rows[0]![6]).toBe(`'=HYPERLINK("http://zly.example")`)
      expect(rows[1]).toEqual([
        'Łukasik',
        'Ala',
        '2015-05-05',
        'Anna Łukasik; Piotr Łukasik',
        '(630) 555-0101; (630) 555-0102',
        '(630) 555-0103',
        'Alergia na orzechy',
        expect.stringMatching(/^(Tak|Nie)$/),
      ])
    }
    const exports = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'rosters'), eq(auditLog.action, 'export')))
    expect(exports.map((row) => row.recordId)).toEqual(['klasa-1/2', 'klasa-1/2'])
  })
})

describe('PUT …/capacity and POST …/printed', () => {
  it('sets a class’s capacity (admins only), in the history in words and in the audit log', async () => {
    const refused = await as('teacher', 'PUT', '/api/gazda/rosters/klasa-1/2/capacity', {
      capacity: 3,
    })
    expect(refused.statusCode).toBe(403)
    expect(
      (await as('admin', 'PUT', '/api/gazda/rosters/klasa-1/2/capacity', { capacity: 201 }))
        .statusCode,
    ).toBe(400)
    const response = await as('admin', 'PUT', '/api/gazda/rosters/klasa-1/2/capacity', {
      capacity: 18,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ level: 'klasa-1', shiftId: 2, capacity: 18 })
    await as('admin', 'PUT', '/api/gazda/rosters/klasa-1/2/capacity', { capacity: 20 })
    const list = (await as('admin', 'GET', '/api/gazda/rosters')).json<RosterList>()
    expect(
      list.items.find((item) => item.level === 'klasa-1' && item.shiftId === 2)?.capacity,
    ).toBe(20)
    const changes = await server.app.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.kind, 'roster'))
    expect(changes.map((change) => [change.action, change.recordId, change.summary])).toEqual([
      ['update', 'klasa-1/2', 'Klasa 1, Sobota po południu (13:30–17:30): liczba miejsc 18'],
      ['update', 'klasa-1/2', 'Klasa 1, Sobota po południu (13:30–17:30): liczba miejsc 20'],
    ])
    const history = (await as('admin', 'GET', '/api/gazda/history?kind=roster')).json()
    expect(history.items).toHaveLength(2)
  })

  it('notes each printed sheet in the audit log, a teacher’s too', async () => {
    expect(
      (await as('teacher', 'POST', '/api/gazda/rosters/klasa-1/2/printed', { sheet: 'signin' }))
        .statusCode,
    ).toBe(204)
    expect(
      (await as('admin', 'POST', '/api/gazda/rosters/klasa-1/2/printed', { sheet: 'emergency' }))
        .statusCode,
    ).toBe(204)
    expect(
      (await as('admin', 'POST', '/api/gazda/rosters/klasa-1/2/printed', { sheet: 'menu' }))
        .statusCode,
    ).toBe(400)
    const prints = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'rosters'), eq(auditLog.action, 'print')))
    expect(prints.map((row) => row.recordId)).toEqual(['klasa-1/2/signin', 'klasa-1/2/emergency'])
  })
})
