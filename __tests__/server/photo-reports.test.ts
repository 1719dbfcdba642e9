import { readdirSync, readFileSync } from 'node:fs'
import { cp, readFile } from 'node:fs/promises'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { auditLog, photoTakedownRequests } from '../../server/db/schema'
import {
  PHOTO_NOT_FOUND_MESSAGE,
  PHOTO_REPORTS_PATH,
  PHOTO_REPORTS_PER_HOUR,
  TOO_MANY_REPORTS_MESSAGE,
} from '../../server/routes/photoReports'
import { PHOTO_NOT_HIDDEN_MESSAGE } from '../../server/routes/gazda/photoReports/routes'
import { PHOTO_REPORT_MESSAGES } from '../../src/domain/photoReport'
import { REPO_CONTENT, setUpContentServer } from './support/contentServer'

const server = setUpContentServer()
const ALBUM = '2024-2025/andrzejki'
const STAFF_PATH = '/api/gazda/photo-reports'

beforeAll(async () => {
  await cp(
    path.join(REPO_CONTENT, 'gallery', ALBUM),
    path.join(server.contentDir, 'gallery', ALBUM),
    {
      recursive: true,
    },
  )
})

let address = 0
/** Each test's reports come from an address of their own, so that the limit is tested alone. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`

const valid = {
  years: '2024-2025',
  album: 'andrzejki',
  photo: '01.jpg',
  reason: 'Na tym zdjęciu jest moja córka; proszę je usunąć.',
  email: 'mama@example.com',
}

const report = (payload: unknown, remoteAddress = nextAddress()) =>
  server.app.inject({
    method: 'POST',
    url: PHOTO_REPORTS_PATH,
    payload: payload as object,
    remoteAddress,
  })

const rows = async () =>
  ((await server.app.db.select({ n: count() }).from(photoTakedownRequests)) as [{ n: number }])[0].n

/** A mail as read: encoded words and quoted-printable (nodemailer's choice for Polish) undone. */
const decoded = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/g, (_word, text: string) => text.replace(/_/g, ' '))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_code, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

const outbox = () => path.join(server.site.config.dataDir, 'outbox')
const mailsAbout = async (text: string) => {
  const read = () => {
    let files: string[] = []
    try {
      files = readdirSync(outbox()).filter((name) => name.endsWith('.eml'))
    } catch {
      return []
    }
    return files
      .map((file) => decoded(readFileSync(path.join(outbox(), file), 'utf8')))
      .filter((mail) => mail.includes(text))
  }
  for (let i = 0; i < 100 && read().length === 0; i += 1)
    await new Promise((r) => setTimeout(r, 50))
  return read()
}

