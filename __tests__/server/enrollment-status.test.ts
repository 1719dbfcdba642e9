import { CONTROL_CHARACTER_MESSAGE } from '../../server/errors'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { issueToken } from '../../server/auth/tokens'
import {
  auditLog,
  contentChanges,
  enrollmentNotes,
  enrollments,
  statusMails,
} from '../../server/db/schema'
import {
  firstClassDay,
  sendDueStatusMails,
  STATUS_MAIL_DELAY_MS,
} from '../../server/enrollments/statusMails'
import { createUserRepository } from '../../server/repositories/users'
import { family, motherOnly, student } from '../domain/enrollment/fixtures'
import { setUpServer } from './built-site'
import { csvObjects } from './support/csv'
import { floodLimits } from './support/limits'
import { outboxMails } from './support/mailRead'

// Issue #31: a status per child, a version per enrolment (If-Match, 409), office notes, search,
// and the parents' mails. Every enrolment here comes from one address: more than the limits allow.
const server = setUpServer({ limits: floodLimits() })

type Role = 'admin' | 'editor' | 'teacher'
const tokens: Record<string, string> = {}

async function account(key: string, name: string, role: Role) {
  const user = await createUserRepository(server.app.db).add({
    email: `${key}@szkola.org`,
    name,
    role,
    classes: role === 'teacher' ? ['klasa-1'] : undefined,
    passwordHash: 'not used: the test signs its own token',
  })
  tokens[key] = await issueToken(
    { userId: user.id, role: user.role, version: user.tokenVersion },
    server.app.jwtSecret,
  )
}

