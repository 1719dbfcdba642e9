// /api/gazda/content/{kind} for every declared kind (issue #30): list, create, change, remove,
// each file checked as the build checks it; a teacher's homework for their own classes only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { issueToken } from '../../server/auth/tokens'
import { buildCheck } from '../../server/content/editor'
import { createUserRepository } from '../../server/repositories/users'
import { DECLARATIONS } from '../../src/domain/content/declarations'
import { contentChangesOf, setUpContentServer } from './support/contentServer'
import { NEW_HOMEWORK } from './support/homework'

const server = setUpContentServer()
let teacherToken = ''

beforeAll(async () => {
  const users = createUserRepository(server.app.db)
  // A name from teachers.yaml: homework names its teacher as the site lists them.
  const teacher = await users.add({
    email: 'klasa3@szkola.org',
    name: 'Katarzyna Zając',
    role: 'teacher',
    classes: ['klasa-3'],
    passwordHash: 'not used',
  })
  teacherToken = await issueToken(
    { userId: teacher.id, role: teacher.role, version: 0 },
    server.app.jwtSecret,
  )
})

const asTeacher = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${teacherToken}` },
  })
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${server.tokens.editor}` },
  })
const file = (relative: string) => readFileSync(path.join(server.contentDir, relative), 'utf8')

/** A new record of each kind, and a change to it: both must pass the build's check. */
const SAMPLES: Record<
  string,
  { create: object; change: object; shows: string; prepare?: () => Promise<void> }
> = {
  homework: {
    create: NEW_HOMEWORK,
    change: { title: 'Wiersz o zimie' },
    shows: 'Wiersz o',
  },
  calendar: {
    create: {
      date: '2026-12-12',
      title: 'Jasełka próba',
      kind: 'wydarzenie',
      start: '10:00',
      end: '11:00',
    },
    change: { title: 'Jasełka próba generalna' },
    shows: 'Jasełka próba',
  },
  'parent-duty': {
    create: { date: '2026-12-12', class: 'klasa-2', task: 'Dyżur przy szatni' },
    change: { task: 'Dyżur w szatni' },
    shows: 'szatni',
  },
  teachers: {
    create: {
      name: 'Jan Testowy',
      role: 'Nauczyciel religii',
      classes: ['klasa-5'],
      subjects: ['Religia'],
    },
    change: { role: 'Katecheta' },
    shows: 'Jan Testowy',
  },
  textbooks: {
    create: {
      level: 'klasa-8',
      books: [{ subject: 'Historia', title: 'Dzieje Polski', publisher: 'Polonia' }],
    },
    change: { books: [{ subject: 'Historia', title: 'Dzieje Polski 2', publisher: 'Polonia' }] },
    shows: 'Dzieje Polski',
    // One list per level: klasa-8's is taken away first.
    prepare: async () => {
      const { version } = (await call('GET', '/api/gazda/content/textbooks/klasa-8')).json()
      const removed = await call(
        'DELETE',
        `/api/gazda/content/textbooks/klasa-8?version=${version}`,
      )
      expect(removed.statusCode).toBe(200)
    },
  },
  'school-forms': {
    create: { title: 'Zgoda na wycieczkę', file: './school-forms/zgoda-na-zdjecia.pdf' },
    change: { description: 'Oddaj wychowawcy.' },
    shows: 'Zgoda na wycieczkę',
  },
  graduates: {
    create: { year: '2025-26', graduates: ['Zofia K.', 'Jan N.'] },
    change: { graduates: ['Zofia K.', 'Jan N.', 'Ola P.'] },
    shows: 'Zofia K.',
  },
  levels: {
    create: { id: 'klasa-9', levelName: 'Klasa 9' },
    change: { levelName: 'Klasa dziewiąta' },
    shows: 'klasa-9',
  },
  shifts: {
    create: { id: 7, name: 'Niedziela (próbna)', active: false, start: '10:00', end: '12:00' },
    change: { name: 'Niedziela' },
    shows: 'Niedziela',
  },
}

/** A change to a kind whose records are fixed (no creating or deleting). */
const FIXED_CHANGES: Record<string, Record<string, unknown>> = {
  sections: { body: 'Nowy wstęp działu.' },
  office: { phone: '(630) 555-0111' },
}

