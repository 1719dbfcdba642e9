import type { FormErrors } from '../../domain/formErrorPayload'
import { PHOTO_REPORT_TEXT, type PhotoReportFields } from '../../domain/photoReport'
import { defaultApiBaseUrl } from '../../state/api'

/** The photo as the API names it: its album's school year and folder, and its file name. */
export interface ReportedPhoto {
  years: string
  album: string
  photo: string
}

export type ReportOutcome =
  | { ok: true }
  | { ok: false; errors: FormErrors }
  | { ok: false; errors?: undefined; message: string }

/**
 * POST /api/photo-reports (server/routes/photoReports.ts): the server's field errors go beside the
 * fields; its other refusals (a photo already hidden, too many reports) are shown as it words them.
 */
export async function sendPhotoReport(
  photo: ReportedPhoto,
  fields: PhotoReportFields,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<ReportOutcome> {
  const failed = { ok: false as const, message: PHOTO_REPORT_TEXT.failed }
  let response: Response
  try {
    response = await fetchImpl(`${defaultApiBaseUrl().replace(/\/+$/, '')}/api/photo-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        years: photo.years,
        album: photo.album,
        photo: photo.photo,
        reason: fields.reason,
        email: fields.email,
      }),
    })
  } catch {
    return failed
  }
  if (response.ok) return { ok: true }
  const body = (await response.json().catch(() => null)) as Partial<
    FormErrors & { message: string }
  > | null
  if (body?.inputErrors && Object.keys(body.inputErrors).length > 0) {
    return {
      ok: false,
      errors: { formErrors: body.formErrors ?? [], inputErrors: body.inputErrors },
    }
  }
  if (response.status >= 500 || typeof body?.message !== 'string') return failed
  return { ok: false, message: body.message }
}
