import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { issueToken } from '../../server/auth/tokens'
import { runStaffCli } from '../../server/cli/staff'
import {
  mayTeach,
  NOT_FOR_TEACHERS_MESSAGE,
  NOT_YOUR_CLASS_MESSAGE,
  requireClass,
  teacherClasses,
} from '../../server/plugins/auth'
import { createUserRepository, type User } from '../../server/repositories/users'
import { ACCOUNT_MESSAGES } from '../../src/domain/staffAccounts'
import { setUpContentServer } from './support/contentServer'
import { testDatabase } from './support/testDatabase'
import { expectFieldRefusal } from './support/refusals'

// Issue #30: a teacher, scoped to classes. Every /api/gazda route answers a teacher 403 but those
// registered with `config: { teacher: true }` (and the publishing's status); those scope what
// they do by teacherClasses(request).
const TEACHER = {
  email: 'nauczycielka@szkola.org',
  name: 'Maria Nauczycielka',
  password: 'hasło-nauczycielki-2026',
}

/** Routes of the test's own under /api/gazda: one open to teachers, one not. */
const testRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/gazda/test/teacher', { config: { teacher: true } }, async (request) => ({
    classes: teacherClasses(request),
    klasa3: mayTeach(request, 'klasa-3'),
  }))
  app.put<{ Params: { level: string } }>(
    '/api/gazda/test/class/:level',
    { config: { teacher: true } },
    async (request) => {
      requireClass(request, request.params.level)
      return { saved: request.params.level }
    },
  )
  app.get('/api/gazda/test/closed', async () => ({ ok: true }))
}