describe.each(DECLARATIONS.map((declaration) => [declaration.kind, declaration] as const))(
  '/api/gazda/content/%s',
  (kind, declaration) => {
    it('lists the records the files hold', async () => {
      const response = await call('GET', `/api/gazda/content/${kind}`)
      expect(response.statusCode).toBe(200)
      const { items } = response.json()
      expect(items.length).toBeGreaterThan(0)
      expect(items[0]).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          version: expect.stringMatching(/^[0-9a-f]{64}$/),
        }),
      )
      const one = await call('GET', `/api/gazda/content/${kind}/${encodeURIComponent(items[0].id)}`)
      expect(one.statusCode).toBe(200)
      expect(one.json().version).toBe(items[0].version)
    })

    const sample = SAMPLES[kind]
    if (!sample) {
      it('only changes its fixed records', async () => {
        const { items } = (await call('GET', `/api/gazda/content/${kind}`)).json()
        const record = (await call('GET', `/api/gazda/content/${kind}/${items[0].id}`)).json()
        const change = FIXED_CHANGES[kind]!
        const changed = await call('PUT', `/api/gazda/content/${kind}/${items[0].id}`, {
          ...record.values,
          ...change,
          version: record.version,
        })
        expect(changed.statusCode).toBe(200)
        const after = (await call('GET', `/api/gazda/content/${kind}/${items[0].id}`)).json()
        const [field, value] = Object.entries(change)[0]!
        expect(field === 'body' ? String(after.body).trim() : after.values[field]).toEqual(value)
        const created = await call('POST', `/api/gazda/content/${kind}`, { title: 'Nowy' })
        expect(created.statusCode).toBe(405)
      })
      return
    }

    it('creates, changes and removes a record, each file passing the build’s check', async () => {
      await sample.prepare?.()
      const created = await call('POST', `/api/gazda/content/${kind}`, sample.create)
      expect(created.statusCode).toBe(201)
      const { id } = created.json()
      const record = (
        await call('GET', `/api/gazda/content/${kind}/${encodeURIComponent(id)}`)
      ).json()
      const where = record.file ?? undefined
      const files = (await call('GET', `/api/gazda/content/${kind}`)).json()
      expect(files.items.map((item: { id: string }) => item.id)).toContain(id)

      const changed = await call('PUT', `/api/gazda/content/${kind}/${encodeURIComponent(id)}`, {
        ...record.values,
        ...('body' in sample.create ? { body: record.body } : {}),
        ...sample.change,
        version: record.version,
      })
      expect(changed.statusCode).toBe(200)
      // The same version again is a conflict: someone (this test) changed it since.
      const stale = await call('PUT', `/api/gazda/content/${kind}/${encodeURIComponent(id)}`, {
        ...record.values,
        version: record.version,
      })
      expect(stale.statusCode).toBe(409)
      const after = (
        await call('GET', `/api/gazda/content/${kind}/${encodeURIComponent(id)}`)
      ).json()
      for (const [key, value] of Object.entries(sample.change))
        expect(after.values[key]).toEqual(value)

      const removed = await call(
        'DELETE',
        `/api/gazda/content/${kind}/${encodeURIComponent(id)}?version=${after.version}`,
      )
      expect(removed.statusCode).toBe(200)
      const gone = await call('GET', `/api/gazda/content/${kind}/${encodeURIComponent(id)}`)
      expect(gone.statusCode).toBe(404)
      expect(where).toBeUndefined()
      const history = await contentChangesOf(server, kind as never)
      expect(history.map((row) => row.action).slice(-3)).toEqual(['create', 'update', 'delete'])
    })

    it('refuses a record without its required fields, in Polish, and writes nothing', async () => {
      if (declaration.storage.form === 'files' && declaration.storage.fixedIds) return
      const response = await call('POST', `/api/gazda/content/${kind}`, {})
      expect(response.statusCode).toBe(400)
      const { inputErrors } = response.json()
      const required = declaration.fields.filter(
        (field) => field.required && !field.readOnly && field.type !== 'teacher',
      )
      for (const field of required) {
        expect(inputErrors[field.name]?.[0]).toMatch(/jest wymagane|wpisz|podaj|wybierz/i)
      }
    })
  },
)

