// Every photo written into content/ goes through processPhoto (issue #30): content/ is committed to
// git, and a public repository must not show where, with what and by whom a child's photo was
// taken. The original's bytes never reach the disk.
import sharp, { type Sharp } from 'sharp'
import { apiError } from '../errors'
import { SNIFF_BYTES, sniffFileType } from '../uploads/sniff'
import {
  BROKEN_PHOTO_MESSAGE,
  MAX_PIXELS,
  NOT_A_PHOTO_MESSAGE,
  PHOTO_TYPES,
  photoTooBigMessage,
} from './photoCheck'

/** The longest edge a stored photo keeps: more than any page of the site shows, 12 MP at 4:3. */
export const PHOTO_MAX_EDGE = 4000
/** Each try after the first keeps this share of the edge, until the file fits the limit. */
const SHRINK_STEP = 0.75
/** Below this the photo is no longer worth keeping: the file is refused instead. */
const PHOTO_MIN_EDGE = 800
const JPEG_QUALITY = 86
const WEBP_QUALITY = 86

export const HEIC_MESSAGE =
  'Zdjęcia HEIC z iPhone’a strona nie potrafi odczytać. Wyślij je jako JPEG: w iPhonie wybierz Ustawienia → Aparat → Formaty → „Najbardziej zgodne” (kolejne zdjęcia będą już w JPEG), albo wyślij to zdjęcie do siebie e-mailem lub przez AirDrop na komputer Mac: iPhone zamieni je wtedy na JPEG.'
export const photoStillTooBigMessage = (maxBytes: number) =>
  `Tego zdjęcia nie da się zmniejszyć do ${Math.floor(maxBytes / (1024 * 1024))} MB. Wybierz inne zdjęcie.`

const HEIF_TYPES = new Set(['image/heic', 'image/heif'])

export interface ProcessedPhoto {
  /** The photo to store: upright, without metadata, in sRGB, at most PHOTO_MAX_EDGE and maxBytes. */
  bytes: Buffer
  /** Its file ending: a JPEG stays .jpg, a PNG .png, a WebP .webp; a HEIC photo becomes .jpg. */
  extension: string
  width: number
  height: number
}

/**
 * The photo as content/ keeps it, or a 4xx saying in Polish why not. Judged by its bytes alone
 * (server/uploads/sniff.ts), never by a header, and decoded in full (a file the build cannot read
 * would stop every publish after it):
 * - the orientation its camera wrote is applied to the pixels first (sharp's rotate()),
 * - then every piece of metadata is left out: EXIF (GPS position, camera, author, dates), XMP and
 *   IPTC; the colours are converted to sRGB and tagged with sharp's small sRGB profile;
 * - the photo is re-encoded in its own format (HEIC, which the build cannot show, as JPEG), with
 *   its longest edge at most PHOTO_MAX_EDGE and smaller still until the file is at most maxBytes.
 * A photo of more than MAX_PIXELS is refused from its header before anything is decoded.
 */
export async function processPhoto(
  input: unknown,
  { maxBytes }: { maxBytes: number },
): Promise<ProcessedPhoto> {
  const bytes = Buffer.isBuffer(input) ? input : null
  const type = bytes ? sniffFileType(bytes.subarray(0, SNIFF_BYTES)) : null
  const heif = type !== null && HEIF_TYPES.has(type.mime)
  const extension = heif ? 'jpg' : type ? PHOTO_TYPES[type.mime] : undefined
  if (!bytes || !extension) throw apiError(400, 'NOT_A_PHOTO', NOT_A_PHOTO_MESSAGE)
  const refused = heif
    ? () => apiError(400, 'HEIC_NOT_SUPPORTED', HEIC_MESSAGE)
    : () => apiError(400, 'BROKEN_PHOTO', BROKEN_PHOTO_MESSAGE)

  // The size from the header alone (issue #18): a 108-megapixel photo is "too large", not "broken".
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!header?.width || !header.height) throw refused()
  if (header.width * header.height > MAX_PIXELS) {
    throw apiError(413, 'PHOTO_TOO_LARGE', photoTooBigMessage(header.width * header.height))
  }

  // Decoded once, upright and at most PHOTO_MAX_EDGE: each smaller size tried starts from these.
  const upright = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(fitting(PHOTO_MAX_EDGE))
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refused()
    })
  const { width, height, channels } = upright.info
  // A small photo is tried once; a large one shrinks until it fits, but not below PHOTO_MIN_EDGE.
  for (let edge = Math.max(width, height); ; edge = Math.floor(edge * SHRINK_STEP)) {
    const raw = sharp(upright.data, { raw: { width, height, channels } }).resize(fitting(edge))
    const { data, info } = await encode(raw, extension, channels)
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw refused()
      })
    if (data.length <= maxBytes) {
      return { bytes: data, extension, width: info.width, height: info.height }
    }
    if (edge * SHRINK_STEP < PHOTO_MIN_EDGE) {
      throw apiError(413, 'PHOTO_TOO_LARGE', photoStillTooBigMessage(maxBytes))
    }
  }
}

const fitting = (edge: number) =>
  ({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true }) as const

/** Re-encoded in its format with sharp's sRGB profile and no other metadata (sharp keeps none). */
function encode(image: Sharp, extension: string, channels: number): Sharp {
  const tagged = image.withIccProfile('srgb')
  if (extension === 'png') return tagged.png({ compressionLevel: 9, adaptiveFiltering: true })
  if (extension === 'webp') return tagged.webp({ quality: WEBP_QUALITY })
  // A JPEG has no transparency: a HEIC photo's, if any, is laid on white.
  const opaque = channels === 4 ? tagged.flatten({ background: '#ffffff' }) : tagged
  return opaque.jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: false })
}
