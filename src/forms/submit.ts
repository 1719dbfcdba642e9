// Sending a form to the API (SPEC.md §7; issue #6): one Idempotency-Key per set of values, and
// retries with backoff for what may pass on a second try. "Sent" only ever follows a 2xx.
import { refusalText } from '../domain/apiErrorText'
import type { FormErrors } from '../domain/formErrors'
import type { Language } from '../domain/i18n/languages'
import { defaultApiBaseUrl } from '../state/api'

/** Retries after the first attempt, for a network error, a 5xx, a 429 or a 409 (still saving). */
export const MAX_RETRIES = 5
/** The waits before each retry: 0.5 s, 1 s, 2 s, 4 s, 8 s. */
export const RETRY_BASE_DELAY_MS = 500
/** A 429 is retried after its Retry-After up to this; a longer wait stops and says why. */
export const MAX_RETRY_AFTER_MS = 30_000
/** Retry-After: 0 must not make a tight loop. */
const MIN_RETRY_AFTER_MS = 1000

export type SubmitOutcome<T> =
  /** The server stored it: 2xx with its answer. */
  | { kind: 'sent'; body: T }
  /** 400 or 422 with the form's errors: never retried, the parent corrects the form. */
  | { kind: 'invalid'; status: number; errors: FormErrors; message: string }
  /** Gave up after the retries, or refused for another reason (another 4xx). */
  | { kind: 'failed'; status: number | null; message: string }
  // Every `message` is the refusal's code worded in the page's language where the client has words
  // for it (src/domain/apiErrorText.ts, issue #35), else the server's message.
  /** 429 (issue #17): too many for now; the message says when to try again. */
  | { kind: 'limited'; message: string }

export interface SubmitOptions {
  idempotencyKey: string
  baseUrl?: string
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  /** Told before each retry, so the page can say "trying again (2 of 5)". */
  onRetry?: (retry: number, of: number) => void
  /**
   * The page's language, sent as Accept-Language: the server answers its messages in it and an
   * enrolment stores it (issue #35, src/domain/api/).
   */
  language?: Language
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A new key for one set of values; crypto.randomUUID needs a secure context, hence the fallback. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const isRetryable = (status: number) => status >= 500 || status === 429 || status === 409

/** The wait before retry number `retry` (1-based), or the server's Retry-After when it gave one. */
export function retryDelay(retry: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? NaN : Number(retryAfter)
  if (Number.isFinite(seconds) && seconds >= 0)
    return Math.min(Math.max(seconds * 1000, MIN_RETRY_AFTER_MS), MAX_RETRY_AFTER_MS)
  return RETRY_BASE_DELAY_MS * 2 ** (retry - 1)
}

const tooLong = (retryAfter: string | null) =>
  retryAfter !== null && !(Number(retryAfter) * 1000 <= MAX_RETRY_AFTER_MS)

function formErrorsOf(body: unknown): FormErrors {
  const value = (body ?? {}) as Partial<FormErrors>
  const formErrors = Array.isArray(value.formErrors)
    ? value.formErrors.filter((item): item is string => typeof item === 'string')
    : []
  const inputErrors: Record<string, string[]> = {}
  if (value.inputErrors && typeof value.inputErrors === 'object') {
    for (const [name, messages] of Object.entries(value.inputErrors)) {
      if (Array.isArray(messages))
        inputErrors[name] = messages.filter((item): item is string => typeof item === 'string')
    }
  }
  return { formErrors, inputErrors }
}

/** POSTs `values` as JSON to `path`, retrying what may pass later, never a 400 or a 422. */
export async function submitForm<T>(
  path: string,
  values: unknown,
  {
    idempotencyKey,
    baseUrl = defaultApiBaseUrl(),
    fetch: fetchImpl = fetch,
    sleep = defaultSleep,
    onRetry,
    language = 'pl',
  }: SubmitOptions,
): Promise<SubmitOutcome<T>> {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`
  const body = JSON.stringify(values)
  let last: { status: number | null; message: string } = { status: null, message: '' }
  for (let attempt = 0; attempt <= MAX_RETRIES; attempt += 1) {
    let retryAfter: string | null = null
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
          // Always given: the browser's own would make a Polish page's answer English (issue #35).
          'accept-language': language,
        },
        body,
      })
      const answer: unknown = await response.json().catch(() => null)
      if (response.ok) return { kind: 'sent', body: answer as T }
      if (response.status === 400 || response.status === 422) {
        return {
          kind: 'invalid',
          status: response.status,
          errors: formErrorsOf(answer),
          message: refusalText(answer, language),
        }
      }
      last = { status: response.status, message: refusalText(answer, language) }
      if (!isRetryable(response.status)) return { kind: 'failed', ...last }
      retryAfter = response.headers.get('retry-after')
      // Issue #17: a retry sooner than the server allows is refused again; stop and say so.
      if (response.status === 429 && (attempt === MAX_RETRIES || tooLong(retryAfter))) {
        return { kind: 'limited', message: last.message }
      }
    } catch {
      // A network error: the request may or may not have arrived; the key makes a retry safe.
      last = { status: null, message: '' }
    }
    if (attempt < MAX_RETRIES) {
      onRetry?.(attempt + 1, MAX_RETRIES)
      await sleep(retryDelay(attempt + 1, retryAfter))
    }
  }
  return { kind: 'failed', ...last }
}
