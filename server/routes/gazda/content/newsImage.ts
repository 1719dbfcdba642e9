import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  NewsImageAltSave,
  NewsImageAnswer,
  NewsImageQuery,
  NewsImageRemoval,
  NewsParams,
} from '../../../../src/domain/api/content'
import { checkedImageAlt } from '../../../../src/domain/content/newsImage'
import type { ContentEditor } from '../../../content/editor'
import { contentChanged, invalidContent } from '../../../content/editor'
import { writeBytesAtomically } from '../../../content/files'
import { isNewsId, newsFile, newsOf } from '../../../content/news'
import {
  newsImageFile,
  newsImageName,
  newsImageSummary,
  renderNewsImage,
  renderNewsImageAlt,
  renderNoNewsImage,
} from '../../../content/newsImage'
import { NOT_A_PHOTO_MESSAGE, PHOTO_UPLOAD_TYPES } from '../../../content/photoCheck'
import { processPhoto } from '../../../content/photoProcess'
import { apiError } from '../../../errors'
import type { Change } from '../../../repositories/contentChanges'
import type { User } from '../../../repositories/users'
import { notFound } from '../common'
import { existingFile, rawFileUpload, sendPreview } from './shared'

export interface NewsImageRoutesOptions {
  editor: ContentEditor
  /** The largest photo stored (UPLOAD_MAX_BYTES): a larger one is shrunk to fit. */
  uploadMaxBytes: number
  /** The largest photo accepted as sent (PHOTO_UPLOAD_MAX_BYTES). */
  photoUploadMaxBytes: number
}

/** A file under content/ as it was, to put back when the save it was removed for fails. */
interface Kept {
  file: string
  bytes: Buffer
}

/**
 * A news item's photo (issue #30): a preview of it (GET …/image), a new or replacing one (PUT
 * …/image?alt=…&version=…, the photo's bytes as the body, through processPhoto like every photo
 * in content/), a new description (PUT …/image/alt) and removing it (DELETE …/image?version=…).
 * Each is a save of the item's file over the version its editor started from: 409 when someone
 * else changed the item in between, a commit and a line in the history otherwise.
 */
