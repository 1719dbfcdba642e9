import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { UploadAnswer, UploadParams } from '../../src/domain/api/uploads'
import { apiError, apiRefusal, isApiError } from '../errors'
import { DEFAULT_WRITE_LIMITS } from '../limits/config'
import { createAudit } from '../repositories/audit'
import { addressHash } from '../privacy/addressHash'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../privateFiles'
import { createUploadRepository } from '../repositories/uploads'
import { cleanUpload } from '../uploads/clean'
import { uploadLimits } from '../uploads/limits'
import { earlyRefusal, formatSize, quotaFull, refusal } from '../uploads/refusals'
import { isAllowed, SNIFF_BYTES, sniffFileType, type SniffedType } from '../uploads/sniff'
import type { Routes } from './options'

export const UPLOADS_PER_MINUTE = DEFAULT_WRITE_LIMITS.uploads.perAddress
export const UNSUPPORTED_TYPE_MESSAGE =
  'Ten rodzaj pliku nie jest przyjmowany. Prześlij zdjęcie (JPG, PNG, GIF, WebP, HEIC) lub PDF.'
export const NO_FILE_MESSAGE =
  'Nie przesłano pliku: wyślij formularz (multipart/form-data) z plikiem w polu „file”.'
export const UNREADABLE_UPLOAD_MESSAGE = 'Nie udało się odczytać przesłanego formularza z plikiem.'
export { QUOTA_FULL_MESSAGE } from '../uploads/refusals'
export const tooLargeMessage = (maxBytes: number) =>
  `Plik jest za duży. Największy dopuszczalny rozmiar to ${formatSize(maxBytes)}.`

const MAX_NAME_LENGTH = 200
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LIMIT_ERRORS = ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']

/**
 * SPEC.md §7 "File upload": POST /api/uploads takes one file (field `file`) and answers its url.
 * The type is judged by the first bytes alone, then the whole file (issue #32, ../uploads/clean.ts):
 * a photo is stored re-encoded, a PDF only well formed. The name on disk is ours, never the sender's.
 * GET /api/uploads/:uuid gives a file back to admins only: uploads hold parents' documents.
 */