// The teacher is made by `npm run staff` (its function) in the DATA_DIR the server then opens.
const database = testDatabase()
let dataDir = ''
const cliOut: string[] = []
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-teacher-'))
  await database.create()
  const code = await runStaffCli(
    ['add', TEACHER.email, TEACHER.name, '--teacher', 'klasa-3,klasa-4', '--password-stdin'],
    {
      stdin: `${TEACHER.password}\n`,
      out: (line) => cliOut.push(line),
      err: (line) => cliOut.push(line),
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database.databaseUrl },
    },
  )
  expect([code, cliOut]).toEqual([0, [expect.stringContaining('nauczyciel: klasa-3, klasa-4')]])
})
const server = setUpContentServer(() => ({ dataDir, databaseUrl: database.databaseUrl }), {
  gazdaTestRoutes: testRoutes,
})
afterAll(async () => {
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

let teacher: User
let token = ''

const as = (
  bearer: string,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${bearer}` } })

const login = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

describe('a teacher made with npm run staff -- add … --teacher klasa-3,klasa-4', () => {
  it('logs in, and the answer and /api/auth/me carry the role and classes', async () => {
    const response = await login(TEACHER.email, TEACHER.password)
    expect(response.statusCode).toBe(200)
    token = response.json().token
    expect(response.json().user).toEqual({
      email: TEACHER.email,
      name: TEACHER.name,
      role: 'teacher',
      classes: ['klasa-3', 'klasa-4'],
    })
    const me = await as(token, 'GET', '/api/auth/me')
    expect(me.json()).toEqual(response.json().user)
    teacher = (await createUserRepository(server.app.db).byEmail(TEACHER.email))!
    expect(teacher).toMatchObject({ role: 'teacher', classes: ['klasa-3', 'klasa-4'] })
  })

  it.each([
    ['GET', '/api/gazda/enrollments'],
    ['GET', '/api/gazda/enrollments.csv'],
    ['GET', '/api/gazda/enrollments/1'],
    ['GET', '/api/gazda/surveys'],
    ['GET', '/api/gazda/visits'],
    ['GET', '/api/gazda/audit'],
    ['GET', '/api/gazda/outbox'],
    ['GET', '/api/gazda/staff'],
    ['POST', '/api/gazda/staff'],
    ['GET', '/api/gazda/content/faq'],
    ['PUT', '/api/gazda/content/faq'],
    ['GET', '/api/gazda/content/pages'],
    ['GET', '/api/gazda/content/pages/skarbnik'],
    ['GET', '/api/gazda/content/alert'],
    ['GET', '/api/gazda/content/news'],
    ['POST', '/api/gazda/content/news'],
    ['GET', '/api/gazda/content/gallery'],
    ['GET', '/api/gazda/content/bulletins'],
    ['GET', '/api/gazda/history'],
    ['GET', '/api/gazda/photo-reports'],
    ['POST', '/api/gazda/publish'],
    ['GET', '/api/gazda/test/closed'],
  ] as const)('gets 403 FORBIDDEN for %s %s, before the body is read', async (method, url) => {
    const response = await server.app.inject({
      method,
      url,
      payload: method === 'GET' ? undefined : 'not json at all',
      headers: {
        authorization: `Bearer ${token}`,
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: NOT_FOR_TEACHERS_MESSAGE })
  })

  it('gets 403 for an enrolment’s upload, outside /api/gazda too', async () => {
    const response = await as(token, 'GET', '/api/uploads/00000000-0000-4000-8000-000000000000')
    expect(response.statusCode).toBe(403)
  })

  it('reads the publishing’s status', async () => {
    expect((await as(token, 'GET', '/api/gazda/publish')).statusCode).toBe(200)
  })

  it('reaches a route registered with config.teacher, which sees the teacher’s classes', async () => {
    const response = await as(token, 'GET', '/api/gazda/test/teacher')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ classes: ['klasa-3', 'klasa-4'], klasa3: true })
  })

  it('may change its own classes’ records only (requireClass)', async () => {
    const own = await as(token, 'PUT', '/api/gazda/test/class/klasa-3')
    expect([own.statusCode, own.json()]).toEqual([200, { saved: 'klasa-3' }])
    const other = await as(token, 'PUT', '/api/gazda/test/class/klasa-5')
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ code: 'FORBIDDEN', message: NOT_YOUR_CLASS_MESSAGE })
  })

  it('logs out, which revokes its token', async () => {
    expect((await as(token, 'POST', '/api/auth/logout')).statusCode).toBe(204)
    expect((await as(token, 'GET', '/api/gazda/test/teacher')).statusCode).toBe(401)
  })
})

describe('editors and admins', () => {
  it.each(['editor', 'admin'] as const)(
    'an %s has every class (teacherClasses: all) and reaches both test routes',
    async (role) => {
      const open = await server.call('GET', '/api/gazda/test/teacher', undefined, role)
      expect(open.json()).toEqual({ classes: 'all', klasa3: true })
      expect(
        (await server.call('PUT', '/api/gazda/test/class/klasa-5', undefined, role)).json(),
      ).toEqual({ saved: 'klasa-5' })
      expect((await server.call('GET', '/api/gazda/test/closed', undefined, role)).statusCode).toBe(
        200,
      )
    },
  )
})

describe('a teacher made and changed through /api/gazda/staff', () => {
  const NEW = {
    email: 'Nauczyciel@Szkola.org',
    name: 'Jan Nauczyciel',
    role: 'teacher',
    password: 'dwanaście-znaków',
  }
  let id = 0

  it('answers 400 by field for no classes, an unknown class, or classes on an editor', async () => {
    const post = (body: object) => server.call('POST', '/api/gazda/staff', body, 'admin')
    const none = await post(NEW)
    expectFieldRefusal(none, { classes: [ACCOUNT_MESSAGES.classesRequired] })
    const unknown = await post({ ...NEW, classes: ['klasa-3', 'klasa-99'] })
    expect(unknown.json().inputErrors).toEqual({
      classes: [ACCOUNT_MESSAGES.classUnknown('klasa-99')],
    })
    expect(ACCOUNT_MESSAGES.classUnknown('klasa-99')).toBe('Szkoła nie ma klasy „klasa-99”.')
    const editor = await post({ ...NEW, role: 'editor', classes: ['klasa-3'] })
    expect(editor.json().inputErrors).toEqual({
      classes: [ACCOUNT_MESSAGES.classesOnlyForTeachers],
    })
  })

  it('adds a teacher with classes, listed with them, who logs in as a teacher', async () => {
    const response = await server.call(
      'POST',
      '/api/gazda/staff',
      { ...NEW, classes: ['klasa-2', 'zerowka'] },
      'admin',
    )
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      email: 'nauczyciel@szkola.org',
      role: 'teacher',
      classes: ['zerowka', 'klasa-2'],
    })
    id = response.json().id
    const list = await server.call('GET', '/api/gazda/staff', undefined, 'admin')
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id, classes: ['zerowka', 'klasa-2'] }),
    )
    // Other roles' accounts are listed without classes.
    expect(
      list.json().find((account: { role: string }) => account.role === 'editor'),
    ).not.toHaveProperty('classes')
    const logged = await login(NEW.email, NEW.password)
    expect(logged.json().user).toMatchObject({ role: 'teacher', classes: ['zerowka', 'klasa-2'] })
    const enrollments = await as(logged.json().token, 'GET', '/api/gazda/enrollments')
    expect(enrollments.statusCode).toBe(403)
  })

  it('changes the classes, which signs the teacher out, and the new ones apply', async () => {
    const user = (await createUserRepository(server.app.db).byId(id))!
    const old = await issueToken(
      { userId: id, role: 'teacher', version: user.tokenVersion },
      server.app.jwtSecret,
    )
    const patch = await server.call(
      'PATCH',
      `/api/gazda/staff/${id}`,
      { classes: ['klasa-5'] },
      'admin',
    )
    expect(patch.statusCode).toBe(200)
    expect(patch.json()).toMatchObject({ role: 'teacher', classes: ['klasa-5'] })
    expect((await as(old, 'GET', '/api/gazda/test/teacher')).statusCode).toBe(401)
    const again = await login(NEW.email, NEW.password)
    const scoped = await as(again.json().token, 'GET', '/api/gazda/test/teacher')
    expect(scoped.json()).toEqual({ classes: ['klasa-5'], klasa3: false })
    const none = await server.call('PATCH', `/api/gazda/staff/${id}`, { classes: [] }, 'admin')
    expect(none.json().inputErrors).toEqual({ classes: [ACCOUNT_MESSAGES.classesRequired] })
  })

  it('makes an editor a teacher only with classes, and a teacher an editor without them', async () => {
    const editor = server.editor.id
    const bare = await server.call(
      'PATCH',
      `/api/gazda/staff/${editor}`,
      { role: 'teacher' },
      'admin',
    )
    expect(bare.json().inputErrors).toEqual({ classes: [ACCOUNT_MESSAGES.classesRequired] })
    const toEditor = await server.call(
      'PATCH',
      `/api/gazda/staff/${id}`,
      { role: 'editor' },
      'admin',
    )
    expect(toEditor.statusCode).toBe(200)
    expect(toEditor.json()).toMatchObject({ role: 'editor' })
    expect(toEditor.json()).not.toHaveProperty('classes')
    expect((await createUserRepository(server.app.db).byId(id))!.classes).toEqual([])
  })
})