export const newsImageRoutes: FastifyPluginAsyncTypebox<NewsImageRoutesOptions> = async (
  app,
  { editor, uploadMaxBytes, photoUploadMaxBytes },
) => {
  const photoUpload = rawFileUpload(app, {
    maxBytes: photoUploadMaxBytes,
    types: PHOTO_UPLOAD_TYPES,
    wrongType: () => apiError(400, 'NOT_A_PHOTO', NOT_A_PHOTO_MESSAGE),
  })
  const full = (file: string) => path.join(editor.contentDir, file)

  /** The item now, or 404; 409 when it is no longer the version the editor started from. */
  const current = async (id: string, version?: string) => {
    const found = await existingFile(editor, isNewsId(id) ? newsFile(id) : null)
    if (version !== undefined && found.version !== version) throw contentChanged()
    return { ...found, item: newsOf(id, found.text) }
  }

  const altOrRefuse = (text: string) => {
    const checked = checkedImageAlt(text)
    if ('problem' in checked) {
      throw invalidContent({ formErrors: [], inputErrors: { imageAlt: [checked.problem] } })
    }
    return checked.alt
  }

  /** The item's photo taken out of content/ (kept in memory), or null when it names none of ours. */
  const takeOut = async (file: string | null): Promise<Kept | null> => {
    if (!file) return null
    const bytes = await readFile(full(file)).catch(() => null)
    if (!bytes) return null
    await rm(full(file), { force: true })
    return { file, bytes }
  }
  const putBack = async (kept: Kept | null) => {
    if (kept) await writeBytesAtomically(full(kept.file), kept.bytes)
  }

  /** The item's file saved, with the photo files changed beside it in the same commit. */
  const save = async (
    id: string,
    version: string,
    render: (current: string | undefined) => string,
    summary: string,
    staff: User,
    files: string[] = [],
  ) => {
    const change: Omit<Change, 'userId'> = { kind: 'news', recordId: id, action: 'update', summary }
    const before = (await editor.read(newsFile(id)))?.text
    const saved = await editor.save({
      file: newsFile(id),
      version,
      render,
      change,
      staff,
      with: files,
    })
    // A file whose text stays (the same photo name and description) is not saved again: the
    // photo alone changed, and is committed and recorded by itself.
    if (files.length > 0 && before !== undefined && render(before) === before) {
      await editor.changed(files, change, staff)
    }
    const item = newsOf(id, (await editor.read(newsFile(id)))!.text)
    return { version: saved.version, image: item.image, imageAlt: item.imageAlt }
  }

  app.get(
    '/api/gazda/content/news/:id/image',
    // The answer is a small upright JPEG, written as bytes: the content folder is not public.
    { schema: { params: NewsParams } },
    async (request, reply) => {
      const { item } = await current(request.params.id)
      const file = newsImageFile(item.image)
      const bytes = file ? await readFile(full(file)).catch(() => null) : null
      if (!bytes) throw notFound()
      return sendPreview(reply, bytes)
    },
  )

  app.put(
    '/api/gazda/content/news/:id/image',
    {
      ...photoUpload,
      // The body is the photo's bytes (the parsers above), judged and cleaned by processPhoto.
      schema: {
        params: NewsParams,
        querystring: NewsImageQuery,
        response: { 200: NewsImageAnswer },
      },
    },
    async (request) => {
      const { id } = request.params
      const { version } = request.query
      const alt = altOrRefuse(request.query.alt)
      const { item } = await current(id, version)
      const { bytes, extension } = await processPhoto(request.body, { maxBytes: uploadMaxBytes })
      const photo = `news/${newsImageName(id, extension)}`
      const previous = newsImageFile(item.image)
      // A photo of another ending than the one it replaces: the old file goes with this save.
      const replaced = previous !== photo ? await takeOut(previous) : null
      const existed = await readFile(full(photo)).catch(() => null)
      await writeBytesAtomically(full(photo), bytes)
      const summary = item.image ? newsImageSummary.replaced : newsImageSummary.added
      try {
        return await save(
          id,
          version,
          renderNewsImage(newsImageName(id, extension), alt),
          summary(item.title),
          request.staff!,
          [photo, ...(replaced ? [replaced.file] : [])],
        )
      } catch (error) {
        // The item's file was not saved: content/ is left as it was, unless another save has
        // written the photo since.
        const now = await readFile(full(photo)).catch(() => null)
        if (now?.equals(bytes)) {
          if (existed) await writeBytesAtomically(full(photo), existed)
          else await rm(full(photo), { force: true })
        }
        await putBack(replaced)
        throw error
      }
    },
  )

  app.put(
    '/api/gazda/content/news/:id/image/alt',
    { schema: { params: NewsParams, body: NewsImageAltSave, response: { 200: NewsImageAnswer } } },
    async (request) => {
      const { id } = request.params
      const { version } = request.body
      const alt = altOrRefuse(request.body.imageAlt)
      const { item } = await current(id, version)
      if (!item.image) throw notFound()
      return save(
        id,
        version,
        renderNewsImageAlt(alt),
        newsImageSummary.alt(item.title),
        request.staff!,
      )
    },
  )

  app.delete(
    '/api/gazda/content/news/:id/image',
    {
      schema: {
        params: NewsParams,
        querystring: NewsImageRemoval,
        response: { 200: NewsImageAnswer },
      },
    },
    async (request) => {
      const { id } = request.params
      const { version } = request.query
      const { item } = await current(id, version)
      if (!item.image) throw notFound()
      const removed = await takeOut(newsImageFile(item.image))
      try {
        return await save(
          id,
          version,
          renderNoNewsImage(),
          newsImageSummary.removed(item.title),
          request.staff!,
          removed ? [removed.file] : [],
        )
      } catch (error) {
        await putBack(removed)
        throw error
      }
    },
  )
}
