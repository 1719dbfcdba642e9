import { jwtVerify, SignJWT, errors } from 'jose'
import { ROLES } from '../db/schema'
import type { Role } from '../repositories/users'

export const TOKEN_LIFETIME = '8h'
const ALGORITHM = 'HS256'

export interface TokenClaims {
  userId: number
  role: Role
  version: number
}

export async function issueToken(claims: TokenClaims, secret: Uint8Array): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(secret)
}

/**
 * The claims of a valid token, or null: HS256 alone (never `none` or another algorithm), the
 * right key, and an `exp` that is required and not yet past (no clock tolerance).
 */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'sub'],
    })
    const userId = Number(payload.sub)
    // 'staff' is what tokens issued before the roles of issue #7 say: an editor now. The claim
    // is informational; what a request may do is decided by the account's role in the database.
    const role = payload.role === 'staff' ? 'editor' : payload.role
    const version = payload.ver
    if (!Number.isInteger(userId) || !(ROLES as readonly unknown[]).includes(role)) return null
    if (typeof version !== 'number') return null
    return { userId, role: role as Role, version }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null
    throw error
  }
}