describe('a homework file', () => {
  it('is written as the build reads it, with the account’s name as its teacher', async () => {
    const response = await asTeacher(
      'POST',
      '/api/gazda/content/homework',
      SAMPLES.homework!.create,
    )
    expect(response.statusCode).toBe(201)
    const id = response.json().id
    const text = file(`homework/${id}.md`)
    expect(text).toMatch(
      /^---\nid: \d+\ntitle: Wiersz o jesieni\nclass: klasa-3\nteacher: Katarzyna Zając\n/,
    )
    expect(buildCheck(`homework/${id}.md`, text)).toEqual([])
  })

  it('refuses a due date before the day it was given, naming the field in Polish', async () => {
    const response = await call('POST', '/api/gazda/content/homework', {
      ...SAMPLES.homework!.create,
      due: '2026-11-14',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().inputErrors.due).toEqual([
      'Termin oddania nie może być wcześniej niż dzień zadania.',
    ])
  })

  it('refuses a class the school does not have', async () => {
    const response = await call('POST', '/api/gazda/content/homework', {
      ...SAMPLES.homework!.create,
      class: 'klasa-99',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().inputErrors.class[0]).toMatch(/nie ma klasy „klasa-99”/)
  })

  it('can be a draft, kept off the site until published', async () => {
    const created = await call('POST', '/api/gazda/content/homework', {
      ...SAMPLES.homework!.create,
      published: false,
    })
    const { id } = created.json()
    expect(file(`homework/${id}.md`)).toMatch(/\npublished: false\n/)
    const record = (await call('GET', `/api/gazda/content/homework/${id}`)).json()
    const published = await call('PUT', `/api/gazda/content/homework/${id}`, {
      ...record.values,
      body: record.body,
      published: true,
      version: record.version,
    })
    expect(published.statusCode).toBe(200)
    expect(file(`homework/${id}.md`)).toMatch(/\npublished: true\n/)
  })

  it('refuses what is not one of its fields', async () => {
    const response = await call('POST', '/api/gazda/content/homework', {
      ...SAMPLES.homework!.create,
      file: '../../etc/passwd',
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('a teacher', () => {
  it('posts homework for their class only: 403 for another class', async () => {
    const other = await asTeacher('POST', '/api/gazda/content/homework', {
      ...SAMPLES.homework!.create,
      class: 'klasa-4',
    })
    expect(other.statusCode).toBe(403)
    expect(other.json().code).toBe('FORBIDDEN')
  })

  it('sees only their classes’ homework and cannot change another’s', async () => {
    const { items } = (await asTeacher('GET', '/api/gazda/content/homework')).json()
    expect(
      items.every((item: { values: { class: string } }) => item.values.class === 'klasa-3'),
    ).toBe(true)
    const all = (await call('GET', '/api/gazda/content/homework')).json().items
    const foreign = all.find(
      (item: { values: { class: string } }) => item.values.class === 'klasa-4',
    )
    const change = await asTeacher('PUT', `/api/gazda/content/homework/${foreign.id}`, {
      ...foreign.values,
      class: 'klasa-3',
      body: 'x',
      version: foreign.version,
    })
    expect(change.statusCode).toBe(403)
    const remove = await asTeacher(
      'DELETE',
      `/api/gazda/content/homework/${foreign.id}?version=${foreign.version}`,
    )
    expect(remove.statusCode).toBe(403)
    expect(existsSync(path.join(server.contentDir, `homework/${foreign.id}.md`))).toBe(true)
  })

  it('adds a calendar event for their class, not one for the whole school', async () => {
    const own = await asTeacher('POST', '/api/gazda/content/calendar', {
      date: '2026-12-12',
      title: 'Wycieczka klasy 3',
      kind: 'wydarzenie',
      classes: ['klasa-3'],
    })
    expect(own.statusCode).toBe(201)
    const school = await asTeacher('POST', '/api/gazda/content/calendar', {
      date: '2026-12-12',
      title: 'Dla wszystkich',
      kind: 'wydarzenie',
    })
    expect(school.statusCode).toBe(403)
  })

  it('gets 403 for the kinds editors change', async () => {
    for (const kind of ['teachers', 'levels', 'sections']) {
      expect((await asTeacher('GET', `/api/gazda/content/${kind}`)).statusCode).toBe(403)
    }
  })
})

describe('a list file', () => {
  it('takes changes of two items from two people who read it at once, and keeps its comments', async () => {
    const { items } = (await call('GET', '/api/gazda/content/teachers')).json()
    const [first, second] = items
    const a = await call('PUT', `/api/gazda/content/teachers/${first.id}`, {
      ...first.values,
      role: 'Dyrektorka',
      version: first.version,
    })
    const b = await call('PUT', `/api/gazda/content/teachers/${second.id}`, {
      ...second.values,
      role: 'Wychowawczyni',
      version: second.version,
    })
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const text = file('teachers.yaml')
    expect(text).toMatch(/^# Teachers shown at/)
    expect(text).toContain('role: Dyrektorka')
    expect(text).toContain('role: Wychowawczyni')
    expect(buildCheck('teachers.yaml', text)).toEqual([])
  })
})

describe('a calendar event', () => {
  it('refuses classes and shifts the school does not have, each named at its field', async () => {
    const response = await call('POST', '/api/gazda/content/calendar', {
      ...SAMPLES.calendar!.create,
      classes: ['klasa-1', 'klasa-98', 'klasa-99'],
      shifts: [1, 7],
    })
    expect(response.statusCode).toBe(400)
    const { inputErrors } = response.json()
    expect(inputErrors.classes).toEqual(['Klasy: szkoła nie ma klas klasa-98, klasa-99.'])
    expect(inputErrors.shifts).toEqual(['Zmiany: szkoła nie ma zmian 7.'])
  })
})

describe('an English version (issue #35)', () => {
  it('goes with its Polish file when the record is removed, so the next publish is not stopped', async () => {
    const created = await call('POST', '/api/gazda/content/homework', NEW_HOMEWORK)
    expect(created.statusCode).toBe(201)
    const { id } = created.json() as { id: string }
    const polish = `homework/${id}.md`
    const english = `homework/${id}.en.md`
    expect(existsSync(path.join(server.contentDir, polish))).toBe(true)
    writeFileSync(
      path.join(server.contentDir, english),
      '---\ntitle: A poem about winter\n---\nLearn the poem by heart.\n',
    )
    const record = (await call('GET', `/api/gazda/content/homework/${id}`)).json()
    const removed = await call(
      'DELETE',
      `/api/gazda/content/homework/${id}?version=${record.version}`,
    )
    expect(removed.statusCode).toBe(200)
    expect(existsSync(path.join(server.contentDir, polish))).toBe(false)
    expect(existsSync(path.join(server.contentDir, english))).toBe(false)
  })
})
