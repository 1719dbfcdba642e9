import { eq } from 'drizzle-orm'
import { issueToken } from '../../server/auth/tokens'
import {
  auditLog,
  contentChanges,
  enrollments,
  students,
  subscribers,
} from '../../server/db/schema'
import { createUserRepository } from '../../server/repositories/users'
import { family, student } from '../domain/enrollment/fixtures'
import { setUpServer } from './built-site'

// Issue #8: one family's data exported or deleted on request, by an admin, audited without it.
const server = setUpServer()
const tokens = { admin: '', editor: '' }
let adminId: number

/** The family asking: every value that would identify it, so that none can leak unseen. */
const ASKING = family({
  motherFirstName: 'Bronisława',
  motherLastName: 'Wiśniewska',
  motherEmail: 'bronislawa.w@example.org',
  motherPhone: '(630) 555-0142',
  fatherFirstName: 'Teodor',
  fatherLastName: 'Wiśniewski',
  fatherEmail: 'teodor.w@example.org',
  fatherPhone: '(630) 555-0143',
  erFirstName: 'Leokadia',
  erLastName: 'Zawadzka',
  erPhone: '(630) 555-0144',
  address: '742 Evergreen Terrace',
  students: [
    student({ firstName: 'Kunegunda', lastName: 'Wiśniewska', level: 'klasa-3' }),
    student({
      firstName: 'Florian',
      lastName: 'Wiśniewski',
      level: 'klasa-5',
      birthDate: '2013-03-03',
    }),
  ],
})
const ASKING_VALUES = [
  'Bronisława',
  'Wiśniewsk',
  'bronislawa.w@example.org',
  'teodor.w@example.org',
  '555-0142',
  '555-0143',
  '555-0144',
  'Leokadia',
  'Evergreen',
  'Kunegunda',
  'Florian',
]
const OTHER = family({ students: [student({ level: 'klasa-3' })] })

async function enrol(values: object): Promise<number> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/enrollments',
    payload: values,
  })
  expect(response.statusCode).toBe(201)
  const [row] = await server.app.db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.number, response.json().number))
  return row!.id
}

/** A parent's own subscription to a mailing list (issue #34), through the public route. */
async function subscribe(email: string, lists: string[]) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: { email, lists },
  })
  expect(response.statusCode).toBe(202)
}

async function account(role: 'admin' | 'editor') {
  const user = await createUserRepository(server.app.db).add({
    email: `${role}@szkola.org`,
    name: role === 'admin' ? 'Dyrekcja' : 'Redakcja',
    role,
    passwordHash: 'not used: the test signs its own token',
  })
  const token = await issueToken({ userId: user.id, role, version: 0 }, server.app.jwtSecret)
  return { id: user.id, token }
}

const call = (
  method: 'GET' | 'DELETE' | 'PATCH',
  url: string,
  token = tokens.admin,
  payload?: object,
) => server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })

const auditText = async () => JSON.stringify(await server.app.db.select().from(auditLog))
const rowsOf = async (id: number) => ({
  enrollments: await server.app.db.select().from(enrollments).where(eq(enrollments.id, id)),
  students: await server.app.db.select().from(students).where(eq(students.enrollmentId, id)),
  history: await server.app.db
    .select()
    .from(contentChanges)
    .where(eq(contentChanges.recordId, String(id))),
})

let asking: number
let other: number

beforeAll(async () => {
  const admin = await account('admin')
  adminId = admin.id
  tokens.admin = admin.token
  tokens.editor = (await account('editor')).token
  asking = await enrol(ASKING)
  other = await enrol(OTHER)
  // The mother as she typed it on the form, the father with a +tag: both are the family's.
  await subscribe('bronislawa.w@example.org', ['klasa-3'])
  await subscribe('teodor.w+szkola@example.org', ['news', 'urgent'])
  await subscribe(OTHER.motherEmail, ['klasa-3'])
  const accepted = await call('PATCH', `/api/gazda/enrollments/${asking}`, tokens.admin, {
    status: 'accepted',
  })
  expect(accepted.statusCode).toBe(200)
})

