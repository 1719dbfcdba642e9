import { createHmac, randomBytes } from 'node:crypto'
import { schoolDay } from '../time'

// Issue #8: no raw IP address is kept anywhere, logs included. Where a line must tell one sender
// from another (repeated failed logins), it carries this instead: a keyed hash whose key is
// random, held only in memory and replaced every school day, so it links a day's lines together
// and nothing else, and cannot be turned back into the address.

let salt: { day: string; key: Buffer } | undefined

export function addressHash(address: string, now: Date = new Date()): string {
  const day = schoolDay(now)
  if (salt?.day !== day) salt = { day, key: randomBytes(32) }
  return createHmac('sha256', salt.key).update(address).digest('hex').slice(0, 16)
}
