import type { AlbumParams } from '../../../../src/domain/api/gallery'
import type { ContentEditor } from '../../../content/editor'
import { albumFile, albumOf } from '../../../content/gallery'
import { existingFile } from './shared'

/** An album's album.yaml as read now (its text and version) and its fields; 404 for no album. */
export async function existingAlbum(editor: ContentEditor, { years, album }: AlbumParams) {
  const file = await existingFile(editor, albumFile(years, album))
  return { file, album: albumOf(file.text) }
}
