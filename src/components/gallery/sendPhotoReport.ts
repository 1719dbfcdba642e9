import type { FormErrors } from '../../domain/formErrorPayload'
import photoReportText from '../../domain/i18n/compiled/photoReport'
import type { Language } from '../../domain/i18n/languages'
import type { PhotoReportFields } from '../../domain/photoReport'
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
 * fields; its other refusals (a photo already hidden) are shown as it words them, in the page's
 * language (sent as Accept-Language, issue #35); too many reports in the page's own words.
 */
export async function sendPhotoReport(
  photo: ReportedPhoto,
  fields: PhotoReportFields,
  language: Language = 'pl',
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<ReportOutcome> {
  const t = photoReportText.in(language)
  const failed = { ok: false as const, message: t('failed') }
  let response: Response
  try {
    response = await fetchImpl(`${defaultApiBaseUrl().replace(/\/+$/, '')}/api/photo-reports`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': language,
      },
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
  // The rate limit's answer is worded by the limits plugin, in Polish: an English page says its own.
  if (response.status === 429 && language !== 'pl') return { ok: false, message: t('tooMany') }
  if (response.status >= 500 || typeof body?.message !== 'string') return failed
  return { ok: false, message: body.message }
}
