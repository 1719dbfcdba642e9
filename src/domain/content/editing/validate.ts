// Checks a save against the schemas and gives the values as they are written: titles trimmed,
// text ending with one line break, blank optional fields as null.
import { emptyFormErrors, validateWith, type ValidationResult } from '../../formErrors'
import { EDIT_MESSAGES } from './messages'
import {
  alertSchema,
  faqSchema,
  newsCreateSchema,
  newsUpdateSchema,
  pageSchema,
  type AlertValues,
  type FaqValues,
  type NewsCreateValues,
  type NewsUpdateValues,
  type PageValues,
} from './schemas'

const byPath = (path: string) => path

/** Trailing blanks go; an answer or body ends with one line break, as a YAML block or file does. */
const block = (value: string) => `${value.replace(/\r\n?/g, '\n').trimEnd()}\n`
const blankToNull = (value: string | null) =>
  value === null || value.trim() === '' ? null : value.trim()

export function validateFaq(input: unknown): ValidationResult<FaqValues> {
  const result = validateWith(faqSchema, input, byPath)
  if (!result.valid) return result
  const { title, items } = result.value
  return {
    valid: true,
    value: {
      title: title.trim(),
      items: items.map((item) => ({ question: item.question.trim(), answer: block(item.answer) })),
    },
  }
}

export function validatePage(input: unknown): ValidationResult<PageValues> {
  const result = validateWith(pageSchema, input, byPath)
  if (!result.valid) return result
  return {
    valid: true,
    value: { title: result.value.title.trim(), body: block(result.value.body) },
  }
}

export function validateAlert(input: unknown): ValidationResult<AlertValues> {
  const result = validateWith(alertSchema, input, byPath)
  if (!result.valid) return result
  const { kind, content, link, start, end } = result.value
  return {
    valid: true,
    value: {
      kind,
      content: content.trim(),
      link: blankToNull(link),
      start: blankToNull(start),
      end: blankToNull(end),
    },
  }
}

export function validateNewsCreate(input: unknown): ValidationResult<NewsCreateValues> {
  const result = validateWith(newsCreateSchema, input, byPath)
  if (!result.valid) return result
  const { title, date, body } = result.value
  return { valid: true, value: { title: title.trim(), date, body: block(body) } }
}

export function validateNewsUpdate(input: unknown): ValidationResult<NewsUpdateValues> {
  const result = validateWith(newsUpdateSchema, input, byPath)
  if (!result.valid) return result
  const { title, body, published } = result.value
  return { valid: true, value: { title: title.trim(), body: block(body), published } }
}

/** A scheduled alert (issue #18): an alert that must have both a start and an end. */
export function validateScheduledAlert(input: unknown): ValidationResult<AlertValues> {
  const result = validateAlert(input)
  if (!result.valid) return result
  const missing = (['start', 'end'] as const).filter((key) => result.value[key] === null)
  if (missing.length === 0) return result
  const errors = emptyFormErrors()
  for (const key of missing) errors.inputErrors[key] = [EDIT_MESSAGES.scheduleNeedsTimes]
  return { valid: false, errors }
}

/**
 * The standing alert with its scheduled ones (issue #18), as the API takes them and the alert
 * editor checks them; an error of the n-th scheduled alert is named scheduled.n.field (Formik's).
 * Without `scheduled` (an older page) the value has none, and the file's list stays.
 */
export function validateSiteAlerts(
  input: object & { scheduled?: unknown },
): ValidationResult<AlertValues & { scheduled?: AlertValues[] }> {
  const { scheduled: given, ...standing } = input
  const scheduled = Array.isArray(given) ? given : undefined
  const first = validateAlert(standing)
  const results = (scheduled ?? []).map(validateScheduledAlert)
  const errors = first.valid ? emptyFormErrors() : first.errors
  results.forEach((result, i) => {
    if (result.valid) return
    errors.formErrors.push(...result.errors.formErrors)
    for (const [key, messages] of Object.entries(result.errors.inputErrors)) {
      errors.inputErrors[`scheduled.${i}.${key}`] = messages
    }
  })
  if (!first.valid || results.some((result) => !result.valid)) return { valid: false, errors }
  const list = results.flatMap((result) => (result.valid ? [result.value] : []))
  return { valid: true, value: { ...first.value, ...(scheduled ? { scheduled: list } : {}) } }
}
