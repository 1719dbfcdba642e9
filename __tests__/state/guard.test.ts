import { staffAreaRedirect } from '../../src/state/browser'
import { jwtExpiringAt } from '../domain/jwtFixture'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)
const valid = { jwt: jwtExpiringAt(NOW / 1000 + 60) }
const expired = { jwt: jwtExpiringAt(NOW / 1000) }

describe('the /gazda/ guard (SPEC.md §4 "Access to /gazda/")', () => {
  it('sends a visitor without a valid token from a /gazda/ page to /gazda/, inactive', () => {
    expect(staffAreaRedirect('/gazda/enrollments/12/', null, NOW)).toEqual({
      inactive: true,
      to: '/gazda/',
    })
    expect(staffAreaRedirect('/gazda/faq', expired, NOW)).toEqual({ inactive: true, to: '/gazda/' })
  })

  it('leaves a visitor without a valid token on /gazda/ itself, inactive', () => {
    expect(staffAreaRedirect('/gazda/', { jwt: 'zepsuty' }, NOW)).toEqual({
      inactive: true,
      to: undefined,
    })
  })

  it('lets a valid user go on, and does not touch pages outside /gazda/', () => {
    expect(staffAreaRedirect('/gazda/enrollments/', valid, NOW)).toEqual({ inactive: false })
    expect(staffAreaRedirect('/wiadomosci/', null, NOW)).toEqual({ inactive: false })
  })
})