describe('POST /api/photo-reports', () => {
  it('stores the request as new and answers 201 with its id', async () => {
    const before = await rows()
    const response = await report({ ...valid, email: '  mama@example.com ' })
    expect(response.statusCode).toBe(201)
    const { id } = response.json()
    expect(id).toEqual(expect.any(Number))
    expect(await rows()).toBe(before + 1)
    const [row] = await server.app.db
      .select()
      .from(photoTakedownRequests)
      .where(eq(photoTakedownRequests.id, id))
    expect(row).toMatchObject({
      albumYears: '2024-2025',
      albumSlug: 'andrzejki',
      photoName: '01.jpg',
      reason: valid.reason,
      contactEmail: 'mama@example.com',
      status: 'new',
      handledBy: null,
      handledAt: null,
    })
  })

  it('takes a request without a contact e-mail', async () => {
    const { email: _email, ...withoutEmail } = valid
    const response = await report(withoutEmail)
    expect(response.statusCode).toBe(201)
    const [row] = await server.app.db
      .select()
      .from(photoTakedownRequests)
      .where(eq(photoTakedownRequests.id, response.json().id))
    expect(row!.contactEmail).toBeNull()
    expect((await report({ ...valid, email: '' })).statusCode).toBe(201)
  })

  it('sends the office a notice naming the photo, without the reason or the reporter’s e-mail', async () => {
    const response = await report({ ...valid, photo: '02.jpg', email: 'tata@example.com' })
    const id = response.json().id
    const [mail] = await mailsAbout(`Zgłoszenie zdjęcia nr ${id} do usunięcia`)
    expect(mail).toBeDefined()
    expect(mail).toMatch(/^To: sekretariat@polskaszkolalombard\.org/m)
    expect(mail).toContain('02.jpg')
    expect(mail).toContain('/galeria-zdjec/rok-szkolny-2024-2025/andrzejki/')
    expect(mail).toContain('Andrzejki 2024')
    expect(mail).not.toContain('tata@example.com')
    expect(mail).not.toContain(valid.reason)
  })

  it('answers 404 for an album or photo the gallery does not have, writing nothing', async () => {
    const before = await rows()
    for (const where of [
      { photo: '09.jpg' },
      { photo: 'album.yaml' },
      { photo: '../../../site.yaml' },
      { album: 'nie-ma' },
      { years: '2009-2010' },
    ]) {
      const response = await report({ ...valid, ...where })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ code: 'PHOTO_NOT_FOUND', message: PHOTO_NOT_FOUND_MESSAGE })
    }
    expect(await rows()).toBe(before)
  })

  // Issue #35: the English album page's dialog sends its language; without it, Polish as before.
  it('refuses in the album page’s language: English for English, the Polish words unchanged', async () => {
    const english = { 'accept-language': 'en' }
    const post = (payload: object, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'POST',
        url: PHOTO_REPORTS_PATH,
        payload,
        headers,
        remoteAddress: nextAddress(),
      })
    const refused = await post({ ...valid, reason: ' ', email: 'nie-email' }, english)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      message: 'The form has errors. Please correct the marked fields.',
      inputErrors: {
        reason: ['The reason is required.'],
        email: ['Please enter a valid e-mail address.'],
      },
    })
    const long = await post({ ...valid, reason: 'x'.repeat(2001) }, english)
    expect(long.json()).toMatchObject({
      inputErrors: { reason: ['The reason must be at most 2000 characters long.'] },
    })
    const missing = await post({ ...valid, photo: '09.jpg' }, english)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({
      code: 'PHOTO_NOT_FOUND',
      message:
        'There is no such photo in the gallery, or it has already been hidden. Reload the album page.',
    })

    const polish = await post({ ...valid, reason: 'x'.repeat(2001), email: 'nie-email' })
    expect(polish.json()).toMatchObject({
      message: 'Formularz zawiera błędy. Popraw zaznaczone pola.',
      inputErrors: {
        reason: ['Powód zgłoszenia powinien być nie dłuższy niż 2000 znaków.'],
        email: ['Proszę podać poprawny adres email.'],
      },
    })
    expect((await post({ ...valid, photo: '09.jpg' })).json()).toMatchObject({
      message: 'Nie ma takiego zdjęcia w galerii albo zostało już ukryte. Odśwież stronę albumu.',
    })
  })

  it('refuses invalid bodies with 400 and Polish messages beside the fields, writing nothing', async () => {
    const before = await rows()
    const cases: [unknown, string, string | undefined][] = [
      [{ ...valid, reason: '   ' }, 'reason', PHOTO_REPORT_MESSAGES.reasonRequired],
      [{ ...valid, reason: 'x'.repeat(2001) }, 'reason', PHOTO_REPORT_MESSAGES.reasonTooLong],
      [{ ...valid, reason: 'a\u0000b' }, 'reason', PHOTO_REPORT_MESSAGES.unstorable],
      [{ ...valid, email: 'nie-email' }, 'email', PHOTO_REPORT_MESSAGES.emailInvalid],
      [
        { ...valid, email: `${'a'.repeat(70)}@example.com` },
        'email',
        PHOTO_REPORT_MESSAGES.emailTooLong,
      ],
    ]
    for (const [body, field, message] of cases) {
      const response = await report(body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'INVALID_FORM',
        formErrors: [],
        inputErrors: { [field]: [message] },
      })
    }
    for (const body of [
      { ...valid, extra: 1 },
      { ...valid, reason: 5 },
      { ...valid, years: '2024/2025' },
      { ...valid, album: '../x' },
      { years: valid.years, album: valid.album, photo: valid.photo },
      [],
      null,
    ]) {
      const response = await report(body)
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('INVALID_BODY')
    }
    expect(await rows()).toBe(before)
  })

  it(`allows ${PHOTO_REPORTS_PER_HOUR} requests an hour from one address, then 429`, async () => {
    const from = '192.0.2.77'
    for (let i = 0; i < PHOTO_REPORTS_PER_HOUR; i += 1) {
      expect((await report(valid, from)).statusCode).toBe(201)
    }
    const before = await rows()
    const refused = await report(valid, from)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REPORTS',
      message: TOO_MANY_REPORTS_MESSAGE,
    })
    expect(await rows()).toBe(before)
    expect((await report(valid, '192.0.2.78')).statusCode).toBe(201)
  })
})

