import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's defaults (OWASP's recommended parameters). */
export const hashPassword = (password: string) => hash(password)

// Verified against when the e-mail is unknown, so that both answers take the same time.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (storedHash === undefined) {
    dummyHash ??= hash('no such account: timing only')
    await verify(await dummyHash, password)
    return false
  }
  return verify(storedHash, password)
}

export const MIN_PASSWORD_LENGTH = 12