describe('GET /api/gazda/enrollments/:id/export', () => {
  it('gives an admin the family’s enrolment, parents, contact, address, students and status history as a JSON file', async () => {
    const response = await call('GET', `/api/gazda/enrollments/${asking}/export`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['cache-control']).toBe('no-store')
    const data = response.json()
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rodzina-${data.enrollment.number}.json"`,
    )
    expect(data.enrollment).toMatchObject({ id: asking, status: 'accepted' })
    // The mailing-lists box is acted on at the enrolment and never stored (issue #34).
    const { students: children, mailingLists: _box, ...parents } = ASKING
    expect(data.family).toEqual(parents)
    expect(data.students.map((s: { firstName: string }) => s.firstName)).toEqual([
      'Kunegunda',
      'Florian',
    ])
    expect(data.statusHistory).toEqual([
      // The change in words, as the history shows it (issue #18).
      expect.objectContaining({ action: 'status', summary: 'Nowe → Przyjęte', userId: adminId }),
    ])
    expect(children).toHaveLength(2)
    // Issue #34: the parents' mailing lists, found by mailbox (the father's +tag included).
    expect(
      data.mailingLists.map((l: Record<string, string>) => [l.email, l.list, l.status]),
    ).toEqual([
      ['bronislawa.w@example.org', 'klasa-3', 'pending'],
      ['teodor.w+szkola@example.org', 'news', 'pending'],
      ['teodor.w+szkola@example.org', 'urgent', 'pending'],
    ])
    expect(JSON.stringify(data)).not.toContain(OTHER.motherEmail)
    expect(JSON.stringify(data)).not.toContain('anna@example.com')
  })

  it('answers 404 for an enrolment that does not exist, and 400 for an id that is not one', async () => {
    expect((await call('GET', '/api/gazda/enrollments/999999/export')).statusCode).toBe(404)
    expect((await call('GET', '/api/gazda/enrollments/x/export')).statusCode).toBe(400)
  })
})

describe('editors', () => {
  it('get 403 for a family’s export and deletion, and the family stays', async () => {
    const exported = await call('GET', `/api/gazda/enrollments/${asking}/export`, tokens.editor)
    const deleted = await call('DELETE', `/api/gazda/enrollments/${asking}`, tokens.editor)
    expect([exported.statusCode, deleted.statusCode]).toEqual([403, 403])
    expect(deleted.json().code).toBe('FORBIDDEN')
    expect((await rowsOf(asking)).students).toHaveLength(2)
  })

  it('and visitors without a token get 401', async () => {
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/gazda/enrollments/${asking}`,
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('DELETE /api/gazda/enrollments/:id', () => {
  it('deletes the enrolment with its students and status history, and nothing of another family', async () => {
    const before = await rowsOf(other)
    const response = await call('DELETE', `/api/gazda/enrollments/${asking}`)
    expect(response.statusCode).toBe(204)
    expect(await rowsOf(asking)).toEqual({ enrollments: [], students: [], history: [] })
    expect(await rowsOf(other)).toEqual(before)
    expect((await call('GET', `/api/gazda/enrollments/${asking}`)).statusCode).toBe(404)
    expect((await call('GET', `/api/gazda/enrollments/${asking}/export`)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/gazda/enrollments/${asking}`)).statusCode).toBe(404)
    const everything = JSON.stringify(
      await Promise.all([
        server.app.db.select().from(enrollments),
        server.app.db.select().from(students),
        server.app.db.select().from(contentChanges),
        server.app.db.select().from(subscribers),
      ]),
    )
    for (const value of [...ASKING_VALUES, 'teodor.w+szkola'])
      expect(everything).not.toContain(value)
    // The other family's own subscription stays.
    expect(everything).toContain(OTHER.motherEmail)
  })
})

describe('the audit log', () => {
  it('has the export and the deletion, by id and staff account, with nothing of the family', async () => {
    const rows = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(asking)))
    expect(rows.map(({ userId, action, kind }) => [userId, action, kind])).toEqual(
      expect.arrayContaining([
        [adminId, 'export', 'enrollments'],
        [adminId, 'delete', 'enrollments'],
      ]),
    )
    const text = await auditText()
    for (const value of ASKING_VALUES) expect(text).not.toContain(value)
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'action',
      'at',
      'id',
      'kind',
      'recordId',
      'userId',
    ])
  })
})
