import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { loadConfig } from '../../server/config'
import { buildCheck } from '../../server/content/editor'
import { versionOf } from '../../server/content/files'
import { contentChanges } from '../../server/db/schema'
import {
  BULLETIN_EXISTS_MESSAGE,
  NOT_A_PDF_MESSAGE,
} from '../../server/routes/gazda/content/bulletins'
import { tooLargeMessage } from '../../server/routes/uploads'
import { EDIT_MESSAGES } from '../../src/domain/content/editing'
import { setUpContentServer } from './support/contentServer'

// app.ts does not pass its config to the content routes: they read UPLOAD_MAX_BYTES themselves.
const MAX_BYTES = loadConfig({ UPLOAD_MAX_BYTES: process.env.UPLOAD_MAX_BYTES }).uploadMaxBytes
const server = setUpContentServer()
const bulletinPath = (name: string) => path.join(server.contentDir, 'bulletins', name)
const bulletin = async (id: string) =>
  (await server.call('GET', `/api/gazda/content/bulletins/${id}`)).json()
const SAMPLE = '2026-01-31-biuletyn-styczen-2026'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

const putPdf = (id: string, payload: Buffer, contentType = 'application/pdf') =>
  server.app.inject({
    method: 'PUT',
    url: `/api/gazda/content/bulletins/${id}/pdf`,
    payload,
    headers: { authorization: `Bearer ${server.tokens.editor}`, 'content-type': contentType },
  })

describe('GET /api/gazda/content/bulletins', () => {
  it('lists every bulletin, newest first, with id, title, date and file', async () => {
    const response = await server.call('GET', '/api/gazda/content/bulletins')
    expect(response.statusCode).toBe(200)
    const bulletins = response.json()
    expect(bulletins).toHaveLength(6)
    expect(bulletins[0]).toEqual({
      id: '2026-05-09-biuletyn-maj-2026',
      title: 'Biuletyn szkolny — maj 2026',
      date: '2026-05-09',
      file: null,
    })
    const dates = bulletins.map((b: { date: string }) => b.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('answers one bulletin with its text and version, and 404 for an unknown one', async () => {
    expect(await bulletin(SAMPLE)).toEqual({
      id: SAMPLE,
      title: expect.any(String),
      date: '2026-01-31',
      body: expect.any(String),
      file: null,
      version: versionOf(readFileSync(bulletinPath(`${SAMPLE}.md`))),
      // Issue #35: none written yet (content-english.test.ts).
      english: null,
    })
    const unknown = await server.call('GET', '/api/gazda/content/bulletins/2026-01-01-nie-ma')
    expect(unknown.statusCode).toBe(404)
    expect((await server.call('GET', '/api/gazda/content/bulletins/nie-ma')).statusCode).toBe(400)
  })
})

describe('POST /api/gazda/content/bulletins', () => {
  const values = { title: 'Biuletyn — grudzień 2026', date: '2026-12-05', body: 'Wesołych Świąt!' }
  const id = '2026-12-05-biuletyn-grudzien-2026'

  it('creates bulletins/{date}-{slug}.md and answers 201 {id, version}', async () => {
    const response = await server.call('POST', '/api/gazda/content/bulletins', values)
    expect(response.statusCode).toBe(201)
    const text = readFileSync(bulletinPath(`${id}.md`), 'utf8')
    expect(response.json()).toEqual({ id, version: versionOf(text), removed: {} })
    expect(text).toBe(`---\ntitle: ${values.title}\ndate: 2026-12-05\n---\n${values.body}\n`)
    expect(buildCheck(`bulletins/${id}.md`, text)).toEqual([])
    const rows = await server.app.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.recordId, id))
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'bulletin', action: 'create', userId: server.editor.id }),
    ])
  })

  it('answers 409 when a bulletin of that date and title exists', async () => {
    const response = await server.call('POST', '/api/gazda/content/bulletins', values)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'CONTENT_EXISTS',
      message: BULLETIN_EXISTS_MESSAGE,
    })
  })

  it('answers 400 by field for a bad date, a title without letters and no text', async () => {
    const response = await server.call('POST', '/api/gazda/content/bulletins', {
      title: '!!!',
      date: '2026-02-30',
      body: '',
    })
    expect([response.statusCode, response.json().code]).toEqual([400, 'INVALID_CONTENT'])
    expect(response.json().inputErrors).toEqual({
      title: [EDIT_MESSAGES.noSlug],
      date: [EDIT_MESSAGES.badDate],
      body: ['Treść jest wymagana.'],
    })
    expect(response.json().formErrors).toEqual(expect.any(Array))
    expect(existsSync(bulletinPath('2026-02-30-.md'))).toBe(false)
  })
})

