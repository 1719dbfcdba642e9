import { createHmac, timingSafeEqual } from 'node:crypto'

// Issue #34: the links in list mail name a subscriber (and a list) by id, signed with a key
// derived from the server's secret, so that no address is ever in a URL and no one can forge one.

/** 'preferences' opens one subscriber's page of lists and how often each comes (no login). */
export type TokenPurpose = 'confirm' | 'unsubscribe' | 'preferences'

export interface TokenClaims {
  subscriberId: number
  /** Only in an unsubscribe token: the one list it removes. */
  list?: string
}

/** A list's id as it may appear in a token: a level's id (`klasa-3`), `news`, `urgent`. */
const LIST_ID = /^[a-z0-9-]{1,64}$/

/** A key of the tokens' own, so that a token's MAC is never something a JWT signature could be. */
function tokenKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('subscription-links').digest()
}

function mac(secret: Uint8Array, purpose: TokenPurpose, claims: TokenClaims): Buffer {
  return createHmac('sha256', tokenKey(secret))
    .update(`${purpose}\n${claims.subscriberId}\n${claims.list ?? ''}`)
    .digest()
}

/** `12.<mac>` to confirm; `12.klasa-3.<mac>` to leave klasa-3. Only URL-safe characters. */
export function signToken(secret: Uint8Array, purpose: TokenPurpose, claims: TokenClaims): string {
  const parts = [String(claims.subscriberId), ...(claims.list ? [claims.list] : [])]
  return [...parts, mac(secret, purpose, claims).toString('base64url')].join('.')
}

/** The claims of a token signed for this purpose, or null when it is not one (compared in constant time). */
export function readToken(
  secret: Uint8Array,
  purpose: TokenPurpose,
  token: unknown,
): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const parts = token.split('.')
  const expected = purpose === 'unsubscribe' ? 3 : 2
  if (parts.length !== expected) return null
  const [id, ...rest] = parts
  const signature = rest.pop()!
  const list = rest[0]
  if (!/^[1-9]\d{0,9}$/.test(id!) || (list !== undefined && !LIST_ID.test(list))) return null
  const claims: TokenClaims = { subscriberId: Number(id), ...(list ? { list } : {}) }
  const given = Buffer.from(signature, 'base64url')
  const wanted = mac(secret, purpose, claims)
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null
  // base64url decoding ignores stray characters: only the exact encoding is the token.
  if (given.toString('base64url') !== signature) return null
  return claims
}
