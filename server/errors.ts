// Every API error is JSON {code, message} with the right status (DESIGN.md "Contracts").
import { addFormError, emptyFormErrors, type FormErrors } from '../src/domain/formErrorPayload'
import { textsOf } from './texts'

export interface ApiError extends Error {
  statusCode: number
  code: string
  /**
   * Extra fields of the answer, such as a form's {formErrors, inputErrors} with their codes, or the
   * `params` of a message that names values.
   */
  body?: Record<string, unknown>
}

export function apiError(
  statusCode: number,
  code: string,
  message: string,
  body?: object,
): ApiError {
  return Object.assign(new Error(message), {
    statusCode,
    code,
    body: body as Record<string, unknown> | undefined,
  })
}

/**
 * A refusal whose message names values (a size, a wait): the values beside the code, the same in
 * every language, so that a client may word the refusal in its page's language (issue #35).
 */
export const apiRefusal = (
  statusCode: number,
  code: string,
  message: string,
  params: Record<string, string | number>,
) => apiError(statusCode, code, message, { params })

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && typeof (error as ApiError).statusCode === 'number' && 'body' in error

/** Fastify's own errors about a request body, under our codes and in Polish (issue #8). */
const BODY_ERRORS: Record<string, [status: number, code: string, message: string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'Zapytanie jest za duże.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Nieobsługiwany rodzaj danych w zapytaniu (nagłówek Content-Type).',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'INVALID_BODY',
    'Nieprawidłowe dane w zapytaniu: długość nie zgadza się z nagłówkiem Content-Length.',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    'INVALID_BODY',
    'Nieprawidłowe dane w zapytaniu: brak treści.',
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: [
    400,
    'INVALID_BODY',
    'Nieprawidłowe dane w zapytaniu: to nie jest JSON.',
  ],
}

/** Fastify's own error about a request body as ours (its messages are English), or undefined. */
export function bodyErrorOf(error: Error & { code?: string }): ApiError | undefined {
  const known = error.code === undefined ? undefined : BODY_ERRORS[error.code]
  return known ? apiError(...known) : undefined
}

export const UNSTORABLE_TEXT_MESSAGE =
  'Pole zawiera niedozwolone znaki (np. znak NUL). Usuń je i wyślij ponownie.'

// A surrogate without its pair: PostgreSQL's jsonb refuses one, its text keeps U+FFFD instead.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Text PostgreSQL cannot store as sent: U+0000 (its text has no NUL) or a lone surrogate. */
export const isUnstorableText = (text: string) =>
  text.includes('\u0000') || LONE_SURROGATE.test(text)

/**
 * The form fields whose text the database cannot store as sent, each with a message: a form's
 * values pass the form's rules with such text, and would fail in the database (issue #8).
 */
export function unstorableTextErrors(
  values: object,
  fieldNameOf: (path: string) => string | undefined,
): FormErrors {
  const errors = emptyFormErrors()
  for (const { path, text } of textsOf(values)) {
    if (isUnstorableText(text))
      addFormError(errors, fieldNameOf(path), UNSTORABLE_TEXT_MESSAGE, { code: 'unstorableText' })
  }
  return errors
}

export const CONTROL_CHARACTER_MESSAGE =
  'Pole zawiera niedozwolony znak sterujący (np. znak NUL). Usuń go i zapisz ponownie.'

/**
 * Characters no text of the staff area may hold (issue #32): the C0 controls but tab, line feed
 * and carriage return, DEL, and a lone surrogate. A NUL once wrote a file that git and the
 * history could not take.
 */
// eslint-disable-next-line no-control-regex -- the controls are what it finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
export const hasControlCharacters = (text: string) =>
  CONTROL.test(text) || LONE_SURROGATE.test(text)

/** Every string of a JSON body (keys too) holding such a character, by its path in the body. */
export function controlCharacterErrors(body: unknown): FormErrors {
  const errors = emptyFormErrors()
  for (const { path, text } of textsOf(body, { keys: true })) {
    if (hasControlCharacters(text))
      addFormError(errors, path || undefined, CONTROL_CHARACTER_MESSAGE)
  }
  return errors
}
