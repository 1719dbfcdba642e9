import { LIMITS, validateEnrollment } from '../../../src/domain/enrollment'
import { errorsOf, family, fatherOnly, motherOnly, PARENTS, repeat } from './fixtures'

const REQUIRED = {
  motherFirstName: 'Imię matki jest wymagane',
  motherLastName: 'Nazwisko matki jest wymagane',
  motherEmail: 'E-mail matki jest wymagany',
  motherPhone: 'Telefon matki jest wymagany',
  fatherFirstName: 'Imię ojca jest wymagane',
  fatherLastName: 'Nazwisko ojca jest wymagane',
  fatherEmail: 'E-mail ojca jest wymagany',
  fatherPhone: 'Telefon ojca jest wymagany',
} as const

type ParentField = keyof typeof REQUIRED

const FIELDS = Object.keys(REQUIRED) as ParentField[]
const sameParent = (a: ParentField, b: ParentField) => a.slice(0, 6) === b.slice(0, 6)

/** Only `given` of its parent is filled; the other parent is complete. */
const onlyGiven = (given: ParentField) =>
  (given.startsWith('mother') ? fatherOnly : motherOnly)({ [given]: PARENTS[given] })

describe('a parent (SPEC.md §5 "Parents")', () => {
  it('accepts the sample family', () => {
    expect(validateEnrollment(family())).toEqual({ valid: true, value: family() })
  })

  const cases = FIELDS.flatMap((field) =>
    FIELDS.filter((given) => given !== field && sameParent(given, field)).map((given) => ({
      field,
      given,
      message: REQUIRED[field],
    })),
  )

  it.each(cases)(
    'requires $field when $given is given: "$message"',
    ({ field, given, message }) => {
      expect(errorsOf(onlyGiven(given), field)).toEqual([message])
    },
  )

  it.each(FIELDS)('does not require %s while the rest of that parent is empty', (field) => {
    const blank = field.startsWith('mother') ? fatherOnly() : motherOnly()
    expect(errorsOf(blank, field)).toEqual([])
  })

  it("requires the father's last name when his phone is given", () => {
    expect(errorsOf(motherOnly({ fatherPhone: '630-555-0102' }), 'fatherLastName')).toEqual([
      'Nazwisko ojca jest wymagane',
    ])
  })
})

describe('at least one parent', () => {
  it('is enough: a mother alone or a father alone is accepted', () => {
    expect(validateEnrollment(motherOnly()).valid).toBe(true)
    expect(validateEnrollment(fatherOnly()).valid).toBe(true)
  })

  it('is required: with no parent both first names say "Minimum jeden Rodzic jest wymagany."', () => {
    const values = family(Object.fromEntries(FIELDS.map((field) => [field, ''])))
    expect(errorsOf(values, 'motherFirstName')).toEqual(['Minimum jeden Rodzic jest wymagany.'])
    expect(errorsOf(values, 'fatherFirstName')).toEqual(['Minimum jeden Rodzic jest wymagany.'])
  })
})

describe('the parents’ limits (SPEC.md §9)', () => {
  it.each([
    ['motherFirstName', LIMITS.firstName, 'Imię matki powinno być nie dłuższe niż 35 znaków'],
    ['fatherFirstName', LIMITS.firstName, 'Imię ojca powinno być nie dłuższe niż 35 znaków'],
    ['motherLastName', LIMITS.lastName, 'Nazwisko matki powinno być nie dłuższe niż 75 znaków'],
    ['fatherLastName', LIMITS.lastName, 'Nazwisko ojca powinno być nie dłuższe niż 75 znaków'],
  ])('allows %s up to %i characters, then says "%s"', (field, limit, message) => {
    expect(errorsOf(family({ [field]: repeat(limit) }), field)).toEqual([])
    expect(errorsOf(family({ [field]: repeat(limit + 1) }), field)).toEqual([message])
  })

  it.each([
    ['motherEmail', 'E-mail matki powinien być nie dłuższy niż 75 znaków'],
    ['fatherEmail', 'E-mail ojca powinien być nie dłuższy niż 75 znaków'],
  ])('allows %s of up to 75 characters, then says "%s"', (field, message) => {
    const email = (length: number) => `${repeat(length - '@example.com'.length)}@example.com`
    expect(errorsOf(family({ [field]: email(LIMITS.email) }), field)).toEqual([])
    expect(errorsOf(family({ [field]: email(LIMITS.email + 1) }), field)).toEqual([message])
  })
})

