// POST /api/gazda/content/school-forms/file (issue #30): a school form's PDF, sent as the body
// itself, written to content/school-forms/{name}.pdf under a name of its own (never over another
// form's file) and committed; the answer's `file` is what the form's record then saves.
import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { slugFromTitle } from '../../../../src/domain/content/editing'
import type { ContentEditor } from '../../../content/editor'
import { writeBytesAtomically } from '../../../content/files'
import { apiError } from '../../../errors'
import { SNIFF_BYTES, sniffFileType } from '../../../uploads/sniff'
import { rawFileUpload } from './shared'

export const SCHOOL_FORM_FILE_URL = '/api/gazda/content/school-forms/file'
export const NOT_A_FORM_PDF_MESSAGE = 'To nie jest plik PDF. Wybierz formularz zapisany jako PDF.'
const PDF_TYPE = 'application/pdf'
const DIR = 'school-forms'

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

/** The file's name from the name it was sent with: `Zgoda na zdjęcia.pdf` → zgoda-na-zdjecia. */
export const formFileSlug = (name: string) =>
  slugFromTitle(name.replace(/\.pdf$/i, ''), 60) || 'formularz'

export const schoolFormFileRoutes: FastifyPluginAsync<{
  editor: ContentEditor
  uploadMaxBytes: number
}> = async (app, { editor, uploadMaxBytes }) => {
  const upload = rawFileUpload(app, {
    maxBytes: uploadMaxBytes,
    types: [PDF_TYPE],
    wrongType: () => apiError(400, 'NOT_A_PDF', NOT_A_FORM_PDF_MESSAGE),
  })

  app.post(
    SCHOOL_FORM_FILE_URL,
    {
      ...upload,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { name: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const bytes = request.body
      // Judged by its first bytes alone (server/uploads/sniff.ts), never by the header.
      if (
        !Buffer.isBuffer(bytes) ||
        sniffFileType(bytes.subarray(0, SNIFF_BYTES))?.mime !== PDF_TYPE
      ) {
        throw apiError(400, 'NOT_A_PDF', NOT_A_FORM_PDF_MESSAGE)
      }
      const slug = formFileSlug((request.query as { name?: string }).name ?? '')
      const dir = path.join(editor.contentDir, DIR)
      // The name is chosen and the file written between saves: two uploads never take one name.
      const file = await editor.exclusive(request.staff!, async () => {
        await mkdir(dir, { recursive: true })
        let name = `${slug}.pdf`
        for (let n = 2; await exists(path.join(dir, name)); n += 1) {
          name = `${slug}-${n}.pdf`
        }
        await writeBytesAtomically(path.join(dir, name), bytes)
        const file = path.posix.join(DIR, name)
        return {
          value: file,
          files: [file],
          change: {
            kind: 'school-forms',
            recordId: name,
            action: 'create',
            summary: `Formy szkolne: nowy plik PDF „${name}”`,
          },
        }
      })
      return reply.code(201).send({ file: `./${file}` })
    },
  )
}
