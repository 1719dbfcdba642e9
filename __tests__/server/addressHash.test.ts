import { addressHash } from '../../server/privacy/addressHash'

describe('a sender’s hash in the log', () => {
  const monday = new Date('2026-11-23T15:00:00Z')
  const tuesday = new Date('2026-11-24T15:00:00Z')

  it('tells one address from another within a day, without holding the address', () => {
    const first = addressHash('203.0.113.77', monday)
    expect(first).toMatch(/^[0-9a-f]{16}$/)
    expect(first).not.toContain('203')
    expect(addressHash('203.0.113.77', monday)).toBe(first)
    expect(addressHash('203.0.113.78', monday)).not.toBe(first)
  })

  it('links nothing across days: the key is new each school day', () => {
    const before = addressHash('203.0.113.77', monday)
    expect(addressHash('203.0.113.77', tuesday)).not.toBe(before)
  })
})
