import { createHash } from 'node:crypto'
import { addressHash } from '../../server/privacy/addressHash'

describe('a sender’s hash in the log', () => {
  const monday = new Date('2026-11-23T15:00:00Z')
  const tuesday = new Date('2026-11-24T15:00:00Z')

  it('tells one address from another within a day, without holding the address', () => {
    const first = addressHash('203.0.113.77', monday)
    expect(first).toMatch(/^[0-9a-f]{16}$/)
    // Not a plain hash of the address, which anyone could reverse by trying every address. (A
    // digit run such as "203" may turn up in a random key's hex by chance, so that is not checked.)
    for (const algorithm of ['sha256', 'sha1', 'md5']) {
      const plain = createHash(algorithm).update('203.0.113.77').digest('hex')
      expect(plain.slice(0, 16)).not.toBe(first)
    }
    expect(addressHash('203.0.113.77', monday)).toBe(first)
    expect(addressHash('203.0.113.78', monday)).not.toBe(first)
  })

  it('links nothing across days: the key is new each school day', () => {
    const before = addressHash('203.0.113.77', monday)
    expect(addressHash('203.0.113.77', tuesday)).not.toBe(before)
  })
})
