import { validateEnrollment } from '../../../src/domain/enrollment'
import { errorsOf, family } from './fixtures'

// The names' and the e-mail's longest values are in limits.test.ts.

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

  it('takes an optional e-mail, which must be valid when given', () => {
    expect(errorsOf(family({ erEmail: '' }), 'erEmail')).toEqual([])
    expect(errorsOf(family({ erEmail: 'jan@example.com' }), 'erEmail')).toEqual([])
    expect(errorsOf(family({ erEmail: 'jan@' }), 'erEmail')).toEqual([
      'E-mail osoby kontaktowej nie jest poprawnym emailem',
    ])
  })
})
