// The parents' e-mails differ from each other, and so do their phones (SPEC.md §5 "otherThen").
import { errorsOf, inputErrors, newFamily, returningFamily } from './fixtures'

const PARENTS = {
  motherEmail: 'anna@example.com',
  motherPhone: '(630) 555-0101',
  fatherEmail: 'piotr@example.com',
  fatherPhone: '630-555-0102',
}

const EMAILS_DIFFER = {
  motherEmail: ['E-mail matki musi się różnić od pola „E-mail ojca”'],
  fatherEmail: ['E-mail ojca musi się różnić od pola „E-mail matki”'],
}
const PHONES_DIFFER = {
  motherPhone: ['Telefon matki musi się różnić od pola „Telefon ojca”'],
  fatherPhone: ['Telefon ojca musi się różnić od pola „Telefon matki”'],
}

describe.each([
  ['a new family', newFamily],
  ['a returning family', returningFamily],
])('for %s', (_, answers) => {
  it.each([
    ['the same e-mail', { fatherEmail: 'anna@example.com' }, EMAILS_DIFFER],
    ['the same e-mail in other case', { fatherEmail: 'ANNA@Example.com' }, EMAILS_DIFFER],
    ['the same phone', { fatherPhone: '(630) 555-0101' }, PHONES_DIFFER],
    ['the same phone written otherwise', { fatherPhone: '630-555-0101' }, PHONES_DIFFER],
    ['different e-mails and phones', {}, {}],
  ])('refuses parents with %s', (__, overrides, errors) => {
    expect(inputErrors(answers({ ...PARENTS, ...overrides }))).toEqual(errors)
  })

  it('lets the contact e-mail be a parent’s', () => {
    expect(
      errorsOf(answers({ ...PARENTS, contactEmail: PARENTS.motherEmail }), 'contactEmail'),
    ).toEqual([])
  })
})

it('compares nothing when a returning family gives one parent only', () => {
  expect(
    inputErrors(returningFamily({ motherEmail: 'anna@example.com', motherPhone: '630-555-0101' })),
  ).toEqual({})
})