describe('the staff’s list of photo reports', () => {
  const list = (query = '', as: 'admin' | 'editor' = 'editor') =>
    server.call('GET', `${STAFF_PATH}${query}`, undefined, as)

  it('needs a staff token', async () => {
    expect((await server.app.inject({ method: 'GET', url: STAFF_PATH })).statusCode).toBe(401)
    const patch = await server.app.inject({
      method: 'PATCH',
      url: `${STAFF_PATH}/1`,
      payload: { status: 'rejected' },
    })
    expect(patch.statusCode).toBe(401)
  })

  it('lists requests newest first for editors and admins, with the photo’s state and the e-mail', async () => {
    const id = (await report({ ...valid, reason: 'Najnowsze zgłoszenie' })).json().id
    for (const as of ['editor', 'admin'] as const) {
      const response = await list('', as)
      expect(response.statusCode).toBe(200)
      const items = response.json()
      expect(items[0]).toEqual({
        id,
        createdAt: expect.any(String),
        years: '2024-2025',
        album: 'andrzejki',
        photo: '01.jpg',
        reason: 'Najnowsze zgłoszenie',
        email: 'mama@example.com',
        status: 'new',
        handledAt: null,
        handledBy: null,
        albumTitle: 'Andrzejki 2024',
        photoExists: true,
        photoHidden: false,
      })
      const ids = items.map((item: { id: number }) => item.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
    }
    const audited = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, 'photo-report'))
    expect(audited.length).toBeGreaterThanOrEqual(2)
  })

  it('filters by status and refuses an unknown one', async () => {
    const id = (await report(valid)).json().id
    expect(
      (await server.call('PATCH', `${STAFF_PATH}/${id}`, { status: 'rejected' })).statusCode,
    ).toBe(200)
    const rejected = (await list('?status=rejected')).json()
    expect(rejected.map((item: { id: number }) => item.id)).toContain(id)
    expect(rejected.every((item: { status: string }) => item.status === 'rejected')).toBe(true)
    expect((await list('?status=new')).json().map((item: { id: number }) => item.id)).not.toContain(
      id,
    )
    expect((await list('?status=zly')).statusCode).toBe(400)
  })

  it('records who decided and when, and back to new clears it', async () => {
    const id = (await report(valid)).json().id
    const resolved = await server.call(
      'PATCH',
      `${STAFF_PATH}/${id}`,
      { status: 'resolved' },
      'admin',
    )
    expect(resolved.statusCode).toBe(200)
    expect(resolved.json()).toMatchObject({
      id,
      status: 'resolved',
      handledBy: { name: 'Anna Dyrektor' },
      handledAt: expect.any(String),
    })
    const reopened = await server.call('PATCH', `${STAFF_PATH}/${id}`, { status: 'new' })
    expect(reopened.json()).toMatchObject({ status: 'new', handledBy: null, handledAt: null })
  })

  it('refuses bad ids, bodies and unknown requests', async () => {
    expect(
      (await server.call('PATCH', `${STAFF_PATH}/999999`, { status: 'resolved' })).statusCode,
    ).toBe(404)
    expect(
      (await server.call('PATCH', `${STAFF_PATH}/abc`, { status: 'resolved' })).statusCode,
    ).toBe(400)
    expect((await server.call('PATCH', `${STAFF_PATH}/1`, { status: 'zly' })).statusCode).toBe(400)
    expect(
      (await server.call('PATCH', `${STAFF_PATH}/1`, { status: 'new', x: 1 })).statusCode,
    ).toBe(400)
  })

  it('marks a request hidden only once the gallery editor has hidden its photo', async () => {
    const id = (await report({ ...valid, photo: '02.jpg' })).json().id
    const early = await server.call('PATCH', `${STAFF_PATH}/${id}`, { status: 'hidden' })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ code: 'PHOTO_NOT_HIDDEN', message: PHOTO_NOT_HIDDEN_MESSAGE })

    const albumPath = `/api/gazda/content/gallery/${ALBUM}`
    const { version } = (await server.call('GET', albumPath)).json()
    const hide = await server.call('PUT', `${albumPath}/photos/02.jpg`, { hidden: true, version })
    expect(hide.statusCode).toBe(200)
    const yaml = await readFile(
      path.join(server.contentDir, 'gallery', ALBUM, 'album.yaml'),
      'utf8',
    )
    expect(yaml).toMatch(/hidden:\s*\n\s*- 02\.jpg/)

    const marked = await server.call('PATCH', `${STAFF_PATH}/${id}`, { status: 'hidden' })
    expect(marked.statusCode).toBe(200)
    expect(marked.json()).toMatchObject({ status: 'hidden', photoHidden: true })

    // A hidden photo is no longer on the site: it cannot be reported again.
    const again = await report({ ...valid, photo: '02.jpg' })
    expect(again.statusCode).toBe(404)
  })
})
