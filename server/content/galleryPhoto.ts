import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { albumFile, albumOf, photosOf } from './gallery'

export interface GalleryPhotoState {
  albumTitle: string
  /** Listed in album.yaml's `hidden`: kept in the folder, left off the site. */
  hidden: boolean
}

/**
 * One photo of an album as content/ has it now, or null when there is no such album or photo.
 * Callers pass names already checked against YEARS, ALBUM_SLUG and PHOTO_NAME.
 */
export async function galleryPhotoState(
  contentDir: string,
  years: string,
  slug: string,
  name: string,
): Promise<GalleryPhotoState | null> {
  let text: string
  try {
    text = await readFile(path.join(contentDir, albumFile(years, slug)), 'utf8')
  } catch {
    return null
  }
  const photos = await photosOf(contentDir, years, slug)
  if (!photos.includes(name)) return null
  try {
    const album = albumOf(text)
    return { albumTitle: album.title, hidden: album.hidden.includes(name) }
  } catch {
    return null // an album.yaml the build would reject: its album is not on the site
  }
}
