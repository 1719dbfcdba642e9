import { validateSurvey } from '../../../src/domain/survey'
import { newFamily } from '../survey/fixtures'
import { errorsOf, family, student } from './fixtures'

// Issue #33: the school's confirmation repeats the names, the city and the street to the address
// typed in the form; none of them may carry a web or e-mail address.

const LINKS = [
  'https://lombard.example/x',
  'Zuzia http://x.test',
  'www.polska-szkola.info',
  'anna@gmail.com',
  'Kliknij bit.ly/abc',
  'polskaszkolalombard.org',
  'ZAPISY.COM',
]

const childNamed = (firstName: string) => family({ students: [student({ firstName })] })

describe('links in names, places and streets', () => {
  it.each(LINKS)('refuses a child’s first name of %s', (name) => {
    expect(errorsOf(childNamed(name), 'student-0-firstName')).toEqual([
      'Imię ucznia nie może zawierać adresu strony internetowej ani e-maila',
    ])
  })

  it.each([
    ['motherLastName', 'Nazwisko matki'],
    ['city', 'Miasto'],
    ['address', 'Adres'],
  ] as const)('refuses one in %s', (field, name) => {
    expect(errorsOf(family({ [field]: 'Zobacz https://x.test' }), field)).toEqual([
      `${name} nie może zawierać adresu strony internetowej ani e-maila`,
    ])
  })

  it.each([
    'St.Charles',
    'ul. Długa 5',
    'Mt. Prospect',
    'P.O. Box 12',
    "O'Brien-Kowalska",
    'Łódź',
    '123 W. Main St.',
  ])('takes %s', (value) => {
    expect(errorsOf(family({ city: value.slice(0, 35) }), 'city')).toEqual([])
    expect(errorsOf(family({ address: value.padEnd(5, '.') }), 'address')).toEqual([])
  })

  it('refuses one in the survey’s street', () => {
    const result = validateSurvey(newFamily({ street: '1 Main St, www.x.test' }))
    expect(result).toMatchObject({
      valid: false,
      errors: {
        inputErrors: {
          street: ['Adres nie może zawierać adresu strony internetowej ani e-maila'],
        },
      },
    })
  })
})
