import { LIMITS, validateEnrollment } from '../../../src/domain/enrollment'
import { errorsOf, family, repeat } from './fixtures'

describe('the emergency contact (SPEC.md §5 "Emergency phone")', () => {
  it('requires the phone: "Telefon awaryjny jest wymagany"', () => {
    expect(errorsOf(family({ erPhone: '' }), 'erPhone')).toEqual(['Telefon awaryjny jest wymagany'])
    expect(errorsOf(family({ erPhone: '   ' }), 'erPhone')).toEqual([
      'Telefon awaryjny jest wymagany',
    ])
  })

  it('requires a valid phone', () => {
    expect(errorsOf(family({ erPhone: '555-0103' }), 'erPhone')).toEqual([
      'Telefon awaryjny powinien być poprawnym numerem telefonu, np. (630) 555-0101',
    ])
  })

  it('requires nothing but the phone: a contact of only erPhone is accepted', () => {
    const values = family({ erFirstName: '', erLastName: '', erEmail: '', erPhone: '630-555-0199' })
    expect(validateEnrollment(values)).toMatchObject({ valid: true })
  })

  it('limits the names to 35 and 75 characters', () => {
    expect(errorsOf(family({ erFirstName: repeat(LIMITS.firstName) }), 'erFirstName')).toEqual([])
    expect(errorsOf(family({ erFirstName: repeat(36) }), 'erFirstName')).toEqual([
      'Imię osoby kontaktowej powinno być nie dłuższe niż 35 znaków',
    ])
    expect(errorsOf(family({ erLastName: repeat(LIMITS.lastName) }), 'erLastName')).toEqual([])
    expect(errorsOf(family({ erLastName: repeat(76) }), 'erLastName')).toEqual([
      'Nazwisko osoby kontaktowej powinno być nie dłuższe niż 75 znaków',
    ])
  })

  it('takes an optional e-mail, which must be valid when given', () => {
    expect(errorsOf(family({ erEmail: '' }), 'erEmail')).toEqual([])
    expect(errorsOf(family({ erEmail: 'jan@example.com' }), 'erEmail')).toEqual([])
    expect(errorsOf(family({ erEmail: 'jan@' }), 'erEmail')).toEqual([
      'E-mail osoby kontaktowej nie jest poprawnym emailem',
    ])
  })

  it('limits the e-mail to 75 characters', () => {
    const email = (length: number) => `${repeat(length - '@example.com'.length)}@example.com`
    expect(errorsOf(family({ erEmail: email(LIMITS.email) }), 'erEmail')).toEqual([])
    expect(errorsOf(family({ erEmail: email(76) }), 'erEmail')).toEqual([
      'E-mail osoby kontaktowej powinien być nie dłuższy niż 75 znaków',
    ])
  })
})