const call = (
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  who: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${tokens[who]}`, ...headers },
  })

const record = async (id: number) =>
  (await call('GET', `/api/gazda/enrollments/${id}`, 'anna')).json()
const ifMatch = (version: number) => ({ 'if-match': `"${version}"` })

/** The Żółkiewski family: two children in different classes and shifts. */
const ZOLKIEWSCY = family({
  motherFirstName: 'Bożena',
  motherLastName: 'Łączyńska',
  motherEmail: 'bozena.l@example.org',
  motherPhone: '(630) 555-0161',
  fatherFirstName: 'Zdzisław',
  fatherLastName: 'Żółkiewski',
  fatherEmail: 'zdzislaw.z@example.org',
  fatherPhone: '(630) 555-0162',
  students: [
    student({ firstName: 'Szymon', lastName: 'Żółkiewski', level: 'klasa-5', buildingId: '1' }),
    student({
      firstName: 'Ignacy',
      lastName: 'Żółkiewski',
      level: 'zerowka',
      buildingId: '2',
      birthDate: '2020-02-02',
    }),
  ],
})

const ids: Record<string, { id: number; number: string }> = {}

async function enrol(key: string, values: object) {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/enrollments',
    payload: values,
  })
  expect([key, answer.statusCode, answer.statusCode === 201 ? '' : answer.body]).toEqual([
    key,
    201,
    '',
  ])
  const { number } = answer.json<{ number: string }>()
  const [row] = await server.app.db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.number, number))
  ids[key] = { id: row!.id, number }
}

const child = (firstName: string, o = {}) =>
  student({ firstName, lastName: 'Kowalczyk', level: 'klasa-1', buildingId: '2', ...o })

beforeAll(async () => {
  await account('anna', 'Anna Sekretarka', 'admin')
  await account('jan', 'Jan Dyrektor', 'admin')
  await account('edytor', 'Ewa Redaktorka', 'editor')
  await account('nauczyciel', 'Tomasz Nauczyciel', 'teacher')
  await enrol('zolkiewscy', ZOLKIEWSCY)
  await enrol('conflict', family({ students: [child('Maja')] }))
  await enrol('waiting', family({ motherEmail: 'wait@example.org', students: [child('Lena')] }))
  await enrol(
    'mail',
    motherOnly({
      motherEmail: 'rodzice.mail@example.org',
      students: [child('Kacper', { lastName: 'Wójcik', level: 'klasa-2', buildingId: '1' })],
    }),
  )
  await enrol('undo', family({ motherEmail: 'undo@example.org', students: [child('Oliwia')] }))
  // The confirmations go after the answer: here before any test counts a family's mails.
  for (let i = 0; i < 100; i += 1) {
    const received = async (address: string) =>
      (await mailsTo(address)).some((m) => /otrzymali/.test(m.subject))
    if ((await received('rodzice.mail@example.org')) && (await received('undo@example.org'))) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
})

const soon = () => new Date(Date.now() + STATUS_MAIL_DELAY_MS + 1000)
const mailsTo = async (address: string) =>
  (await outboxMails(server.site.config.dataDir)).filter((mail) => mail.to.includes(address))

describe('the record’s version', () => {
  it('answers the version in the body and in ETag, each child with its own status', async () => {
    const response = await call('GET', `/api/gazda/enrollments/${ids.zolkiewscy!.id}`, 'anna')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(response.headers.etag).toBe(`"${body.version}"`)
    expect(body.version).toBe(1)
    expect(body.notes).toEqual([])
    expect(
      body.students.map((s: { firstName: string; status: string }) => [s.firstName, s.status]),
    ).toEqual([
      ['Szymon', 'new'],
      ['Ignacy', 'new'],
    ])
    const list = (await call('GET', '/api/gazda/enrollments', 'anna')).json()
    expect(list.items[0]).toMatchObject({ version: expect.any(Number) })
    expect(list.items[0].students[0].status).toBe('new')
  })

  it('gives two admins on one version one change: the second gets 409 with the first’s change', async () => {
    const { id } = ids.conflict!
    const url = `/api/gazda/enrollments/${id}`
    const first = await call('PATCH', url, 'anna', { status: 'accepted' }, ifMatch(1))
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      status: 'accepted',
      version: 2,
      statusChangedByName: 'Anna Sekretarka',
    })
    expect(first.headers.etag).toBe('"2"')
    const second = await call('PATCH', url, 'jan', { status: 'rejected' }, ifMatch(1))
    expect(second.statusCode).toBe(409)
    expect(second.headers.etag).toBe('"2"')
    const conflict = second.json()
    expect(conflict.code).toBe('ENROLLMENT_CHANGED')
    expect(conflict.message).toMatch(/Ktoś inny zmienił/)
    expect(conflict.current).toMatchObject({ id, status: 'accepted', version: 2 })
    expect(conflict.current.students[0].status).toBe('accepted')
    expect(conflict.changes).toEqual([
      { at: expect.any(String), byName: 'Anna Sekretarka', summary: 'Nowe → Przyjęte' },
    ])
    // Nothing of the first change was replaced.
    expect((await record(id)).status).toBe('accepted')
    // Seen, the second admin makes the change on the version they now have: both are in history.
    const again = await call('PATCH', url, 'jan', { status: 'rejected' }, ifMatch(2))
    expect(again.statusCode).toBe(200)
    expect(again.json().version).toBe(3)
    const history = await server.app.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.recordId, String(id)))
    expect(history.map((h) => [h.summary, h.recordVersion])).toEqual([
      ['Nowe → Przyjęte', 2],
      ['Przyjęte → Odrzucone', 3],
    ])
  })

  it('lets only one of two changes sent at once on the same version through', async () => {
    const { id } = ids.conflict!
    const { version } = await record(id)
    const url = `/api/gazda/enrollments/${id}`
    const answers = await Promise.all([
      call('PATCH', url, 'anna', { status: 'waitlisted' }, ifMatch(version)),
      call('PATCH', url, 'jan', { status: 'accepted' }, ifMatch(version)),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
  })

  it('refuses a malformed If-Match (400, Polish) and changes without one (the first clients)', async () => {
    const { id } = ids.conflict!
    const url = `/api/gazda/enrollments/${id}`
    const bad = await call('PATCH', url, 'anna', { status: 'new' }, { 'if-match': 'wersja 3' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/If-Match/)
    const plain = await call('PATCH', url, 'anna', { status: 'new' })
    expect(plain.statusCode).toBe(200)
    expect(plain.json().status).toBe('new')
  })
})

describe('a child’s own status and class', () => {
  it('accepts one child and wait-lists its sibling, each shown in the record and the CSV', async () => {
    const { id } = ids.zolkiewscy!
    const before = await record(id)
    const [szymon, ignacy] = before.students
    const url = (s: { id: number }) => `/api/gazda/enrollments/${id}/students/${s.id}`
    const accepted = await call('PATCH', url(szymon), 'anna', { status: 'accepted' }, ifMatch(1))
    expect(accepted.statusCode).toBe(200)
    expect(accepted.headers.etag).toBe('"2"')
    const waitlisted = await call('PATCH', url(ignacy), 'jan', { status: 'waitlisted' }, ifMatch(2))
    expect(waitlisted.statusCode).toBe(200)
    const after = waitlisted.json()
    expect(after.version).toBe(3)
    expect(after.students.map((s: { status: string }) => s.status)).toEqual([
      'accepted',
      'waitlisted',
    ])
    expect(after.students[0].statusChangedByName).toBe('Anna Sekretarka')
    expect(after.students[1].statusChangedByName).toBe('Jan Dyrektor')
    // A stale version is refused here too, naming the change made since.
    const stale = await call('PATCH', url(ignacy), 'anna', { status: 'rejected' }, ifMatch(2))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().changes).toEqual([
      expect.objectContaining({
        byName: 'Jan Dyrektor',
        summary: 'Uczeń 2: Nowe → Lista oczekujących',
      }),
    ])
    // The history names the child by its place in the form, never by name.
    const history = await server.app.db
      .select({ summary: contentChanges.summary, action: contentChanges.action })
      .from(contentChanges)
      .where(eq(contentChanges.recordId, String(id)))
    expect(history).toEqual([
      { action: 'status', summary: 'Uczeń 1: Nowe → Przyjęte' },
      { action: 'status', summary: 'Uczeń 2: Nowe → Lista oczekujących' },
    ])
    expect(JSON.stringify(history)).not.toMatch(/Szymon|Ignacy|Żółkiew/)

    const csv = await call('GET', '/api/gazda/enrollments.csv', 'anna')
    const rows = csvObjects(csv.body.replace(/^\uFEFF/, ''))
    const statusOf = (name: string) => rows.find((r) => r['Imię ucznia'] === name)?.Status
    expect([statusOf('Szymon'), statusOf('Ignacy')]).toEqual(['Przyjęte', 'Lista oczekujących'])
    // Filtered by a child's status, the CSV holds that child, not its sibling.
    const accepted5 = await call('GET', '/api/gazda/enrollments.csv?status=accepted', 'anna')
    const names = csvObjects(accepted5.body.replace(/^\uFEFF/, '')).map((r) => r['Imię ucznia'])
    expect(names).toContain('Szymon')
    expect(names).not.toContain('Ignacy')
    // The list's status filter finds the family by either child.
    const waiting = (await call('GET', '/api/gazda/enrollments?status=waitlisted', 'anna')).json()
    expect(waiting.items.map((e: { id: number }) => e.id)).toContain(id)
  })

  it('moves a child to another class and shift, in the history and the audit log', async () => {
    const { id } = ids.zolkiewscy!
    const { version, students } = await record(id)
    const url = `/api/gazda/enrollments/${id}/students/${students[1].id}`
    const unknown = await call('PATCH', url, 'anna', { level: 'klasa-99' }, ifMatch(version))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Szkoła nie ma takiej klasy.')
    const noShift = await call('PATCH', url, 'anna', { buildingId: 9 }, ifMatch(version))
    expect(noShift.statusCode).toBe(400)
    const moved = await call(
      'PATCH',
      url,
      'anna',
      { level: 'klasa-1', buildingId: 1 },
      ifMatch(version),
    )
    expect(moved.statusCode).toBe(200)
    expect(moved.json().students[1]).toMatchObject({ level: 'klasa-1', buildingId: 1 })
    const [entry] = await server.app.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.action, 'move'))
    expect(entry!.summary).toBe(
      'Uczeń 2: Zerówka, Sobota po południu (13:30–17:30) → Klasa 1, Sobota rano (9:00–13:00)',
    )
    const other = await record(ids.conflict!.id)
    const foreign = await call(
      'PATCH',
      `/api/gazda/enrollments/${id}/students/${other.students[0].id}`,
      'anna',
      { status: 'accepted' },
    )
    expect(foreign.statusCode).toBe(404)
  })
})

describe('office notes', () => {
  it('are added by admins only, shown with their author, and in the history without their text', async () => {
    const { id } = ids.zolkiewscy!
    const url = `/api/gazda/enrollments/${id}/notes`
    const { version } = await record(id)
    const text = 'Mama dzwoniła: Ignacy ma alergię na orzechy.'
    for (const who of ['edytor', 'nauczyciel']) {
      expect((await call('POST', url, who, { text }, ifMatch(version))).statusCode).toBe(403)
    }
    const added = await call('POST', url, 'anna', { text }, ifMatch(version))
    expect(added.statusCode).toBe(201)
    expect(added.headers.etag).toBe(`"${version + 1}"`)
    expect(added.json().notes).toEqual([
      { id: expect.any(Number), at: expect.any(String), byName: 'Anna Sekretarka', text },
    ])
    const stale = await call('POST', url, 'jan', { text: 'Druga notatka' }, ifMatch(version))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().changes).toEqual([
      expect.objectContaining({ byName: 'Anna Sekretarka', summary: 'Notatka sekretariatu' }),
    ])
    const history = await server.app.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.action, 'note'))
    expect(history.map((h) => h.summary)).toEqual(['Notatka sekretariatu'])
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.action, 'update'))
    expect(audit.some((a) => a.recordId === String(id))).toBe(true)
    const exported = (await call('GET', `/api/gazda/enrollments/${id}/export`, 'anna')).json()
    expect(exported.notes.map((n: { text: string }) => n.text)).toEqual([text])
    expect((await call('GET', '/api/gazda/enrollments', 'nauczyciel')).statusCode).toBe(403)
  })
})

describe('a hostile note', () => {
  it('is refused with a clear 400 and changes nothing', async () => {
    const { id } = ids.zolkiewscy!
    const before = await record(id)
    const sent = await call(
      'POST',
      `/api/gazda/enrollments/${id}/notes`,
      'anna',
      { text: 'Notatka\u0000z bajtem zerowym' },
      ifMatch(before.version),
    )
    expect(sent.statusCode).toBe(400)
    // Issue #32: every text of the staff area is refused for a control character, saying so.
    expect(sent.json()).toMatchObject({
      code: 'INVALID_CONTENT',
      message: CONTROL_CHARACTER_MESSAGE,
      inputErrors: { text: [CONTROL_CHARACTER_MESSAGE] },
    })
    const after = await record(id)
    expect(after.version).toBe(before.version)
    expect(after.notes).toEqual(before.notes)
  })
})

describe('search', () => {
  const found = async (q: string) =>
    (await call('GET', `/api/gazda/enrollments?q=${encodeURIComponent(q)}`, 'anna'))
      .json()
      .items.map((e: { id: number }) => e.id)

  it('finds a family by a phone in any format, by its number, and by a parent’s surname without Polish letters', async () => {
    const { id, number } = ids.zolkiewscy!
    for (const q of ['6305550161', '630 555 0161', '+1 (630) 555-0161', '16305550161', '0161']) {
      expect([q, await found(q)]).toEqual([q, [id]])
    }
    for (const q of ['Laczynska', 'Zolkiewski', 'ZDZISLAW', 'bozena.l@example', 'Szymon']) {
      expect([q, await found(q)]).toEqual([q, [id]])
    }
    expect(await found(number)).toEqual([id])
    const fourth = ids.mail!
    expect(fourth.number).toMatch(/^\d{4}-0004$/)
    expect(await found(fourth.number)).toEqual([fourth.id])
    expect(await found('555 9999')).toEqual([])
  })
})

describe('the parents’ mails', () => {
  it('say at submission that the application was received, not accepted', async () => {
    const [received] = await mailsTo('rodzice.mail@example.org')
    expect(received!.subject).toBe(
      `Polska Szkoła w Lombard: otrzymaliśmy zgłoszenie nr ${ids.mail!.number}`,
    )
    expect(received!.text).toMatch(/Otrzymaliśmy/)
    expect(`${received!.subject}\n${received!.text}`).not.toMatch(/przyjęt/i)
  })

  it('send one mail per change a minute later, naming the child and the status in words', async () => {
    const { id } = ids.mail!
    const address = 'rodzice.mail@example.org'
    const url = `/api/gazda/enrollments/${id}`
    const { version } = await record(id)
    // Two changes within the minute: only the net one is mailed.
    expect(
      (await call('PATCH', url, 'anna', { status: 'waitlisted' }, ifMatch(version))).statusCode,
    ).toBe(200)
    expect(
      (await call('PATCH', url, 'anna', { status: 'accepted' }, ifMatch(version + 1))).statusCode,
    ).toBe(200)
    await sendDueStatusMails(server.app, new Date())
    expect(await mailsTo(address)).toHaveLength(1)
    expect(await sendDueStatusMails(server.app, soon())).toBeGreaterThanOrEqual(1)
    const mails = (await mailsTo(address)).filter((m) => m.subject.includes('status'))
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe(
      `Polska Szkoła w Lombard: zgłoszenie nr ${ids.mail!.number}, status: Przyjęte`,
    )
    expect(mail.text).toContain('Uczeń: Kacper Wójcik (Klasa 2, Sobota rano)')
    expect(mail.text).toContain('Status: Przyjęte')
    // The next class day from the calendar, or, past the calendar's last, a promise of a mail.
    expect(mail.text).toMatch(
      /Pierwszy dzień zajęć(: \S+, \d+ \S+ \d{4}, zmiana: Sobota rano| podamy w osobnej wiadomości)/,
    )
    expect(mail.text).toContain(`${server.site.config.siteUrl}/pages/oplaty-za-szkole/`)
    expect(mail.text).toContain(server.site.config.officeEmail)
    // Sent once: a later run sends nothing more.
    expect(await sendDueStatusMails(server.app, soon())).toBe(0)
    // A child's own change to the wait-list names its place on the class's list.
    const now = await record(id)
    const student = now.students[0]
    const waitUrl = `/api/gazda/enrollments/${id}/students/${student.id}`
    expect(
      (await call('PATCH', waitUrl, 'jan', { status: 'waitlisted' }, ifMatch(now.version)))
        .statusCode,
    ).toBe(200)
    expect(await sendDueStatusMails(server.app, soon())).toBe(1)
    const waiting = (await mailsTo(address)).filter((m) => m.subject.endsWith('Lista oczekujących'))
    expect(waiting).toHaveLength(1)
    expect(waiting[0]!.text).toContain('Kacper Wójcik')
    expect(waiting[0]!.text).toMatch(/Miejsce na liście oczekujących tej klasy: 1\./)
  })

  it('send nothing for a change undone within a minute', async () => {
    const { id } = ids.undo!
    const url = `/api/gazda/enrollments/${id}`
    const { version } = await record(id)
    expect(
      (await call('PATCH', url, 'anna', { status: 'rejected' }, ifMatch(version))).statusCode,
    ).toBe(200)
    expect(await server.app.db.select().from(statusMails)).not.toHaveLength(0)
    expect(
      (await call('PATCH', url, 'jan', { status: 'new' }, ifMatch(version + 1))).statusCode,
    ).toBe(200)
    await sendDueStatusMails(server.app, soon())
    expect((await mailsTo('undo@example.org')).filter((m) => m.subject.includes('status'))).toEqual(
      [],
    )
  })
})

describe('the first class day an acceptance names', () => {
  const contentDir = path.join(__dirname, '../../content')
  const child = { schoolYear: '2026-2027', level: 'klasa-2', buildingId: 1 }

  it('is the school year’s first class day from the calendar, or the next one later in the year', () => {
    expect(firstClassDay(contentDir, child, new Date('2026-08-01T12:00:00Z'))).toBe('2026-09-05')
    // 28 November has no classes (Thanksgiving weekend): the next class day is 5 December.
    expect(firstClassDay(contentDir, child, new Date('2026-11-27T12:00:00Z'))).toBe('2026-12-05')
  })

  it('is unknown for a year without a calendar: the mail then promises a separate message', () => {
    expect(firstClassDay(contentDir, { ...child, schoolYear: '2099-2100' }, new Date())).toBe(
      undefined,
    )
  })
})

describe('a family’s two children accepted at once', () => {
  it('get one mail naming each child, and the family’s deletion takes its notes and mails along', async () => {
    await enrol(
      'siblings',
      family({
        motherEmail: 'rodzenstwo@example.org',
        students: [
          child('Antek', { lastName: 'Grabowski', level: 'klasa-3', buildingId: '1' }),
          child('Basia', { lastName: 'Grabowska', level: 'zerowka', birthDate: '2020-03-03' }),
        ],
      }),
    )
    const { id, number } = ids.siblings!
    const url = `/api/gazda/enrollments/${id}`
    expect((await call('PATCH', url, 'anna', { status: 'accepted' }, ifMatch(1))).statusCode).toBe(
      200,
    )
    await sendDueStatusMails(server.app, soon())
    const mails = (await mailsTo('rodzenstwo@example.org')).filter((m) =>
      m.subject.includes('status'),
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(
      `Polska Szkoła w Lombard: zgłoszenie nr ${number}, status: Przyjęte`,
    )
    expect(mails[0]!.text).toContain('Uczeń: Antek Grabowski (Klasa 3, Sobota rano)')
    expect(mails[0]!.text).toContain('Uczeń: Basia Grabowska (Zerówka, Sobota po południu)')

    const children = (await record(id)).students.map((s: { id: number }) => s.id)
    expect((await call('POST', `${url}/notes`, 'anna', { text: 'Do usunięcia' })).statusCode).toBe(
      201,
    )
    const deleted = await server.app.inject({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${tokens.anna}` },
    })
    expect(deleted.statusCode).toBe(204)
    const notes = await server.app.db.select().from(enrollmentNotes)
    expect(notes.some((n) => n.enrollmentId === id)).toBe(false)
    const left = await server.app.db.select().from(statusMails)
    expect(left.some((m) => children.includes(m.studentId))).toBe(false)
  })
})
