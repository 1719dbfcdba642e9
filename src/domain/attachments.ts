// Issue #17: an uploaded file belongs to the enrolment or survey answer that names it. A form
// with file fields sends, beside its values, `attachments`: the file entries (SPEC.md §3) that
// POST /api/uploads answered. The server claims them with the submission, in one transaction.
import { addFormError, emptyFormErrors, type FormErrors } from './formErrorPayload'

export const ATTACHMENTS_FIELD = 'attachments'
export const MAX_ATTACHMENTS = 10
/** An upload no submission names within this time is deleted (server/uploads/orphans.ts). */
export const UNCLAIMED_UPLOAD_HOURS = 2

export const ATTACHMENT_MESSAGES = {
  invalid: `Załączniki: wyślij listę najwyżej ${MAX_ATTACHMENTS} przesłanych plików.`,
  gone:
    'Przesłany plik wygasł albo nie został znaleziony (pliki czekają na formularz ' +
    `${UNCLAIMED_UPLOAD_HOURS} godziny). Prześlij go ponownie.`,
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type SplitAttachments =
  { valid: true; values: unknown; uploadIds: string[] } | { valid: false; errors: FormErrors }

/**
 * The body without `attachments` (for the form's own schema, which knows no such field) and the
 * upload ids it names, each once, in lower case. No `attachments`: no ids.
 */
export function splitAttachments(body: unknown): SplitAttachments {
  if (!body || typeof body !== 'object' || !(ATTACHMENTS_FIELD in body)) {
    return { valid: true, values: body, uploadIds: [] }
  }
  const { [ATTACHMENTS_FIELD]: list, ...values } = body as Record<string, unknown>
  const ids = Array.isArray(list) ? list.map(uuidOf) : undefined
  if (!ids || ids.length > MAX_ATTACHMENTS || ids.some((id) => id === undefined)) {
    const errors = emptyFormErrors()
    addFormError(errors, ATTACHMENTS_FIELD, ATTACHMENT_MESSAGES.invalid, {
      code: 'attachmentsInvalid',
    })
    return { valid: false, errors }
  }
  return { valid: true, values, uploadIds: [...new Set(ids as string[])] }
}

/** A file entry ({name, type, url, uuid}) or its bare uuid. */
function uuidOf(entry: unknown): string | undefined {
  const id =
    typeof entry === 'string'
      ? entry
      : entry && typeof entry === 'object'
        ? (entry as { uuid?: unknown }).uuid
        : undefined
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : undefined
}

export function attachmentsGoneErrors(): FormErrors {
  const errors = emptyFormErrors()
  addFormError(errors, ATTACHMENTS_FIELD, ATTACHMENT_MESSAGES.gone, { code: 'attachmentsGone' })
  return errors
}
