// A request to take a gallery photo down (issue #10): the reason and an optional contact e-mail,
// checked alike by the album page's small form and by POST /api/photo-reports. Plain code with
// no validation library, so that the album page's JavaScript stays small.
import { EMAIL_PATTERN, LIMITS } from './enrollment/constants'
import { addFormError, emptyFormErrors, hasFormErrors, type FormErrors } from './formErrorPayload'
import photoReportText from './i18n/compiled/photoReport'
import type { Language } from './i18n/languages'

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

/** The check's messages in a language (issue #35: the English album page's and its requests'). */
export function photoReportMessages(language: Language) {
  const t = photoReportText.in(language)
  return {
    reasonRequired: t('reasonRequired'),
    reasonTooLong: t('reasonTooLong', { max: String(PHOTO_REPORT_LIMITS.reason) }),
    emailInvalid: t('emailInvalid'),
    emailTooLong: t('emailTooLong', { max: String(PHOTO_REPORT_LIMITS.email) }),
    unstorable: t('unstorable'),
  }
}

export const PHOTO_REPORT_MESSAGES = photoReportMessages('pl')

// Text PostgreSQL cannot keep as sent (server/errors.ts isUnstorableText, issue #8).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/** The reason's errors: required (more than white space), at most 2000 characters. */
export function reasonErrors(reason: string, language: Language = 'pl'): string[] {
  const messages = photoReportMessages(language)
  if (reason.trim() === '') return [messages.reasonRequired]
  if (reason.length > PHOTO_REPORT_LIMITS.reason) return [messages.reasonTooLong]
  if (unstorable(reason)) return [messages.unstorable]
  return []
}

/** The e-mail's errors: none when empty, else a plain address of at most 75 characters. */
export function emailErrors(email: string, language: Language = 'pl'): string[] {
  const value = email.trim()
  if (value === '') return []
  const messages = photoReportMessages(language)
  if (value.length > PHOTO_REPORT_LIMITS.email) return [messages.emailTooLong]
  if (!EMAIL_PATTERN.test(value)) return [messages.emailInvalid]
  return []
}

export function photoReportErrors(
  fields: PhotoReportFields,
  language: Language = 'pl',
): FormErrors {
  const errors = emptyFormErrors()
  for (const message of reasonErrors(fields.reason, language))
    addFormError(errors, 'reason', message)
  for (const message of emailErrors(fields.email, language)) addFormError(errors, 'email', message)
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
