import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { buildApp } from '../../server/app'
import { issueToken } from '../../server/auth/tokens'
import { createUploadRepository } from '../../server/repositories/uploads'
import { createUserRepository } from '../../server/repositories/users'
import { UNSUPPORTED_TYPE_MESSAGE, UPLOADS_PER_MINUTE } from '../../server/routes/uploads'
import { makeBuiltSite, type BuiltSite } from './built-site'
import { filesUnder, multipartForm, type FormPart } from './support/multipart'

let site: BuiltSite
let app: FastifyInstance
let token: string
let uploadsDir: string
const files: Record<'jpeg' | 'png', Buffer> = { jpeg: Buffer.alloc(0), png: Buffer.alloc(0) }
const pdf = (size = 0) =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'.padEnd(size))
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeAll(async () => {
  site = await makeBuiltSite()
  app = await buildApp({ ...site.config, uploadMaxBytes: 1024 })
  uploadsDir = path.join(site.config.dataDir, 'uploads')
  const staff = await createUserRepository(app.db).add({
    email: 'sekretariat@szkola.org',
    name: 'Sekretariat',
    role: 'staff',
    passwordHash: 'not used: the test signs its own token',
  })
  token = await issueToken({ userId: staff.id, role: 'staff', version: 0 }, app.jwtSecret)
  const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
  files.jpeg = await image.clone().jpeg().toBuffer()
  files.png = await image.clone().png().toBuffer()
})

afterAll(async () => {
  await app.close()
  await site.remove()
})

const upload = (parts: FormPart[], remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/uploads', remoteAddress, ...multipartForm(parts) })
const fetchUpload = (url: string, auth = `Bearer ${token}`) =>
  app.inject({ method: 'GET', url, headers: { authorization: auth } })

/** Runs a refused upload and checks that it left no file behind, not even a temp file. */
async function refused(send: () => ReturnType<typeof upload>) {
  const before = await filesUnder(uploadsDir)
  const response = await send()
  expect(await filesUnder(uploadsDir)).toEqual(before)
  expect(await filesUnder(path.join(uploadsDir, '.incoming'))).toEqual([])
  return response
}

describe('POST /api/uploads', () => {
  it.each([
    ['a JPEG photo', () => files.jpeg, 'image/jpeg', 'jpg'],
    ['a PNG image', () => files.png, 'image/png', 'png'],
    ['a PDF document', () => pdf(), 'application/pdf', 'pdf'],
  ])('stores %s by its sniffed type and gives it back to staff', async (_, bytes, type, ext) => {
    const content = bytes()
    const response = await upload([
      { filename: 'skan z telefonu', contentType: 'application/octet-stream', content },
    ])
    expect(response.statusCode).toBe(201)
    const { uuid, ...rest } = response.json()
    expect(uuid).toMatch(UUID)
    expect(rest).toEqual({
      url: `/api/uploads/${uuid}`,
      name: 'skan z telefonu',
      type,
      size: content.length,
    })
    expect(await readFile(path.join(uploadsDir, `${uuid}.${ext}`))).toEqual(content)
    expect(await createUploadRepository(app.db).byId(uuid)).toMatchObject({ mime: type })
    const file = await fetchUpload(rest.url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload).toEqual(content)
    expect(file.headers).toMatchObject({
      'content-type': type,
      'content-disposition': `attachment; filename="${uuid}.${ext}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    })
  })

  it.each([
    [
      'an HTML page labelled image/png with a .png name',
      '<html><script>alert(1)</script>',
      'image/png',
      'zdjecie.png',
    ],
    ['an SVG image', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml', 'rys.svg'],
    ['an empty file', '', 'image/jpeg', 'pusty.jpg'],
  ])('refuses %s with 415, keeping nothing', async (_, content, contentType, filename) => {
    const response = await refused(() => upload([{ filename, contentType, content }]))
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: UNSUPPORTED_TYPE_MESSAGE,
    })
  })

  it('accepts a file of exactly the configured limit and refuses one byte more with 413, keeping nothing', async () => {
    expect((await upload([{ filename: 'a.pdf', content: pdf(1024) }])).statusCode).toBe(201)
    const response = await refused(() => upload([{ filename: 'b.pdf', content: pdf(1025) }]))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Plik jest za duży. Największy dopuszczalny rozmiar to 1 KB.',
    })
  })

  it.each([
    ['a path up to /etc/passwd', '../../etc/passwd', 'passwd'],
    ['a Windows path to an HTML page', '..\\..\\x.html', 'x.html'],
    ['a right-to-left override', 'zdj\u202egnp.exe', 'zdjgnp.exe'],
    ['300 letters', 'ą'.repeat(300), 'ą'.repeat(200)],
  ])(
    'shows a name with %s only by its clean base name, never on disk',
    async (_, filename, name) => {
      const response = await upload([{ filename, contentType: 'text/html', content: files.png }])
      expect(response.statusCode).toBe(201)
      expect(response.json().name).toBe(name)
      const everyFile = await filesUnder(path.dirname(site.config.dataDir))
      const named = everyFile.filter((file) => path.basename(file).startsWith(name.slice(0, 6)))
      expect(named).toEqual([])
      for (const file of await filesUnder(uploadsDir)) expect(file).toMatch(/^[0-9a-f-]{36}\.\w+$/)
    },
  )

  it.each([
    ['JSON', { 'content-type': 'application/json' }, '{"file":"x"}'],
    ['plain text', { 'content-type': 'text/plain' }, 'x'],
    ['raw bytes', { 'content-type': 'image/png' }, 'png'],
  ])('refuses a body of %s, not multipart, with 400', async (_, headers, payload) => {
    const response = await refused(() =>
      app.inject({ method: 'POST', url: '/api/uploads', headers, payload }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'NOT_MULTIPART',
      message: expect.stringContaining('Nie przesłano pliku'),
    })
  })

  it.each([
    ['no file at all', [{ field: 'opis', content: 'świadectwo' }], 'NO_FILE'],
    [
      'the file in another field',
      [{ field: 'zdjecie', filename: 'a.png', content: 'x' }],
      'NO_FILE',
    ],
  ])('refuses a form with %s with 400, keeping nothing', async (_, parts, code) => {
    const response = await refused(() => upload(parts))
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe(code)
  })

  it('refuses a multipart body without its boundary with 400 and a Polish message', async () => {
    const headers = { 'content-type': 'multipart/form-data' }
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers,
      payload: 'x',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_MULTIPART',
      message: expect.stringMatching(/formularza/),
    })
  })

  it(`refuses upload ${UPLOADS_PER_MINUTE + 1} from one address within a minute with 429`, async () => {
    const parts = [{ filename: 'a.txt', content: 'tekst' }]
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) await upload(parts, '10.9.9.9')
    const limited = await upload(parts, '10.9.9.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('TOO_MANY_UPLOADS')
    expect((await upload(parts, '10.9.9.10')).statusCode).toBe(415)
  })

  it('parses multipart bodies for the upload route alone', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...multipartForm([{ content: 'x' }]),
    })
    expect(response.statusCode).toBe(415)
  })
})

describe('GET /api/uploads/:uuid', () => {
  it('refuses a stored file without a valid staff token with 401', async () => {
    const { url } = (await upload([{ filename: 'a.pdf', content: pdf() }])).json()
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const forged = await fetchUpload(url, 'Bearer a.b.c')
    expect(forged.json()).toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fsecret.txt'])(
    'answers 404 JSON for %s',
    async (id) => {
      const response = await fetchUpload(`/api/uploads/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        code: 'UPLOAD_NOT_FOUND',
        message: 'Nie ma takiego pliku.',
      })
    },
  )
})
