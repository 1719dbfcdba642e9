import { mixed, object, string, ValidationError, type AnyObjectSchema } from 'yup'
import { yupRules, yupTest } from '../../../src/domain/formRules'
import { NOW } from './fixtures'

const schema = object({
  email: string().test(yupTest('email', [], { label: 'E-mail', gender: 'm' }, 'pl')),
  password: string().test(yupTest('min', [8], { label: 'hasło' })),
  password_confirm: string().test(yupTest('confirm', [], { label: 'powtórzone hasło' })),
  terms: mixed().test(yupTest('accepted', [], { label: 'regulamin' })),
  meeting: string().test(yupTest('after', [], { label: 'termin' })),
})

const VALID = {
  email: 'jan@example.pl',
  password: 'tajne1234',
  password_confirm: 'tajne1234',
  terms: 'on',
  meeting: '2025-09-13',
}

/** The errors yup reports, by path; `now` reaches after and before through yup's context. */
function errorsOf(values: object, validated: AnyObjectSchema = schema): Record<string, string[]> {
  try {
    validated.validateSync(values, { abortEarly: false, context: { now: () => NOW } })
    return {}
  } catch (error) {
    if (!ValidationError.isError(error)) throw error
    const errors: Record<string, string[]> = {}
    for (const leaf of error.inner) (errors[leaf.path ?? ''] ??= []).push(leaf.message)
    return errors
  }
}

describe('the form library rules in a yup schema', () => {
  it('report nothing for valid values', () => {
    expect(errorsOf(VALID)).toEqual({})
  })

  it('report each failing field with its Polish message', () => {
    const values = {
      email: 'jan@',
      password: 'tajne',
      password_confirm: 'tajne1',
      terms: 'no',
      meeting: '2025-09-01',
    }
    expect(errorsOf(values)).toEqual({
      email: ['Proszę podać poprawny adres email.'],
      password: ['Hasło musi mieć przynajmniej 8 znaków.'],
      password_confirm: ['Powtórzone hasło nie pasuje.'],
      terms: ['Proszę zaakceptować regulamin.'],
      meeting: ['Termin musi być datą w przyszłości.'],
    })
  })

  it('report English messages in an English schema', () => {
    const english = object({
      email: string().test(yupTest('email', [], { label: 'email' }, 'en')),
      age: mixed().test(yupTest('between', [4, 18], { label: 'age' }, 'en')),
    })
    expect(errorsOf({ email: 'x', age: 19 }, english)).toEqual({
      email: ['Please enter a valid email address.'],
      age: ['Age must be between 4 and 18.'],
    })
  })

  it('name a field by its key when the label gives no name', () => {
    const unnamed = object({ city: string().test(yupTest('required', [], {})) })
    expect(errorsOf({ city: '  ' }, unnamed)).toEqual({ city: ['City jest wymagane.'] })
  })

  it('take a whole rule list, with bail and optional, through yupRules', () => {
    const listed = object({
      email: string().test(yupRules('bail|required|email', { label: 'e-mail' })),
      website: string().test(yupRules('optional|url', { label: 'strona' })),
    })
    expect(errorsOf({ email: '', website: '' }, listed)).toEqual({
      email: ['E-mail jest wymagane.'],
    })
    expect(errorsOf({ email: 'jan@example.pl', website: 'szkola' }, listed)).toEqual({
      website: ['Proszę wprowadzić poprawny adres URL.'],
    })
  })
})
