import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AlbumCover,
  AlbumParams,
  AlbumSaved,
  PhotoDelete,
  PhotoParams,
  PhotoTexts,
} from '../../../../src/domain/api/gallery'
import { photoText, photoTextErrors } from '../../../../src/domain/content/editing/album'
import {
  buildCheck,
  checkFailedMessage,
  contentChanged,
  invalidContent,
  type ContentEditor,
} from '../../../content/editor'
import { ContentCheckError, writeContentFile } from '../../../content/files'
import {
  albumFile,
  gallerySummary,
  photoFile,
  photosOf,
  renderCover,
  renderPhotoTexts,
  renderWithout,
} from '../../../content/gallery'
import { apiError } from '../../../errors'
import { notFound } from '../common'
import { existingAlbum } from './existingAlbum'

export const LAST_SHOWN_PHOTO_DELETE_MESSAGE =
  'To ostatnie widoczne zdjęcie albumu: album musi pokazywać co najmniej jedno zdjęcie. Najpierw pokaż albo dodaj inne zdjęcie.'
export const HIDDEN_COVER_MESSAGE =
  'Ukryte zdjęcie nie może być okładką albumu. Najpierw je pokaż albo wybierz inne.'
export const UNKNOWN_COVER_MESSAGE = (name: string) =>
  `W albumie nie ma zdjęcia „${name.length > 80 ? `${name.slice(0, 80)}…` : name}”. Odśwież stronę i wybierz okładkę ponownie.`

/**
 * One photo of an album (issue #30), each change saved with the version of album.yaml it started
 * from, committed, recorded in the history and published like every album edit:
 * - PUT …/photos/{name}/texts: its caption and alt text (plain text, `captions` and `alts`);
 * - PUT …/cover: the album's cover, one of its shown photos (`cover`);
 * - DELETE …/photos/{name}: the photo's file removed from the folder, and album.yaml's mentions
 *   of it (order, hidden, captions, alts, cover) with it, in one commit.
 * Registered inside galleryRoutes.
 */
export const galleryPhotoRoutes: FastifyPluginAsyncTypebox<{ editor: ContentEditor }> = async (
  app,
  { editor },
) => {
  /** The album's file and fields, and its photos in the site's order; 404 for a photo not there. */
  const albumWith = async (params: AlbumParams, name?: string) => {
    const { file, album } = await existingAlbum(editor, params)
    const photos = await photosOf(editor.contentDir, params.years, params.album, album.order)
    if (name !== undefined && !photos.includes(name)) throw notFound()
    return { file, album, photos }
  }

  app.put(
    '/api/gazda/content/gallery/:years/:album/photos/:name/texts',
    { schema: { params: PhotoParams, body: PhotoTexts, response: { 200: AlbumSaved } } },
    async (request) => {
      const { years, album: slug, name } = request.params
      const { album } = await albumWith(request.params, name)
      const errors = photoTextErrors(request.body)
      if (Object.keys(errors).length > 0) {
        const inputErrors = Object.fromEntries(
          Object.entries(errors).map(([field, message]) => [field, [message]]),
        )
        throw invalidContent({ formErrors: [], inputErrors })
      }
      const caption = photoText(request.body.caption)
      const alt = photoText(request.body.alt)
      return editor.save({
        file: albumFile(years, slug),
        version: request.body.version,
        render: renderPhotoTexts(name, { caption, alt }),
        change: {
          kind: 'gallery',
          recordId: `${years}/${slug}`,
          action: 'update',
          summary: gallerySummary.texts(album.title, name, caption, alt),
        },
        staff: request.staff!,
      })
    },
  )

  app.put(
    '/api/gazda/content/gallery/:years/:album/cover',
    { schema: { params: AlbumParams, body: AlbumCover, response: { 200: AlbumSaved } } },
    async (request) => {
      const { years, album: slug } = request.params
      const { album, photos } = await albumWith(request.params)
      const { cover } = request.body
      if (cover !== null && !photos.includes(cover)) {
        throw apiError(400, 'INVALID_COVER', UNKNOWN_COVER_MESSAGE(cover))
      }
      if (cover !== null && album.hidden.includes(cover)) {
        throw apiError(409, 'HIDDEN_COVER', HIDDEN_COVER_MESSAGE)
      }
      return editor.save({
        file: albumFile(years, slug),
        version: request.body.version,
        render: renderCover(cover),
        change: {
          kind: 'gallery',
          recordId: `${years}/${slug}`,
          action: 'update',
          summary: gallerySummary.cover(album.title, cover),
        },
        staff: request.staff!,
      })
    },
  )

  app.delete(
    '/api/gazda/content/gallery/:years/:album/photos/:name',
    { schema: { params: PhotoParams, body: PhotoDelete, response: { 200: AlbumSaved } } },
    async (request) => {
      const { years, album: slug, name } = request.params
      const yaml = albumFile(years, slug)
      const photo = photoFile(years, slug, name)
      // Between saves: the version checked, album.yaml written, the file removed, then both
      // recorded and committed.
      const version = await editor.exclusive(request.staff!, async () => {
        const { file, album, photos } = await albumWith(request.params, name)
        if (request.body.version !== file.version) throw contentChanged()
        const hidden = new Set(album.hidden)
        if (photos.every((other) => other === name || hidden.has(other))) {
          throw apiError(409, 'LAST_PHOTO', LAST_SHOWN_PHOTO_DELETE_MESSAGE)
        }
        const text = renderWithout(name, photos)(file.text)
        let version = file.version
        if (text !== file.text) {
          try {
            version = await writeContentFile(editor.contentDir, yaml, text, (written) =>
              buildCheck(yaml, written),
            )
          } catch (error) {
            if (!(error instanceof ContentCheckError)) throw error
            throw invalidContent({
              formErrors: [checkFailedMessage(error.problems)],
              inputErrors: {},
            })
          }
        }
        await rm(path.join(editor.contentDir, photo), { force: true })
        return {
          value: version,
          files: [yaml, photo],
          change: {
            kind: 'gallery',
            recordId: `${years}/${slug}`,
            // The album's record changes: the photo is one of its files.
            action: 'update',
            summary: gallerySummary.remove(album.title, name),
          },
        }
      })
      return { version }
    },
  )
}
