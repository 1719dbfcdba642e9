import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AlbumOrder, AlbumParams, AlbumSaved } from '../../../../src/domain/api/gallery'
import { reorderedPhotos } from '../../../../src/domain/content/photoOrder'
import { contentChanged, type ContentEditor } from '../../../content/editor'
import { albumFile, gallerySummary, photosOf, renderOrder } from '../../../content/gallery'
import { apiError } from '../../../errors'
import { existingAlbum } from './existingAlbum'

/**
 * PUT /api/gazda/content/gallery/{years}/{album}/order with {order, version} (issue #18): the
 * photos `order` lists come first, as listed, the others after them in their current order;
 * album.yaml keeps the result as `order`. What `order` holds is checked here rather than by the
 * schema, so that each refusal says in Polish which name is wrong.
 */
export const galleryOrderRoutes: FastifyPluginAsyncTypebox<{ editor: ContentEditor }> = async (
  app,
  { editor },
) => {
  app.put(
    '/api/gazda/content/gallery/:years/:album/order',
    { schema: { params: AlbumParams, body: AlbumOrder, response: { 200: AlbumSaved } } },
    async (request) => {
      const { years, album: slug } = request.params
      const { file, album } = await existingAlbum(editor, request.params)
      const current = await photosOf(editor.contentDir, years, slug, album.order)
      const checked = reorderedPhotos(request.body.order, current)
      if ('problem' in checked) throw apiError(400, 'INVALID_ORDER', checked.problem)
      // The new order is made from the album as read here: it must be the one the editor saw.
      // save() checks the version again between saves.
      if (request.body.version !== file.version) throw contentChanged()
      return editor.save({
        file: albumFile(years, slug),
        version: request.body.version,
        render: renderOrder(checked.order),
        change: {
          kind: 'gallery',
          recordId: `${years}/${slug}`,
          action: 'update',
          summary: gallerySummary.reorder(album.title, checked.order),
        },
        staff: request.staff!,
      })
    },
  )
}
