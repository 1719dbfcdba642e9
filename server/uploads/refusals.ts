import { UNCLAIMED_UPLOAD_HOURS } from '../../src/domain/attachments'
import { formatBytes } from '../../src/domain/apiErrorText'
import { apiError, apiRefusal, type ApiError } from '../errors'
import type { UploadUse } from '../repositories/uploads'
import type { UploadLimits } from './limits'

// Issue #17 and #32: which of the upload limits a file would pass, and what the sender is told.

export const QUOTA_FULL_MESSAGE =
  'Serwer szkoły nie przyjmuje teraz więcej plików: miejsce na przesłane pliki jest pełne. ' +
  'Spróbuj ponownie później albo skontaktuj się z sekretariatem.'
export const POOL_FULL_MESSAGE =
  'Serwer szkoły przyjął w ostatnich godzinach zbyt wiele plików, których nikt nie wysłał ' +
  'jeszcze z formularzem. Spróbuj ponownie za godzinę albo skontaktuj się z sekretariatem.'
export const addressFullMessage = (capBytes: number) =>
  `Z tego połączenia czeka już ${formatSize(capBytes)} plików niewysłanych z formularzem. ` +
  'Wyślij najpierw formularz z przesłanymi plikami i dopiero potem prześlij kolejne ' +
  `(pliki niewysłane z formularzem są usuwane po ${UNCLAIMED_UPLOAD_HOURS} godzinach).`

/**
 * A multipart body is its file plus a boundary, part headers and at most five short fields
 * (server/routes/uploads.ts): more than this beyond the room left is a file that cannot fit.
 */
export const FORM_FRAMING_BYTES = 16 * 1024

/** The first limit a file of `size` bytes would pass, as the error to answer; none: it fits. */
export function refusal(use: UploadUse, size: number, limits: UploadLimits): ApiError | undefined {
  if (use.address + size > limits.perAddressBytes) {
    return apiRefusal(429, 'UPLOAD_ADDRESS_FULL', addressFullMessage(limits.perAddressBytes), {
      maxBytes: limits.perAddressBytes,
      hours: UNCLAIMED_UPLOAD_HOURS,
    })
  }
  if (use.unclaimed + size > limits.poolBytes) {
    return apiError(507, 'UPLOAD_POOL_FULL', POOL_FULL_MESSAGE)
  }
  // Strangers' unclaimed files are not counted here: they have the pool (issue #32).
  if (use.claimed + use.address + size > limits.quotaBytes) return quotaFull()
  return undefined
}

/**
 * Before the body is read: the file is at least its Content-Length less the form's framing, and
 * at least a byte. Without a Content-Length (a chunked body) only a full limit refuses it here.
 */
export function earlyRefusal(
  use: UploadUse,
  contentLength: number,
  limits: UploadLimits,
): ApiError | undefined {
  const least = Number.isSafeInteger(contentLength) ? contentLength - FORM_FRAMING_BYTES : 0
  return refusal(use, Math.max(1, least), limits)
}

/** 507 Insufficient Storage: claimed files, with the sender's own waiting ones, fill the quota. */
export const quotaFull = () => apiError(507, 'UPLOAD_QUOTA_FULL', QUOTA_FULL_MESSAGE)

/** A size as the Polish refusals write it ("1,5 MB"): the messages' one formatter. */
export function formatSize(bytes: number): string {
  return formatBytes(bytes, 'pl')
}
