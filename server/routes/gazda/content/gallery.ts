import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AlbumContent,
  AlbumList,
  AlbumParams,
  AlbumSaved,
  PhotoAdded,
  PhotoParams,
  PhotoVisibility,
} from '../../../../src/domain/api/gallery'
import type { ContentEditor } from '../../../content/editor'
import { writeBytesAtomically } from '../../../content/files'
import {
  albumFile,
  gallerySummary,
  listAlbums,
  nextPhotoName,
  photoFile,
  photosOf,
  renderHidden,
} from '../../../content/gallery'
import {
  NOT_A_PHOTO_MESSAGE,
  PHOTO_UPLOAD_TYPES,
  refuseDuplicate,
} from '../../../content/photoCheck'
import { processPhoto } from '../../../content/photoProcess'
import { apiError } from '../../../errors'
import { existingAlbum } from './existingAlbum'
import { galleryAlbumRoutes } from './galleryAlbums'
import { galleryOrderRoutes } from './galleryOrder'
import { galleryPhotoRoutes } from './galleryPhotos'
import { rawFileUpload, sendPreview } from './shared'
import { notFound } from '../common'

export const LAST_PHOTO_MESSAGE =
  'To ostatnie widoczne zdjęcie albumu: album musi pokazywać co najmniej jedno zdjęcie.'

export interface GalleryRoutesOptions {
  editor: ContentEditor
  /** The largest photo stored (UPLOAD_MAX_BYTES): a larger one is shrunk to fit. */
  uploadMaxBytes: number
  /** The largest photo accepted as sent (PHOTO_UPLOAD_MAX_BYTES). */
  photoUploadMaxBytes: number
}

/**
 * The gallery editor's API (issue #7): albums, one album's photos with whether each is hidden,
 * a preview of a photo, a new photo (POST …/photos, the image's bytes as the body) and hiding or
 * showing one photo (PUT …/photos/{name}, which rewrites the album's `hidden` list); the order of
 * the photos (PUT …/order) and new albums in their own modules.
 */
export const galleryRoutes: FastifyPluginAsyncTypebox<GalleryRoutesOptions> = async (
  app,
  options,
) => {
  const { editor, uploadMaxBytes, photoUploadMaxBytes } = options
  const existing = (params: AlbumParams) => existingAlbum(editor, params)
  // A photo arrives as the body itself; only this plugin's routes parse it.
  const photoUpload = rawFileUpload(app, {
    maxBytes: photoUploadMaxBytes,
    types: PHOTO_UPLOAD_TYPES,
    wrongType: () => apiError(400, 'NOT_A_PHOTO', NOT_A_PHOTO_MESSAGE),
  })

  await app.register(galleryAlbumRoutes, { editor, uploadMaxBytes, photoUploadMaxBytes })
  await app.register(galleryOrderRoutes, { editor })
  await app.register(galleryPhotoRoutes, { editor })

  app.get('/api/gazda/content/gallery', { schema: { response: { 200: AlbumList } } }, async () =>
    listAlbums(editor.contentDir),
  )

  app.get(
    '/api/gazda/content/gallery/:years/:album',
    { schema: { params: AlbumParams, response: { 200: AlbumContent } } },
    async (request) => {
      const { years, album: slug } = request.params
      const { file, album } = await existing(request.params)
      const hidden = new Set(album.hidden)
      const photos = await photosOf(editor.contentDir, years, slug, album.order)
      const cover = album.cover && photos.includes(album.cover) && !hidden.has(album.cover)
      return {
        years,
        slug,
        title: album.title,
        date: album.date,
        photos: photos.map((name) => ({
          name,
          hidden: hidden.has(name),
          caption: album.captions[name] ?? null,
          alt: album.alts[name] ?? null,
        })),
        cover: cover ? album.cover : null,
        version: file.version,
      }
    },
  )

  // The photo's preview for the editor's list (sendPreview).
  app.get(
    '/api/gazda/content/gallery/:years/:album/photos/:name',
    // The answer is a JPEG, written as bytes.
    { schema: { params: PhotoParams } },
    async (request, reply) => {
      const { years, album, name } = request.params
      const bytes = await readFile(
        path.join(editor.contentDir, photoFile(years, album, name)),
      ).catch(() => {
        throw notFound()
      })
      return sendPreview(reply, bytes)
    },
  )

  app.post(
    '/api/gazda/content/gallery/:years/:album/photos',
    {
      ...photoUpload,
      // The body is the photo's bytes (the parsers above), judged and cleaned by processPhoto.
      schema: { params: AlbumParams, response: { 201: PhotoAdded } },
    },
    async (request, reply) => {
      const { years, album: slug } = request.params
      const { album } = await existing(request.params)
      const { bytes, extension } = await processPhoto(request.body, { maxBytes: uploadMaxBytes })
      const name = await editor.exclusive(request.staff!, async () => {
        await refuseDuplicate(editor.contentDir, years, slug, bytes)
        const name = nextPhotoName(await photosOf(editor.contentDir, years, slug), extension)
        await writeBytesAtomically(
          path.join(editor.contentDir, photoFile(years, slug, name)),
          bytes,
        )
        return {
          value: name,
          files: [photoFile(years, slug, name)],
          change: {
            kind: 'gallery',
            recordId: `${years}/${slug}`,
            action: 'create',
            summary: gallerySummary.upload(album.title, name),
          },
        }
      })
      return reply.code(201).send({ name })
    },
  )

  app.put(
    '/api/gazda/content/gallery/:years/:album/photos/:name',
    { schema: { params: PhotoParams, body: PhotoVisibility, response: { 200: AlbumSaved } } },
    async (request) => {
      const { years, album: slug, name } = request.params
      const { album } = await existing(request.params)
      const photos = await photosOf(editor.contentDir, years, slug, album.order)
      if (!photos.includes(name)) throw notFound()
      const hidden = new Set(album.hidden)
      if (request.body.hidden) hidden.add(name)
      else hidden.delete(name)
      if (photos.every((photo) => hidden.has(photo))) {
        throw apiError(409, 'LAST_PHOTO', LAST_PHOTO_MESSAGE)
      }
      // In the site's order, and only names still in the folder.
      const list = photos.filter((photo) => hidden.has(photo))
      const summary = request.body.hidden ? gallerySummary.hide : gallerySummary.show
      return editor.save({
        file: albumFile(years, slug),
        version: request.body.version,
        render: renderHidden(list),
        change: {
          kind: 'gallery',
          recordId: `${years}/${slug}`,
          action: 'update',
          summary: summary(album.title, name),
        },
        staff: request.staff!,
      })
    },
  )
}
