import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const MIN_SECRET_BYTES = 32

/**
 * The key that signs staff tokens: JWT_SECRET when given (at least 32 bytes, or the server does
 * not start), else one generated on first start and kept in DATA_DIR/jwt-secret, readable by the
 * server's user alone.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured !== undefined) {
    const bytes = Buffer.from(configured, 'utf8')
    if (bytes.length < MIN_SECRET_BYTES) {
      throw new Error(
        `JWT_SECRET must be at least ${MIN_SECRET_BYTES} random bytes; it has ${bytes.length}. ` +
          'Unset it to have one generated in DATA_DIR.',
      )
    }
    return new Uint8Array(bytes)
  }
  const file = path.join(dataDir, 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
  }
  return new Uint8Array(Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8'))
}