describe('PUT /api/gazda/content/bulletins/:id', () => {
  it('changes the title and text and keeps the other fields', async () => {
    const { version, body } = await bulletin(SAMPLE)
    const response = await server.call('PUT', `/api/gazda/content/bulletins/${SAMPLE}`, {
      title: 'Biuletyn — styczeń 2026 (poprawiony)',
      body: `${body}\nDopisek.`,
      version,
    })
    expect(response.statusCode).toBe(200)
    const text = readFileSync(bulletinPath(`${SAMPLE}.md`), 'utf8')
    expect(response.json()).toEqual({ version: versionOf(text), removed: {} })
    expect(text).toMatch(/\ndate: 2026-01-31\n/)
    expect(buildCheck(`bulletins/${SAMPLE}.md`, text)).toEqual([])
    expect(await bulletin(SAMPLE)).toMatchObject({
      title: 'Biuletyn — styczeń 2026 (poprawiony)',
    })
  })

  it('answers 400 INVALID_CONTENT for an empty title', async () => {
    const { version, body } = await bulletin(SAMPLE)
    const response = await server.call('PUT', `/api/gazda/content/bulletins/${SAMPLE}`, {
      title: ' ',
      body,
      version,
    })
    expect([response.statusCode, response.json().code]).toEqual([400, 'INVALID_CONTENT'])
    expect(Object.keys(response.json().inputErrors)).toEqual(['title'])
  })

  it('answers 409 for a stale version and 404 for an unknown bulletin', async () => {
    const { version, title, body } = await bulletin(SAMPLE)
    const put = (id: string) =>
      server.call('PUT', `/api/gazda/content/bulletins/${id}`, {
        title,
        body: `${body}\nJeszcze jeden dopisek.`,
        version,
      })
    expect((await put(SAMPLE)).statusCode).toBe(200)
    const stale = await put(SAMPLE)
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'CONTENT_CHANGED'])
    expect((await put('2020-01-01-nie-ma')).statusCode).toBe(404)
  })
})

describe('PUT /api/gazda/content/bulletins/:id/pdf', () => {
  it('writes {id}.pdf beside the file, names it in the front matter and records the change', async () => {
    const response = await putPdf(SAMPLE, PDF)
    expect(response.statusCode).toBe(200)
    const text = readFileSync(bulletinPath(`${SAMPLE}.md`), 'utf8')
    expect(response.json()).toEqual({ version: versionOf(text), file: `${SAMPLE}.pdf` })
    expect(readFileSync(bulletinPath(`${SAMPLE}.pdf`))).toEqual(PDF)
    expect(text).toMatch(new RegExp(`\\nfile: ${SAMPLE}\\.pdf\\n`))
    expect(buildCheck(`bulletins/${SAMPLE}.md`, text)).toEqual([])
    const listed = (await server.call('GET', '/api/gazda/content/bulletins')).json()
    expect(listed.find((b: { id: string }) => b.id === SAMPLE).file).toBe(`${SAMPLE}.pdf`)
  })

  it('replaces the PDF and records it again when the file already names it', async () => {
    const replacement = Buffer.concat([PDF, Buffer.from('% nowa wersja\n')])
    const count = async () =>
      (await server.app.db.select().from(contentChanges).where(eq(contentChanges.recordId, SAMPLE)))
        .length
    const before = await count()
    const response = await putPdf(SAMPLE, replacement)
    expect(response.statusCode).toBe(200)
    expect(readFileSync(bulletinPath(`${SAMPLE}.pdf`))).toEqual(replacement)
    expect(await count()).toBe(before + 1)
  })

  it('refuses bytes that are not a PDF (a PNG sent as application/pdf) with a Polish 400', async () => {
    const id = '2026-03-14-biuletyn-marzec-2026'
    const response = await putPdf(id, PNG)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'NOT_A_PDF', message: NOT_A_PDF_MESSAGE })
    expect(existsSync(bulletinPath(`${id}.pdf`))).toBe(false)
    expect((await bulletin(id)).file).toBeNull()
    expect((await putPdf(id, PDF, 'image/png')).statusCode).toBe(400)
  })

  it('refuses a file larger than UPLOAD_MAX_BYTES with 413', async () => {
    const id = '2026-03-14-biuletyn-marzec-2026'
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES - PDF.length + 1)])
    const response = await putPdf(id, big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: tooLargeMessage(MAX_BYTES),
    })
    expect(existsSync(bulletinPath(`${id}.pdf`))).toBe(false)
  })

  it('answers 404 for an unknown bulletin and 401 without a token', async () => {
    expect((await putPdf('2020-01-01-nie-ma', PDF)).statusCode).toBe(404)
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: `/api/gazda/content/bulletins/${SAMPLE}/pdf`,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
