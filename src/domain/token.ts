// SPEC.md §4 "Session": a session is valid only while its token's exp (seconds) is still ahead.
// Pure: the browser checks the token it holds; the server verifies signatures with jose.

const BASE64URL = /^[A-Za-z0-9_-]*$/

/** Decodes a base64url segment to text (UTF-8), or null when it is not valid base64url. */
function decodeBase64Url(segment: string): string | null {
  // A length of 4n + 1 characters cannot come from any byte string.
  if (!BASE64URL.test(segment) || segment.length % 4 === 1) return null
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  try {
    const binary = atob(padded)
    // atob gives one character per byte; decodeURIComponent reads the bytes as UTF-8 (and throws
    // on invalid UTF-8) without TextDecoder, which jsdom lacks.
    const percentEncoded = Array.from(
      binary,
      (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
    ).join('')
    return decodeURIComponent(percentEncoded)
  } catch {
    return null
  }
}

/** The payload's `exp` in seconds, or null when the token is not a readable JWT with one. */
export function tokenExpiry(jwt: string): number | null {
  const parts = jwt.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  const json = decodeBase64Url(parts[1])
  if (json === null) return null
  try {
    const payload: unknown = JSON.parse(json)
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null
    const exp = (payload as { exp?: unknown }).exp
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null
  } catch {
    return null
  }
}

/** True only for a user with a jwt whose exp is strictly later than now. Never throws. */
export function isTokenValid(
  user: { jwt?: string } | null | undefined,
  nowMs: number = Date.now(),
): boolean {
  if (!user || typeof user.jwt !== 'string') return false
  const exp = tokenExpiry(user.jwt)
  return exp !== null && exp * 1000 > nowMs
}
