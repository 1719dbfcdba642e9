import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { apiError } from '../errors'
import { SNIFF_BYTES, sniffFileType } from '../uploads/sniff'
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
 * The photo's file ending when the build can show it, or a 4xx saying why not. Judged by its bytes
 * alone (server/uploads/sniff.ts), never by the header, and decoded in full: a file the build cannot
 * read would stop every publish after it. The size is read from the header first (issue #18): sharp
 * refuses a 108-megapixel photo before decoding it, and that is "too large", not "broken".
 */
export async function checkedPhoto(bytes: unknown): Promise<string> {
  const type = Buffer.isBuffer(bytes) ? sniffFileType(bytes.subarray(0, SNIFF_BYTES)) : null
  const extension = type ? PHOTO_TYPES[type.mime] : undefined
  if (!extension) throw apiError(400, 'NOT_A_PHOTO', NOT_A_PHOTO_MESSAGE)
  const { width, height } = await sharp(bytes as Buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }))
  if (!width || !height) throw apiError(400, 'BROKEN_PHOTO', BROKEN_PHOTO_MESSAGE)
  if (width * height > MAX_PIXELS) {
    throw apiError(413, 'PHOTO_TOO_LARGE', photoTooBigMessage(width * height))
  }
  await sharp(bytes as Buffer, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .resize({ width: 64 })
    .toBuffer()
    .catch(() => {
      throw apiError(400, 'BROKEN_PHOTO', BROKEN_PHOTO_MESSAGE)
    })
  return extension
}

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
