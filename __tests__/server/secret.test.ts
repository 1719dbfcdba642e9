import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MIN_SECRET_BYTES, resolveJwtSecret } from '../../server/auth/secret'

describe('the key of staff tokens', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-secret-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it(`refuses a JWT_SECRET of fewer than ${MIN_SECRET_BYTES} bytes, so the server does not start`, () => {
    expect(() => resolveJwtSecret('x'.repeat(MIN_SECRET_BYTES - 1), dir)).toThrow(
      /JWT_SECRET must be at least 32 random bytes; it has 31/,
    )
    expect(resolveJwtSecret('x'.repeat(MIN_SECRET_BYTES), dir)).toHaveLength(MIN_SECRET_BYTES)
  })

  it('is generated once into DATA_DIR when unset, readable by the server alone, and kept', () => {
    const first = resolveJwtSecret(undefined, dir)
    const file = path.join(dir, 'jwt-secret')
    expect(first.length).toBeGreaterThanOrEqual(MIN_SECRET_BYTES)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(resolveJwtSecret(undefined, dir)).toEqual(first)
    expect(readFileSync(file, 'utf8')).not.toBe('')
  })
})
