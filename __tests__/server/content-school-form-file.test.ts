// POST /api/gazda/content/school-forms/file (issue #30): a school form's PDF, judged by its bytes,
// written under content/school-forms/ with a name of its own, then saved as a form's `file`.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { issueToken } from '../../server/auth/tokens'
import {
  NOT_A_FORM_PDF_MESSAGE,
  SCHOOL_FORM_FILE_URL,
} from '../../server/routes/gazda/content/schoolFormFile'
import { createUserRepository } from '../../server/repositories/users'
import { contentChangesOf, setUpContentServer } from './support/contentServer'

const server = setUpContentServer()
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const inContent = (file: string) => path.join(server.contentDir, file)

const send = (
  payload: Buffer,
  name: string,
  token = server.tokens.editor,
  type = 'application/pdf',
) =>
  server.app.inject({
    method: 'POST',
    url: `${SCHOOL_FORM_FILE_URL}?name=${encodeURIComponent(name)}`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
  })

describe('POST /api/gazda/content/school-forms/file', () => {
  it('writes the PDF under a name made of the one it was sent with, and a form saves it', async () => {
    const before = (await contentChangesOf(server, 'school-forms')).length
    const response = await send(PDF, 'Zgoda na wycieczkę (2026).pdf')
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ file: './school-forms/zgoda-na-wycieczke-2026.pdf' })
    expect(readFileSync(inContent('school-forms/zgoda-na-wycieczke-2026.pdf'))).toEqual(PDF)
    expect((await contentChangesOf(server, 'school-forms')).length).toBe(before + 1)

    const created = await server.call('POST', '/api/gazda/content/school-forms', {
      title: 'Zgoda na wycieczkę',
      file: response.json<{ file: string }>().file,
    })
    expect(created.statusCode).toBe(201)
    expect(readFileSync(inContent('school-forms.yaml'), 'utf8')).toContain(
      'file: ./school-forms/zgoda-na-wycieczke-2026.pdf',
    )
  })

  it('never writes over another form’s file: the same name gets -2', async () => {
    const existing = readFileSync(inContent('school-forms.yaml'), 'utf8')
    expect(existing).toContain('./school-forms/zwolnienie-z-zajec.pdf')
    // The copy of content/ has no PDFs: the first upload takes the name, the second its -2.
    const first = await send(PDF, 'zwolnienie z zajęć.PDF')
    const second = await send(Buffer.concat([PDF, Buffer.from('2')]), 'zwolnienie z zajęć.PDF')
    expect(first.json()).toEqual({ file: './school-forms/zwolnienie-z-zajec.pdf' })
    expect(second.json()).toEqual({ file: './school-forms/zwolnienie-z-zajec-2.pdf' })
    expect(readFileSync(inContent('school-forms/zwolnienie-z-zajec.pdf'))).toEqual(PDF)
  })

  it('names a file sent without a usable name „formularz”', async () => {
    const response = await send(PDF, '!!!.pdf')
    expect(response.json()).toEqual({ file: './school-forms/formularz.pdf' })
  })

  it('refuses bytes that are not a PDF, whatever the header says, in Polish', async () => {
    const response = await send(PNG, 'zdjecie.pdf')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'NOT_A_PDF', message: NOT_A_FORM_PDF_MESSAGE })
    expect(existsSync(inContent('school-forms/zdjecie.pdf'))).toBe(false)
    expect((await send(PDF, 'obraz.pdf', server.tokens.editor, 'image/png')).statusCode).toBe(400)
    expect(existsSync(inContent('school-forms/obraz.pdf'))).toBe(false)
  })

  it('answers 401 without a token and 403 to a teacher', async () => {
    const anonymous = await server.app.inject({
      method: 'POST',
      url: SCHOOL_FORM_FILE_URL,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    })
    expect(anonymous.statusCode).toBe(401)
    const teacher = await createUserRepository(server.app.db).add({
      email: 'nauczyciel@szkola.org',
      name: 'Katarzyna Zając',
      role: 'teacher',
      classes: ['klasa-3'],
      passwordHash: 'not used',
    })
    const token = await issueToken(
      { userId: teacher.id, role: teacher.role, version: 0 },
      server.app.jwtSecret,
    )
    const refused = await send(PDF, 'nauczyciel.pdf', token)
    expect(refused.statusCode).toBe(403)
    expect(existsSync(inContent('school-forms/nauczyciel.pdf'))).toBe(false)
  })
})
