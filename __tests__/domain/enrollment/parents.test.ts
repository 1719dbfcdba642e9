import { validateEnrollment } from '../../../src/domain/enrollment'
import { errorsOf, family, fatherOnly, inputErrors, motherOnly, PARENTS } from './fixtures'

// The parents' longest values are in limits.test.ts.

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
})

describe('the parents’ e-mails and phones', () => {
  const emailMessage = 'E-mail matki nie jest poprawnym emailem'
  const phoneMessage = 'Telefon matki powinien być poprawnym numerem telefonu, np. (630) 555-0101'
  const refused = [
    ...['anna@', 'anna.example.com', 'anna@example', 'anna @example.com'].map(
      (email) => ['motherEmail', email, emailMessage] as const,
    ),
    ...[
      '555-0101',
      '630-555-01011',
      '630-555-010a',
      '2-630-555-0101',
      '(630 555-0101',
      '+44 630 555 0101',
    ].map((phone) => ['motherPhone', phone, phoneMessage] as const),
  ]

  it.each(refused)('refuses %s %j: "%s"', (field, value, message) => {
    expect(errorsOf(motherOnly({ [field]: value }), field)).toEqual([message])
  })
})

describe('the contacts that must differ', () => {
  it.each([
    [
      "the parents' e-mails, whatever the letter case",
      { fatherEmail: 'ANNA@example.com' },
      {
        motherEmail: ['E-mail matki musi się różnić od pola „E-mail ojca”'],
        fatherEmail: ['E-mail ojca musi się różnić od pola „E-mail matki”'],
      },
    ],
    [
      "the parents' phones, in either format",
      { motherPhone: '(630) 555-0102', fatherPhone: '630-555-0102' },
      {
        motherPhone: ['Telefon matki musi się różnić od pola „Telefon ojca”'],
        fatherPhone: ['Telefon ojca musi się różnić od pola „Telefon matki”'],
      },
    ],
    [
      'a parent’s phone and the emergency phone',
      { fatherPhone: '630-555-0103' },
      {
        fatherPhone: ['Telefon ojca musi się różnić od pola „Telefon awaryjny”'],
        erPhone: ['Telefon awaryjny musi się różnić od pola „Telefon ojca”'],
      },
    ],
    [
      'the emergency phone and every phone it equals',
      { motherPhone: '630-555-0103', fatherPhone: '630-555-0103' },
      {
        erPhone: [
          'Telefon awaryjny musi się różnić od pola „Telefon matki”',
          'Telefon awaryjny musi się różnić od pola „Telefon ojca”',
        ],
      },
    ],
  ])('are %s', (_case, overrides, errors) => {
    // toMatchObject compares each named field's list whole, so an extra message fails too.
    expect(inputErrors(family(overrides))).toMatchObject(errors)
  })
})
