import { isTokenValid } from '../../src/domain/token'
import { base64Url, jwtExpiringAt, jwtWith } from './jwtFixture'

const EXP = 1_800_000_000 // seconds
const EXP_MS = EXP * 1000

describe('token validity (SPEC.md §4 "Session")', () => {
  it('is valid while exp is later than now, to the millisecond', () => {
    expect(isTokenValid({ jwt: jwtExpiringAt(EXP) }, EXP_MS - 1)).toBe(true)
  })

  it('is invalid at the very second of exp and after it', () => {
    expect(isTokenValid({ jwt: jwtExpiringAt(EXP) }, EXP_MS)).toBe(false)
    expect(isTokenValid({ jwt: jwtExpiringAt(EXP) }, EXP_MS + 1)).toBe(false)
  })

  it('compares with the current time when none is given', () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    expect(isTokenValid({ jwt: jwtExpiringAt(inAnHour) })).toBe(true)
    expect(isTokenValid({ jwt: jwtExpiringAt(inAnHour - 7200) })).toBe(false)
  })

  it('is invalid without a user or without a jwt', () => {
    expect(isTokenValid(null, 0)).toBe(false)
    expect(isTokenValid(undefined, 0)).toBe(false)
    expect(isTokenValid({}, 0)).toBe(false)
    expect(isTokenValid({ jwt: '' }, 0)).toBe(false)
  })

  it('reads a payload with Polish letters (UTF-8) and base64url characters', () => {
    // "ł" and "ó" encode to bytes that base64url writes with - and _ in some positions.
    const jwt = jwtWith({ name: 'Gaździna Łucja ~~~???>>>', exp: EXP })
    expect(jwt.split('.')[1]).toMatch(/[-_]/)
    expect(isTokenValid({ jwt }, EXP_MS - 1)).toBe(true)
  })

  const header = base64Url('{"alg":"HS256"}')
  it.each([
    ['two parts', `${header}.${base64Url('{"exp":1800000000}')}`],
    ['four parts', `${header}.${base64Url('{"exp":1800000000}')}.sig.extra`],
    ['an empty payload', `${header}..sig`],
    ['a payload that is not base64url', `${header}.eyJleHAiOjE4MDAwMDAwMDB9+/.sig`],
    ['a payload of impossible length', `${header}.${base64Url('{"exp":1800000000}')}A.sig`],
    ['a payload that is not JSON', `${header}.${base64Url('exp=1800000000')}.sig`],
    ['a payload that is not UTF-8', `${header}.${btoa('\xff\xfe{}')}.sig`],
    ['a payload that is JSON null', `${header}.${base64Url('null')}.sig`],
    ['an array payload', `${header}.${base64Url('[1800000000]')}.sig`],
    ['no exp', `${header}.${base64Url('{"sub":"x"}')}.sig`],
    ['exp as a string', `${header}.${base64Url('{"exp":"1800000000"}')}.sig`],
    ['exp as null', `${header}.${base64Url('{"exp":null}')}.sig`],
  ])('is invalid, without throwing, for a token with %s', (_name, jwt) => {
    expect(() => isTokenValid({ jwt }, 0)).not.toThrow()
    expect(isTokenValid({ jwt }, 0)).toBe(false)
  })

  it('is invalid, without throwing, when jwt is not a string at all', () => {
    const user = { jwt: 42 } as unknown as { jwt: string }
    expect(isTokenValid(user, 0)).toBe(false)
  })
})
