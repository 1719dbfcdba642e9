// Issue #32: nothing is stored as a parent sent it unless its whole structure was checked. A photo
// is decoded and re-encoded, as the gallery's are (server/content/photoProcess.ts): whatever was
// hidden beside its pixels (an HTML page after a JPEG, EXIF with the GPS position of a child's
// home) is gone. A PDF cannot be re-encoded here, so its structure is checked (./pdfCheck.ts).
import sharp from 'sharp'
import { apiError } from '../errors'
import { BROKEN_PHOTO_MESSAGE, MAX_PIXELS } from '../content/photoCheck'
import { processPhoto } from '../content/photoProcess'
import { isWellFormedPdf } from './pdfCheck'
import type { SniffedType } from './sniff'

export const BROKEN_PDF_MESSAGE =
  'Tego pliku PDF nie da się przyjąć: jest uszkodzony, niepełny albo ma dopisane obce dane. ' +
  'Zapisz dokument ponownie jako PDF (np. „Drukuj” → „Zapisz jako PDF”) i prześlij go jeszcze raz.'

export interface CleanFile {
  bytes: Buffer
  mime: string
  ext: string
}

const MIME_OF: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/**
 * The bytes to store for a file of the sniffed `type`, at most `maxBytes`, or a 4xx in Polish:
 * a PDF only when well formed; an image re-encoded in its format without metadata (a HEIC photo
 * as JPEG, a GIF's first frame as PNG), as processPhoto does it and refuses it.
 */
export async function cleanUpload(
  bytes: Buffer,
  type: SniffedType,
  maxBytes: number,
): Promise<CleanFile> {
  if (type.mime === 'application/pdf') {
    if (!isWellFormedPdf(bytes)) throw apiError(400, 'BROKEN_PDF', BROKEN_PDF_MESSAGE)
    return { bytes, mime: type.mime, ext: type.ext }
  }
  const photo = await processPhoto(type.mime === 'image/gif' ? await gifAsPng(bytes) : bytes, {
    maxBytes,
  })
  return { bytes: photo.bytes, mime: MIME_OF[photo.extension]!, ext: photo.extension }
}

/** The build's photos know no GIF: its first frame, decoded in full, goes on as a PNG. */
async function gifAsPng(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .png()
    .toBuffer()
    .catch(() => {
      throw apiError(400, 'BROKEN_PHOTO', BROKEN_PHOTO_MESSAGE)
    })
}