export const uploadRoutes: Routes = async (app, { config }) => {
  // Registered here, so multipart bodies are parsed for this plugin's routes and nowhere else.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  })
  const uploads = createUploadRepository(app.db)
  const limits = uploadLimits(config.uploadQuotaBytes, config.unclaimedUploads)
  const audit = createAudit(app.db)
  const uploadsDir = path.join(config.dataDir, 'uploads')
  const tooLarge = () =>
    apiRefusal(413, 'FILE_TOO_LARGE', tooLargeMessage(config.uploadMaxBytes), {
      maxBytes: config.uploadMaxBytes,
    })

  const judge = (head: Buffer): SniffedType => {
    const type = sniffFileType(head)
    if (!type || !isAllowed(type, config.uploadTypes)) {
      throw apiError(415, 'UNSUPPORTED_FILE_TYPE', UNSUPPORTED_TYPE_MESSAGE)
    }
    return type
  }

  // Parser failures become 400/413 with a Polish message; disk errors stay 500s.
  const formError = (error: unknown): never => {
    const { code, statusCode, syscall } = error as { code?: string; statusCode?: number } & {
      syscall?: string
    }
    if (isApiError(error) || syscall) throw error
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (code && LIMIT_ERRORS.includes(code)) {
      throw apiError(413, 'TOO_MANY_PARTS', 'Formularz ma zbyt wiele pól: prześlij jeden plik.')
    }
    if (statusCode && statusCode >= 500) throw error
    throw apiError(400, 'INVALID_MULTIPART', UNREADABLE_UPLOAD_MESSAGE)
  }

  /** Streams the one file into `target`, judging its type by its first bytes on the way. */
  async function receive(request: FastifyRequest, target: string) {
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
    const part = await request.file().catch(formError)
    if (!part || part.fieldname !== 'file') {
      part?.file.resume()
      throw apiError(400, 'NO_FILE', NO_FILE_MESSAGE)
    }
    let head = Buffer.alloc(0)
    let type: SniffedType | undefined
    let size = 0
    async function* sniff(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length
        if (!type) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)])
          if (head.length >= SNIFF_BYTES) type = judge(head)
        }
        yield chunk
      }
      type ??= judge(head)
    }
    // Opened before streaming, so the file exists by the time the caller deletes it on a refusal.
    const output = (await open(target, 'wx', PRIVATE_FILE_MODE)).createWriteStream()
    await pipeline(part.file, sniff, output).catch(formError)
    if (part.file.truncated) throw tooLarge()
    const judged = type ?? judge(head)
    return { type: judged, size, name: displayName(part.filename, judged.ext) }
  }

  app.post(
    '/api/uploads',
    {
      // Before any body is read: the limit, then anything but a multipart form is refused.
      onRequest: [
        app.writeLimit('uploads'),
        async (request) => {
          if (!/^multipart\/form-data(;|\s*$)/i.test(request.headers['content-type'] ?? '')) {
            throw apiError(400, 'NOT_MULTIPART', NO_FILE_MESSAGE)
          }
        },
      ],
      schema: { response: { 201: UploadAnswer } },
    },
    async (request, reply) => {
      // Issue #32: what this address keeps unclaimed is capped; the address itself is not kept.
      const sender = addressHash(request.ip)
      const fits = async (size: number) => {
        const refused = refusal(await uploads.use(sender), size, limits)
        if (refused) throw refused
      }
      // Before the body is read: a file its Content-Length shows cannot fit is refused at once.
      const early = earlyRefusal(
        await uploads.use(sender),
        Number(request.headers['content-length']),
        limits,
      )
      if (early) throw early
      const incoming = path.join(uploadsDir, '.incoming', `${randomUUID()}.part`)
      try {
        const { type, size, name } = await receive(request, incoming)
        // Again by its real size, before the work of decoding it.
        await fits(size)
        const sent = await readFile(incoming)
        const clean = await cleanUpload(sent, type, config.uploadMaxBytes)
        if (clean.bytes !== sent) await writeFile(incoming, clean.bytes)
        const uuid = randomUUID()
        const storedName = `${uuid}.${clean.ext}`
        const stored = path.join(uploadsDir, storedName)
        const row = { id: uuid, storedName, mime: clean.mime, size: clean.bytes.length }
        if (!(await uploads.addWithinLimits({ ...row, addressHash: sender }, limits))) {
          await fits(row.size)
          throw quotaFull()
        }
        await rename(incoming, stored).catch(async (error) => {
          await uploads.remove(uuid)
          throw error
        })
        request.log.info(
          { event: 'upload', upload: uuid, mime: row.mime, size: row.size },
          'file stored',
        )
        return reply
          .code(201)
          .send({ url: `/api/uploads/${uuid}`, uuid, name, type: row.mime, size: row.size })
      } finally {
        await rm(incoming, { force: true })
      }
    },
  )

  app.get(
    '/api/uploads/:uuid',
    // Parents' documents, like enrolments: admins only (issue #7), checked before anything else.
    // The answer is the file itself, as stored (a photo re-encoded): no schema to write it with.
    { onRequest: [app.authenticate, app.requireAdmin], schema: { params: UploadParams } },
    async (request, reply) => {
      const { uuid } = request.params
      const upload = UUID.test(uuid) ? await uploads.byId(uuid.toLowerCase()) : undefined
      const file = upload && path.join(uploadsDir, upload.storedName)
      const found = file && (await stat(file).catch(() => undefined))
      if (!upload || !file || !found) {
        throw apiError(404, 'UPLOAD_NOT_FOUND', 'Nie ma takiego pliku.')
      }
      // Uploads hold parents' documents: every read by staff is audited, like an enrolment's.
      await audit(request.staff!.id, 'read', 'uploads', upload.id)
      return reply
        .header('content-type', upload.mime)
        .header('content-length', found.size)
        .header('content-disposition', `attachment; filename="${upload.storedName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(createReadStream(file))
    },
  )
}

/** The sender's name for display only: its base name, without control characters, ≤ 200. */
function displayName(filename: string | undefined, ext: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? ''
  const clean = Array.from(base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim())
  return clean.slice(0, MAX_NAME_LENGTH).join('') || `plik.${ext}`
}
