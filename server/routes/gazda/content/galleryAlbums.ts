import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AlbumCreated,
  AlbumParams,
  AlbumRename,
  AlbumSaved,
  NewAlbumQuery,
  YearParams,
} from '../../../../src/domain/api/gallery'
import {
  ALBUM_MESSAGES,
  albumSlug,
  newAlbumErrors,
  type NewAlbum,
} from '../../../../src/domain/content/editing/album'
import type { ContentEditor } from '../../../content/editor'
import { invalidContent } from '../../../content/editor'
import { albumFile, gallerySummary, nextPhotoName } from '../../../content/gallery'
import { setTopLevelKeys } from '../../../content/yamlText'
import { existingAlbum } from './existingAlbum'
import { writeNewAlbum } from '../../../content/newAlbum'
import { processPhoto } from '../../../content/photoProcess'

/**
 * POST /api/gazda/content/gallery/{years}?title=…&date=…&event=… with the album's first photo as
 * the body (issue #18): a new album, and with it a new school year when there was none. An album
 * is created with a photo because the site has no album without one (content/README.md).
 * Registered inside galleryRoutes, which parses photo bodies.
 */
export const galleryAlbumRoutes: FastifyPluginAsyncTypebox<{
  editor: ContentEditor
  uploadMaxBytes: number
  photoUploadMaxBytes: number
}> = async (app, { editor, uploadMaxBytes, photoUploadMaxBytes }) => {
  app.post(
    '/api/gazda/content/gallery/:years',
    {
      bodyLimit: photoUploadMaxBytes,
      // The body is the first photo's bytes, judged and cleaned by processPhoto.
      schema: { params: YearParams, querystring: NewAlbumQuery, response: { 201: AlbumCreated } },
    },
    async (request, reply) => {
      const album: NewAlbum = { years: request.params.years, ...request.query }
      const errors = newAlbumErrors(album)
      if (Object.keys(errors).length > 0) {
        const inputErrors = Object.fromEntries(
          Object.entries(errors).map(([field, message]) => [field, [message]]),
        )
        throw invalidContent({ formErrors: [], inputErrors })
      }
      const { bytes, extension } = await processPhoto(request.body, { maxBytes: uploadMaxBytes })
      const slug = albumSlug(album.title)
      const name = nextPhotoName([], extension)
      await editor.exclusive(request.staff!, async () => ({
        value: undefined,
        files: await writeNewAlbum(editor.contentDir, album, slug, { name, bytes }),
        change: {
          kind: 'gallery',
          recordId: `${album.years}/${slug}`,
          action: 'create',
          summary: gallerySummary.create(album.title.trim(), album.years),
        },
      }))
      return reply.code(201).send({ years: album.years, slug, name })
    },
  )

  // Renaming keeps the folder, so the album's address and links to it stay as they were.
  app.put(
    '/api/gazda/content/gallery/:years/:album',
    { schema: { params: AlbumParams, body: AlbumRename, response: { 200: AlbumSaved } } },
    async (request) => {
      const { years, album: slug } = request.params
      const { album } = await existingAlbum(editor, request.params)
      const title = request.body.title.trim()
      const date = album.date
      if (newAlbumErrors({ years, title, date, event: 'inne' }).title) {
        throw invalidContent({ formErrors: [], inputErrors: { title: [ALBUM_MESSAGES.title] } })
      }
      return editor.save({
        file: albumFile(years, slug),
        version: request.body.version,
        render: (current) => setTopLevelKeys(current ?? '', { title }),
        change: {
          kind: 'gallery',
          recordId: `${years}/${slug}`,
          action: 'update',
          summary: gallerySummary.rename(album.title, title),
        },
        staff: request.staff!,
      })
    },
  )
}
