import { parseRules, validateValue } from '../../../src/domain/formRules'
import { FORM, NOW } from './fixtures'

const code = { name: 'code', label: { label: 'kod' } }
const email = { name: 'email', label: { label: 'e-mail' } }

describe('validateValue', () => {
  it('returns no messages for a value every rule accepts', () => {
    expect(
      validateValue(
        'abcdef',
        [
          ['min', 5],
          ['max', 10],
        ],
        code,
      ),
    ).toEqual([])
  })

  it('returns the message of each failing rule, in order', () => {
    expect(validateValue('', 'required|email', email)).toEqual([
      'E-mail jest wymagane.',
      'Proszę podać poprawny adres email.',
    ])
  })

  it('skips every rule on an empty value when optional', () => {
    const rules = [['optional'], ['min', 5], ['max', 10]] as const
    expect(validateValue('', rules, code)).toEqual([])
    expect(validateValue('   ', rules, code)).toEqual([])
    expect(validateValue('abc', rules, code)).toEqual(['Kod musi mieć przynajmniej 5 znaków.'])
    expect(validateValue('abcdefghijk', rules, code)).toEqual(['Kod może mieć najwyżej 10 znaków.'])
  })

  it('stops at the first failing rule after bail', () => {
    expect(validateValue('', 'bail|required|email', email)).toEqual(['E-mail jest wymagane.'])
    expect(validateValue('abc', [['min', 5], ['bail'], ['email'], ['max', 2]], email)).toEqual([
      'E-mail musi mieć przynajmniej 5 znaków.',
      'Proszę podać poprawny adres email.',
    ])
  })

  it('takes Vue Formulate’s string syntax with arguments', () => {
    expect(validateValue(12345, 'min:5,length', code)).toEqual([])
    expect(validateValue(1234, 'min:5,length', code)).toEqual([
      'Kod musi mieć przynajmniej 5 znaków.',
    ])
    expect(validateValue('6060', 'matches:/^\\d{5}$/', code)).toEqual([
      'Kod ma niepoprawny format.',
    ])
    expect(validateValue('   ', 'required:false', code)).toEqual([])
  })

  it('names the field by its name when the label gives none', () => {
    expect(validateValue('', 'required', { name: 'city' })).toEqual(['City jest wymagane.'])
  })

  it('speaks English when asked', () => {
    expect(validateValue('', 'bail|required|email', email, 'en')).toEqual(['E-mail is required.'])
  })

  it('compares with the other fields of the form', () => {
    const field = {
      name: 'password_confirm',
      label: { label: 'powtórz hasło' },
      getFormValues: () => FORM,
    }
    expect(validateValue('tajne123', 'confirm', field)).toEqual([])
    expect(validateValue('tajne', 'confirm', field)).toEqual(['Powtórz hasło nie pasuje.'])
  })

  it('compares dates with the clock it is given', () => {
    const field = { name: 'meeting', label: { label: 'termin' }, now: () => NOW }
    expect(validateValue('2025-09-07', 'after', field)).toEqual([])
    expect(validateValue('2025-09-05', 'after', field)).toEqual([
      'Termin musi być datą w przyszłości.',
    ])
  })
})

describe('parseRules', () => {
  it('splits rules on | and arguments on the first : and then ,', () => {
    expect(parseRules('bail|required|between:5,10,length|date:DD.MM.YYYY')).toEqual([
      ['bail'],
      ['required'],
      ['between', '5', '10', 'length'],
      ['date', 'DD.MM.YYYY'],
    ])
  })

  it('refuses a rule it does not know, naming it', () => {
    expect(() => parseRules('required|pesel')).toThrow('Unknown form rule "pesel"')
  })
})
