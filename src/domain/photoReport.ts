// A request to take a gallery photo down (issue #10): the reason and an optional contact e-mail,
// checked alike by the album page's small form and by POST /api/photo-reports. Plain code with
// no validation library, so that the album page's JavaScript stays small.
import { EMAIL_PATTERN, LIMITS } from './enrollment/constants'
import { addFormError, emptyFormErrors, hasFormErrors, type FormErrors } from './formErrorPayload'

export { PHOTO_REPORT_TEXT } from './photoReportText'

export const PHOTO_REPORT_LIMITS = {
  reason: 2000,
  /** SPEC.md §9 "Field limits": e-mail 75. */
  email: LIMITS.email,
} as const

/** What staff decide about a request; 'hidden' once the photo is left off the album. */
export const PHOTO_REPORT_STATUSES = ['new', 'hidden', 'rejected', 'resolved'] as const
export type PhotoReportStatus = (typeof PHOTO_REPORT_STATUSES)[number]

export const isPhotoReportStatus = (value: unknown): value is PhotoReportStatus =>
  (PHOTO_REPORT_STATUSES as readonly unknown[]).includes(value)

export interface PhotoReportFields {
  reason: string
  /** '' when the reporter leaves no address. */
  email: string
}

export const PHOTO_REPORT_MESSAGES = {
  reasonRequired: 'Powód zgłoszenia jest wymagany.',
  reasonTooLong: `Powód zgłoszenia powinien być nie dłuższy niż ${PHOTO_REPORT_LIMITS.reason} znaków.`,
  emailInvalid: 'Proszę podać poprawny adres email.',
  emailTooLong: `E-mail powinien być nie dłuższy niż ${PHOTO_REPORT_LIMITS.email} znaków.`,
  unstorable: 'Pole zawiera niedozwolone znaki (np. znak NUL). Usuń je i wyślij ponownie.',
} as const

// Text PostgreSQL cannot keep as sent (server/errors.ts isUnstorableText, issue #8).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/** The reason's errors: required (more than white space), at most 2000 characters. */
export function reasonErrors(reason: string): string[] {
  if (reason.trim() === '') return [PHOTO_REPORT_MESSAGES.reasonRequired]
  if (reason.length > PHOTO_REPORT_LIMITS.reason) return [PHOTO_REPORT_MESSAGES.reasonTooLong]
  if (unstorable(reason)) return [PHOTO_REPORT_MESSAGES.unstorable]
  return []
}

/** The e-mail's errors: none when empty, else a plain address of at most 75 characters. */
export function emailErrors(email: string): string[] {
  const value = email.trim()
  if (value === '') return []
  if (value.length > PHOTO_REPORT_LIMITS.email) return [PHOTO_REPORT_MESSAGES.emailTooLong]
  if (!EMAIL_PATTERN.test(value)) return [PHOTO_REPORT_MESSAGES.emailInvalid]
  return []
}

export function photoReportErrors(fields: PhotoReportFields): FormErrors {
  const errors = emptyFormErrors()
  for (const message of reasonErrors(fields.reason)) addFormError(errors, 'reason', message)
  for (const message of emailErrors(fields.email)) addFormError(errors, 'email', message)
  return errors
}

/** The fields as stored, trimmed (no e-mail is null), or null when they have errors. */
export function photoReportValue(fields: PhotoReportFields): {
  reason: string
  email: string | null
} | null {
  if (hasFormErrors(photoReportErrors(fields))) return null
  const email = fields.email.trim()
  return { reason: fields.reason.trim(), email: email === '' ? null : email }
}
