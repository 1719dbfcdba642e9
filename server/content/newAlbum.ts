import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { dump } from 'js-yaml'
import { ALBUM_MESSAGES, type NewAlbum } from '../../src/domain/content/editing/album'
import { apiError } from '../errors'
import { buildCheck } from './editor'
import { albumFile, photoFile } from './gallery'

/** album.yaml of a new album, in the field order of content/README.md. */
export const newAlbumYaml = (album: NewAlbum) =>
  dump({ title: album.title.trim(), date: album.date, event: album.event }, { lineWidth: -1 })

/**
 * Creates gallery/{years}/{slug}/ with album.yaml and its first photo, all at once: both are
 * written into a hidden folder beside it that is then renamed into place, so neither the build
 * nor the editor's list ever sees an album without photos (the build refuses one) or half an album.
 * Callers hold the editor's lock; the files written, for the commit.
 */
export async function writeNewAlbum(
  contentDir: string,
  album: NewAlbum,
  slug: string,
  photo: { name: string; bytes: Buffer },
): Promise<string[]> {
  const yearDir = path.join(contentDir, 'gallery', album.years)
  const target = path.join(yearDir, slug)
  const exists = () => apiError(409, 'ALBUM_EXISTS', ALBUM_MESSAGES.exists(album.years, slug))
  if (await stat(target).catch(() => null)) throw exists()
  const yaml = newAlbumYaml(album)
  const problems = buildCheck(albumFile(album.years, slug), yaml)
  if (problems.length > 0) throw new Error(problems.join('; ')) // the form's rules let it through
  await mkdir(yearDir, { recursive: true })
  const temporary = await mkdtemp(path.join(yearDir, '.nowy-album-'))
  try {
    await writeFile(path.join(temporary, photo.name), photo.bytes, { mode: 0o644 })
    await writeFile(path.join(temporary, 'album.yaml'), yaml, { mode: 0o644 })
    await rename(temporary, target).catch((error: NodeJS.ErrnoException) => {
      throw ['EEXIST', 'ENOTEMPTY'].includes(error.code ?? '') ? exists() : error
    })
  } finally {
    await rm(temporary, { recursive: true, force: true })
  }
  return [albumFile(album.years, slug), photoFile(album.years, slug, photo.name)]
}
