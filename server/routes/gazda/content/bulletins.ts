import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  BulletinContent,
  BulletinList,
  BulletinParams,
  BulletinPdfAnswer,
  CreateAnswer,
  DatedCreate,
  PageSave,
  SaveAnswer,
} from '../../../../src/domain/api/content'
import { validateNewsCreate } from '../../../../src/domain/content/editing'
import type { ContentEditor } from '../../../content/editor'
import type { LinkChecker } from '../../../content/links'
import { apiError } from '../../../errors'
import { SNIFF_BYTES, sniffFileType } from '../../../uploads/sniff'
import { tooLargeMessage } from '../../uploads'
import { notFound } from '../common'
import {
  bulletinFile,
  bulletinIdFor,
  bulletinOf,
  bulletinPdfName,
  bulletinSummary,
  isBulletinId,
  listBulletins,
  renderBulletinPdf,
  renderBulletinUpdate,
  renderNewBulletin,
} from './bulletinFiles'
import { writeBytesAtomically } from '../../../content/files'
import { checked, withRemoved, CONTENT_BODY_LIMIT, checkedPage } from './shared'

export const NOT_A_PDF_MESSAGE = 'To nie jest plik PDF. Wybierz biuletyn zapisany jako PDF.'
export const BULLETIN_EXISTS_MESSAGE =
  'Biuletyn z tą datą i tym tytułem już istnieje. Zmień tytuł albo edytuj tamten biuletyn.'
const PDF_TYPE = 'application/pdf'

export interface BulletinRoutesOptions {
  editor: ContentEditor
  links: LinkChecker
  uploadMaxBytes: number
}

/** Bulletins: list, one, a new one (POST), changes to one, and its PDF (PUT …/pdf, raw bytes). */
export const bulletinRoutes: FastifyPluginAsyncTypebox<BulletinRoutesOptions> = async (
  app,
  options,
) => {
  const { editor, links, uploadMaxBytes } = options
  const existing = async (id: string) => {
    const file = isBulletinId(id) ? await editor.read(bulletinFile(id)) : undefined
    if (!file) throw notFound()
    return file
  }
  const tooLarge = () => apiError(413, 'FILE_TOO_LARGE', tooLargeMessage(uploadMaxBytes))

  // The PDF arrives as the body itself; only this plugin's routes parse it.
  app.addContentTypeParser(
    PDF_TYPE,
    { parseAs: 'buffer', bodyLimit: uploadMaxBytes },
    (_request, body, done) => done(null, body),
  )

  app.get(
    '/api/gazda/content/bulletins',
    { schema: { response: { 200: BulletinList } } },
    async () => listBulletins(editor.contentDir),
  )

  app.get(
    '/api/gazda/content/bulletins/:id',
    { schema: { params: BulletinParams, response: { 200: BulletinContent } } },
    async (request) => {
      const file = await existing(request.params.id)
      return { ...bulletinOf(request.params.id, file.text), version: file.version }
    },
  )

  app.post(
    '/api/gazda/content/bulletins',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { body: DatedCreate, response: { 201: CreateAnswer } },
    },
    async (request, reply) => {
      const { values, removed } = await checked(
        validateNewsCreate(request.body),
        links,
        ({ body }) => [['body', body]],
      )
      const id = bulletinIdFor(values)
      if (await editor.read(bulletinFile(id))) {
        throw apiError(409, 'CONTENT_EXISTS', BULLETIN_EXISTS_MESSAGE)
      }
      const saved = await editor.save({
        file: bulletinFile(id),
        version: null,
        render: renderNewBulletin(values),
        change: {
          kind: 'bulletin',
          recordId: id,
          action: 'create',
          summary: bulletinSummary.create(values),
        },
        staff: request.staff!,
      })
      return reply.code(201).send({ id, version: saved.version, removed })
    },
  )

  app.put(
    '/api/gazda/content/bulletins/:id',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { params: BulletinParams, body: PageSave, response: { 200: SaveAnswer } },
    },
    async (request) => {
      const { id } = request.params
      const before = bulletinOf(id, (await existing(id)).text)
      const { values, removed } = await checkedPage(request.body, links)
      return withRemoved(
        removed,
        editor.save({
          file: bulletinFile(id),
          version: request.body.version,
          render: renderBulletinUpdate(values),
          change: {
            kind: 'bulletin',
            recordId: id,
            action: 'update',
            summary: bulletinSummary.update(values, before),
          },
          staff: request.staff!,
        }),
      )
    },
  )

  app.put(
    '/api/gazda/content/bulletins/:id/pdf',
    {
      bodyLimit: uploadMaxBytes,
      // The body is the PDF's bytes (the parser above), judged below.
      schema: { params: BulletinParams, response: { 200: BulletinPdfAnswer } },
      // Before the body is read: the type by its header, the size by its declared length.
      onRequest: async (request) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
        if (type !== PDF_TYPE) throw apiError(400, 'NOT_A_PDF', NOT_A_PDF_MESSAGE)
        if (Number(request.headers['content-length'] ?? 0) > uploadMaxBytes) throw tooLarge()
      },
      errorHandler: (error) => {
        const code = (error as { code?: string }).code
        throw code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error
      },
    },
    async (request) => {
      const { id } = request.params
      const current = await existing(id)
      const bytes = request.body
      // Judged by its first bytes alone (server/uploads/sniff.ts), never by the header.
      if (
        !Buffer.isBuffer(bytes) ||
        sniffFileType(bytes.subarray(0, SNIFF_BYTES))?.mime !== PDF_TYPE
      ) {
        throw apiError(400, 'NOT_A_PDF', NOT_A_PDF_MESSAGE)
      }
      const before = bulletinOf(id, current.text)
      const name = bulletinPdfName(id)
      const pdf = path.posix.join('bulletins', name)
      await writeBytesAtomically(path.join(editor.contentDir, pdf), bytes)
      const change = {
        kind: 'bulletin' as const,
        recordId: id,
        action: 'update' as const,
        summary: bulletinSummary.pdf(before),
      }
      const saved = await editor.save({
        file: bulletinFile(id),
        version: current.version,
        render: renderBulletinPdf(name),
        change,
        staff: request.staff!,
        with: [pdf],
      })
      // A new PDF for a file that already named it leaves the .md as it was: the save did nothing.
      if (before.file === name) await editor.changed([pdf], change, request.staff!)
      return { version: saved.version, file: name }
    },
  )
}
