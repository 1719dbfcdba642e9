import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { apiError } from '../errors'
import { photoFile, photosOf } from './gallery'

export const NOT_A_PHOTO_MESSAGE =
  'To nie jest zdjęcie, które strona może pokazać. Wybierz plik JPEG, PNG albo WebP.'
export const BROKEN_PHOTO_MESSAGE =
  'Tego zdjęcia nie da się odczytać: plik jest uszkodzony albo niepełny. Wybierz inny plik.'
/** A camera photo is at most some 50 megapixels; more is a decompression bomb, not a photo. */
export const MAX_PIXELS = 100_000_000
export const photoTooBigMessage = (pixels: number) =>
  `Zdjęcie jest za duże: ma ${Math.round(pixels / 1_000_000)} megapikseli, a strona przyjmuje najwyżej ${MAX_PIXELS / 1_000_000} megapikseli. Zmniejsz je i wyślij ponownie.`
export const duplicatePhotoMessage = (existing: string) =>
  `To zdjęcie jest już w albumie (jako ${existing}): nie zostało dodane drugi raz.`

/** What the build can show (gatsby-plugin-sharp), by the type sniffed from the bytes. */
export const PHOTO_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/**
 * What a staff member's photo may be sent as: what the build shows, and HEIC/HEIF from an iPhone,
 * which processPhoto (./photoProcess.ts) converts to JPEG or refuses with advice in Polish.
 */
export const PHOTO_UPLOAD_TYPES = [...Object.keys(PHOTO_TYPES), 'image/heic', 'image/heif']

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** 409 DUPLICATE_PHOTO when the album already holds these exact bytes (issue #18: sent twice). */
export async function refuseDuplicate(
  contentDir: string,
  years: string,
  slug: string,
  bytes: Buffer,
): Promise<void> {
  const hash = hashOf(bytes)
  for (const name of await photosOf(contentDir, years, slug)) {
    const existing = await readFile(path.join(contentDir, photoFile(years, slug, name)))
    if (existing.length === bytes.length && hashOf(existing) === hash) {
      throw apiError(409, 'DUPLICATE_PHOTO', duplicatePhotoMessage(name))
    }
  }
}