describe('the parents’ e-mails', () => {
  it.each(['anna@', 'anna.example.com', 'anna@example', 'anna @example.com'])(
    'rejects %s: "E-mail matki nie jest poprawnym emailem"',
    (email) => {
      expect(errorsOf(family({ motherEmail: email }), 'motherEmail')).toEqual([
        'E-mail matki nie jest poprawnym emailem',
      ])
    },
  )

  it('must differ between the parents, whatever the letter case', () => {
    const values = family({ fatherEmail: 'ANNA@example.com' })
    expect(errorsOf(values, 'motherEmail')).toEqual([
      'E-mail matki musi się różnić od pola „E-mail ojca”',
    ])
    expect(errorsOf(values, 'fatherEmail')).toEqual([
      'E-mail ojca musi się różnić od pola „E-mail matki”',
    ])
  })
})

describe('the phones (SPEC.md §5 "validPhone")', () => {
  // Issue #33: any US notation, stored as the spec's (123) 456-7890.
  it.each([
    '(630) 555-0101',
    '630-555-0101',
    '6305550101',
    '630 555 0101',
    '630.555.0101',
    '(630)555-0101',
    '+1 630 555 0101',
    '1-630-555-0101',
    '+16305550101',
  ])('accepts %s, and gives it back as (630) 555-0101', (phone) => {
    const values = motherOnly({ motherPhone: phone })
    expect(errorsOf(values, 'motherPhone')).toEqual([])
    expect(validateEnrollment(values)).toMatchObject({
      valid: true,
      value: { motherPhone: '(630) 555-0101' },
    })
  })

  it.each([
    '555-0101',
    '630-555-01011',
    '630-555-010a',
    '2-630-555-0101',
    '(630 555-0101',
    '+44 630 555 0101',
  ])(
    'rejects %s with the format: "Telefon matki powinien być poprawnym numerem telefonu, np. (630) 555-0101"',
    (phone) => {
      expect(errorsOf(motherOnly({ motherPhone: phone }), 'motherPhone')).toEqual([
        'Telefon matki powinien być poprawnym numerem telefonu, np. (630) 555-0101',
      ])
    },
  )

  it("must differ from the other parent's phone, in either format", () => {
    const values = family({ motherPhone: '(630) 555-0102', fatherPhone: '630-555-0102' })
    expect(errorsOf(values, 'motherPhone')).toEqual([
      'Telefon matki musi się różnić od pola „Telefon ojca”',
    ])
    expect(errorsOf(values, 'fatherPhone')).toEqual([
      'Telefon ojca musi się różnić od pola „Telefon matki”',
    ])
  })

  it('must differ from the emergency phone', () => {
    const values = family({ fatherPhone: '630-555-0103' })
    expect(errorsOf(values, 'fatherPhone')).toEqual([
      'Telefon ojca musi się różnić od pola „Telefon awaryjny”',
    ])
    expect(errorsOf(values, 'erPhone')).toEqual([
      'Telefon awaryjny musi się różnić od pola „Telefon ojca”',
    ])
  })

  it('names every phone it equals', () => {
    const values = family({ motherPhone: '630-555-0103', fatherPhone: '630-555-0103' })
    expect(errorsOf(values, 'erPhone')).toEqual([
      'Telefon awaryjny musi się różnić od pola „Telefon matki”',
      'Telefon awaryjny musi się różnić od pola „Telefon ojca”',
    ])
  })
})
