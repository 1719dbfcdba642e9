import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  BulletinContent,
  BulletinList,
  BulletinParams,
  BulletinPdfAnswer,
  PageSave,
  SaveAnswer,
} from '../../../../src/domain/api/content'
import type { ContentEditor } from '../../../content/editor'
import type { LinkChecker } from '../../../content/links'
import { apiError } from '../../../errors'
import { SNIFF_BYTES, sniffFileType } from '../../../uploads/sniff'
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
import { datedItemRoutes } from './datedRoutes'
import { CONTENT_BODY_LIMIT, datedItems, englishOf, rawFileUpload, savePage } from './shared'

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
  const bulletins = datedItems(editor, links, {
    kind: 'bulletin',
    isId: isBulletinId,
    file: bulletinFile,
    idFor: bulletinIdFor,
    of: bulletinOf,
    renderNew: renderNewBulletin,
    createSummary: bulletinSummary.create,
    existsMessage: BULLETIN_EXISTS_MESSAGE,
  })
  // The PDF arrives as the body itself; only this plugin's routes parse it.
  const pdfUpload = rawFileUpload(app, {
    maxBytes: uploadMaxBytes,
    types: [PDF_TYPE],
    wrongType: () => apiError(400, 'NOT_A_PDF', NOT_A_PDF_MESSAGE),
  })

  datedItemRoutes(app, '/api/gazda/content/bulletins', bulletins, {
    list: () => listBulletins(editor.contentDir),
    listSchema: BulletinList,
    itemSchema: BulletinContent,
  })

  app.put(
    '/api/gazda/content/bulletins/:id',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { params: BulletinParams, body: PageSave, response: { 200: SaveAnswer } },
    },
    async (request) => {
      const { id } = request.params
      const { found, before } = await bulletins.saved(id)
      return savePage(editor, links, request.body, request.staff!, {
        file: bulletinFile(id),
        kind: 'bulletin',
        recordId: id,
        render: renderBulletinUpdate,
        summary: (values) => bulletinSummary.update(values, before),
        englishBefore: englishOf(bulletinFile(id), found),
      })
    },
  )

  app.put(
    '/api/gazda/content/bulletins/:id/pdf',
    {
      ...pdfUpload,
      // The body is the PDF's bytes (the parser above), judged below.
      schema: { params: BulletinParams, response: { 200: BulletinPdfAnswer } },
    },
    async (request) => {
      const { id } = request.params
      const current = await bulletins.existing(id)
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
