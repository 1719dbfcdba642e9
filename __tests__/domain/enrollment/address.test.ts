import { LIMITS, US_STATE_CODES, initialEnrollmentValues } from '../../../src/domain/enrollment'
import { errorsOf, family, repeat } from './fixtures'

// The longest address, city and comments are in limits.test.ts.

describe('the address (SPEC.md §5 "Address")', () => {
  it('requires the address: "Adres jest wymagany"', () => {
    expect(errorsOf(family({ address: '' }), 'address')).toEqual(['Adres jest wymagany'])
  })

  it('takes at least 5 characters of address', () => {
    expect(errorsOf(family({ address: repeat(LIMITS.addressMin) }), 'address')).toEqual([])
    expect(errorsOf(family({ address: repeat(4) }), 'address')).toEqual([
      'Adres musi mieć przynajmniej 5 znaków.',
    ])
  })

  it('requires the city', () => {
    expect(errorsOf(family({ city: '' }), 'city')).toEqual(['Miasto jest wymagane'])
  })

  it('requires the state, exactly 2 characters', () => {
    expect(errorsOf(family({ state: '' }), 'state')).toEqual(['Stan jest wymagany'])
    expect(errorsOf(family({ state: 'I' }), 'state')).toContain('Stan musi mieć dokładnie 2 znaki')
    expect(errorsOf(family({ state: 'ILL' }), 'state')).toContain(
      'Stan musi mieć dokładnie 2 znaki',
    )
  })

  it('takes one of the 50 US state codes, IL by default', () => {
    expect(US_STATE_CODES).toHaveLength(50)
    expect(new Set(US_STATE_CODES).size).toBe(50)
    expect(initialEnrollmentValues().state).toBe('IL')
    for (const state of US_STATE_CODES) expect(errorsOf(family({ state }), 'state')).toEqual([])
    expect(errorsOf(family({ state: 'DC' }), 'state')).toEqual(['Stan ma niedozwoloną wartość'])
    expect(errorsOf(family({ state: 'il' }), 'state')).toEqual(['Stan ma niedozwoloną wartość'])
  })

  it('requires a zip of exactly 5 digits', () => {
    expect(errorsOf(family({ zip: '' }), 'zip')).toEqual(['Kod pocztowy jest wymagany'])
    expect(errorsOf(family({ zip: '60148' }), 'zip')).toEqual([])
    expect(errorsOf(family({ zip: '6014a' }), 'zip')).toEqual(['Kod pocztowy musi być liczbą.'])
    expect(errorsOf(family({ zip: '6014' }), 'zip')).toEqual([
      'Kod pocztowy musi mieć dokładnie 5 znaków',
    ])
    expect(errorsOf(family({ zip: '601480' }), 'zip')).toEqual([
      'Kod pocztowy musi mieć dokładnie 5 znaków',
    ])
  })

  it('takes no comments', () => {
    expect(errorsOf(family({ comments: '' }), 'comments')).toEqual([])
  })
})

describe('the photo consent', () => {
  it('is "Y" by default and takes "Y" or "N"', () => {
    expect(initialEnrollmentValues().photo).toBe('Y')
    expect(errorsOf(family({ photo: 'N' }), 'photo')).toEqual([])
    expect(errorsOf({ ...family(), photo: 'T' }, 'photo')).toEqual([
      'Zgoda na zdjęcia ma niedozwoloną wartość',
    ])
    expect(errorsOf({ ...family(), photo: '' }, 'photo')).toEqual([
      'Zgoda na zdjęcia jest wymagana',
    ])
  })
})
