// One Idempotency-Key per set of values: sending the same values again (after a lost answer, a
// reload, a second click) reuses the key, so the server stores them once; changed values get a
// new key, since the server refuses a key reused for another body (422).
import { newIdempotencyKey } from './submit'

export interface PendingSubmission {
  key: string
  /** The JSON that was sent with the key. */
  body: string
}

export function submissionFor(
  values: unknown,
  last: PendingSubmission | undefined,
): PendingSubmission {
  const body = JSON.stringify(values)
  return last && last.body === body ? last : { key: newIdempotencyKey(), body }
}
