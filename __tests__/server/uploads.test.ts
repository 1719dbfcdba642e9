import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { buildApp } from '../../server/app'
import { auditLog } from '../../server/db/schema'
import { createUploadRepository } from '../../server/repositories/uploads'
import { UNSUPPORTED_TYPE_MESSAGE, UPLOADS_PER_MINUTE } from '../../server/routes/uploads'
import { makeBuiltSite, type BuiltSite } from './built-site'
import { filesUnder, multipartForm, type FormPart } from './support/multipart'
import { staffToken } from './support/staff'
import { sampleFiles, type SampleFiles } from './support/uploads'

let site: BuiltSite
let app: FastifyInstance
let token: string
let uploadsDir: string
let samples: SampleFiles
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeAll(async () => {
  site = await makeBuiltSite()
  app = await buildApp({ ...site.config, uploadMaxBytes: 1024 })
  uploadsDir = path.join(site.config.dataDir, 'uploads')
  token = await staffToken(app)
  samples = await sampleFiles()
})

afterAll(async () => {
  await app.close()
  await site.remove()
})

const post = (
  request: { headers: Record<string, string>; payload: string | Buffer },
  ip?: string,
) => app.inject({ method: 'POST', url: '/api/uploads', remoteAddress: ip, ...request })
const raw = (type: string, payload: string) => ({ headers: { 'content-type': type }, payload })
const upload = (parts: FormPart[], ip?: string) => post(multipartForm(parts), ip)
const fetchUpload = (url: string, auth = `Bearer ${token}`) =>
  app.inject({ method: 'GET', url, headers: { authorization: auth } })

/** Sends a request that must be refused, and checks that it left no file, not even a temp file. */
async function refused(send: () => ReturnType<typeof post>) {
  const before = await filesUnder(uploadsDir)
  const response = await send()
  expect(await filesUnder(uploadsDir)).toEqual(before)
  expect(await filesUnder(path.join(uploadsDir, '.incoming'))).toEqual([])
  return response
}

describe('POST /api/uploads', () => {
  it.each([
    ['a JPEG photo', () => samples.jpeg, 'image/jpeg', 'jpg'],
    ['a PNG image', () => samples.png, 'image/png', 'png'],
    ['a PDF document', () => samples.pdf(), 'application/pdf', 'pdf'],
  ])('stores %s by its sniffed type and gives it back to staff', async (_, bytes, type, ext) => {
    const content = bytes()
    const name = 'skan z telefonu'
    const response = await upload([{ filename: name, contentType: 'text/plain', content }])
    expect(response.statusCode).toBe(201)
    const { uuid, ...rest } = response.json()
    expect(uuid).toMatch(UUID)
    const stored = await readFile(path.join(uploadsDir, `${uuid}.${ext}`))
    expect(rest).toEqual({ url: `/api/uploads/${uuid}`, name, type, size: stored.length })
    // Issue #32: a PDF is kept as sent; an image re-encoded in its own format, at its own size.
    if (ext === 'pdf') expect(stored).toEqual(content)
    else
      expect(await sharp(stored).metadata()).toMatchObject({
        format: ext === 'jpg' ? 'jpeg' : ext,
        width: 4,
        height: 4,
      })
    expect(await createUploadRepository(app.db).byId(uuid)).toMatchObject({ mime: type })
    const file = await fetchUpload(rest.url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload).toEqual(stored)
    expect(file.headers).toMatchObject({
      'content-type': type,
      'content-disposition': `attachment; filename="${uuid}.${ext}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    })
    const audited = await app.db.select().from(auditLog)
    expect(audited).toContainEqual(expect.objectContaining({ action: 'read', recordId: uuid }))
  })

  it.each([
    ['an HTML page labelled image/png with a .png name', '<html><script>', 'image/png', 'a.png'],
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
    expect((await upload([{ filename: 'a.pdf', content: samples.pdf(1024) }])).statusCode).toBe(201)
    const response = await refused(() => upload([{ filename: 'b', content: samples.pdf(1025) }]))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Plik jest za duży. Największy dopuszczalny rozmiar to 1 KB.',
      params: { maxBytes: 1024 },
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
      const response = await upload([{ filename, contentType: 'text/html', content: samples.png }])
      expect(response.statusCode).toBe(201)
      expect(response.json().name).toBe(name)
      const everyFile = await filesUnder(path.dirname(site.config.dataDir))
      const named = everyFile.filter((file) => path.basename(file).startsWith(name.slice(0, 6)))
      expect(named).toEqual([])
      for (const file of await filesUnder(uploadsDir)) expect(file).toMatch(/^[0-9a-f-]{36}\.\w+$/)
    },
  )

  it.each([
    ['a JSON body', raw('application/json', '{}'), 'NOT_MULTIPART'],
    ['a raw PNG body', raw('image/png', 'png'), 'NOT_MULTIPART'],
    ['a form without a file', multipartForm([{ field: 'opis', content: 'x' }]), 'NO_FILE'],
    [
      'a file in another field',
      multipartForm([{ field: 'foto', filename: 'a', content: 'x' }]),
      'NO_FILE',
    ],
    ['a form without its boundary', raw('multipart/form-data', 'x'), 'INVALID_MULTIPART'],
  ])('refuses %s with 400 and a Polish message, keeping nothing', async (_, request, code) => {
    const response = await refused(() => post(request))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code,
      message: expect.stringMatching(/^Nie (przesłano|udało)/),
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
    const form = multipartForm([{ content: 'x' }])
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', ...form })
    expect(response.statusCode).toBe(415)
  })
})

describe('GET /api/uploads/:uuid', () => {
  it('refuses a stored file without a valid staff token with 401', async () => {
    const { url } = (await upload([{ filename: 'a.pdf', content: samples.pdf() }])).json()
    expect((await app.inject({ method: 'GET', url })).json().code).toBe('UNAUTHORIZED')
    const forged = await fetchUpload(url, 'Bearer a.b.c')
    expect(forged.statusCode).toBe(401)
    expect((await fetchUpload(url)).statusCode).toBe(200)
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
