import {
  MESSAGES,
  ruleMessage,
  type Locale,
  type MessageKey,
  type RuleLabel,
} from '../../../src/domain/formRules'
import { PNG } from './fixtures'

interface MessageVector {
  locale: Locale
  rule: MessageKey
  label: string
  args: unknown[]
  value?: unknown
  message: string
}

const m = (
  locale: Locale,
  rule: MessageKey,
  label: string,
  args: unknown[],
  value: unknown,
  message: string,
): MessageVector => ({ locale, rule, label, args, value, message })

/**
 * Every message of both locales. The Polish ones SPEC.md §5 gives are stated exactly as the spec
 * writes them: required, number, email, accepted, url, default, confirm, min (text), max (number).
 */
const MESSAGE_VECTORS: MessageVector[] = [
  m('pl', 'required', 'imię', [], '', 'Imię jest wymagane.'),
  m('pl', 'number', 'kod', [], 'abc', 'Kod musi być liczbą.'),
  m('pl', 'email', 'e-mail', [], 'jan@', 'Proszę podać poprawny adres email.'),
  m('pl', 'accepted', 'regulamin', [], 'no', 'Proszę zaakceptować regulamin.'),
  m('pl', 'url', 'strona', [], 'szkola', 'Proszę wprowadzić poprawny adres URL.'),
  m('pl', 'default', 'pole', [], '', 'Pole nie jest poprawne.'),
  m('pl', 'confirm', 'hasło', [], 'x', 'Hasło nie pasuje.'),
  m('pl', 'min', 'adres', [5], 'ul', 'Adres musi mieć przynajmniej 5 znaków.'),
  m('pl', 'max', 'wiek', [10], 11, 'Wiek musi być mniejszy lub równy 10.'),

  m('pl', 'min', 'kod', [1], '', 'Kod musi mieć przynajmniej 1 znak.'),
  m('pl', 'min', 'kod', [2], 'a', 'Kod musi mieć przynajmniej 2 znaki.'),
  m('pl', 'min', 'kod', [12], 'a', 'Kod musi mieć przynajmniej 12 znaków.'),
  m('pl', 'min', 'kod', ['22'], 'a', 'Kod musi mieć przynajmniej 22 znaki.'),
  m('pl', 'min', 'wiek', [18], 5, 'Wiek musi być większy lub równy 18.'),
  m('pl', 'min', 'wiek', [18, 'value'], '5', 'Wiek musi być większy lub równy 18.'),
  m('pl', 'min', 'lista zajęć', [2], ['a'], 'Lista zajęć musi mieć przynajmniej 2 pozycje.'),
  m('pl', 'min', 'zgoda', [1], {}, 'Pole nie jest poprawne.'),
  m('pl', 'max', 'miasto', [35], 'x'.repeat(36), 'Miasto może mieć najwyżej 35 znaków.'),
  m('pl', 'max', 'stan', [2], 'ILL', 'Stan może mieć najwyżej 2 znaki.'),
  m('pl', 'max', 'kod', [5, 'length'], 123456, 'Kod może mieć najwyżej 5 znaków.'),
  m('pl', 'max', 'lista zajęć', [1], ['a', 'b'], 'Lista zajęć może mieć najwyżej 1 pozycję.'),
  m('pl', 'max', 'lista zajęć', [5], [], 'Lista zajęć może mieć najwyżej 5 pozycji.'),
  m('pl', 'between', 'adres', [5, 100], 'ul', 'Adres musi mieć od 5 do 100 znaków.'),
  m('pl', 'between', 'wiek', [4, 18], 3, 'Wiek musi mieścić się w przedziale od 4 do 18.'),
  m('pl', 'between', 'lista zajęć', [1, 3], [], 'Lista zajęć musi mieć od 1 do 3 pozycji.'),
  m('pl', 'between', 'wiek', [4, 18], null, 'Pole nie jest poprawne.'),
  m('pl', 'after', 'termin', [], '2020-01-01', 'Termin musi być datą w przyszłości.'),
  m(
    'pl',
    'after',
    'data urodzenia',
    ['2007-01-01'],
    '2006-12-31',
    'Data urodzenia musi być datą późniejszą niż 1 stycznia 2007.',
  ),
  m('pl', 'before', 'termin', [], '2999-01-01', 'Termin musi być datą w przeszłości.'),
  m(
    'pl',
    'before',
    'data urodzenia',
    [new Date('2022-09-01T00:00:00Z')],
    '2023-01-01',
    'Data urodzenia musi być datą wcześniejszą niż 1 września 2022.',
  ),
  m('pl', 'alpha', 'imię', [], 'Jan3', 'Imię może zawierać tylko litery.'),
  m('pl', 'alphanumeric', 'login', [], 'jan_k', 'Login może zawierać tylko litery i cyfry.'),
  m('pl', 'date', 'data urodzenia', [], 'wczoraj', 'Data urodzenia musi być poprawną datą.'),
  m(
    'pl',
    'date',
    'data urodzenia',
    ['DD.MM.YYYY'],
    '2025-09-06',
    'Data urodzenia musi być poprawną datą w formacie DD.MM.YYYY.',
  ),
  m(
    'pl',
    'endsWith',
    'adres strony',
    ['.pl', '.com'],
    'szkola.org',
    'Adres strony musi kończyć się na „.pl” lub „.com”.',
  ),
  m(
    'pl',
    'startsWith',
    'strona',
    ['https://'],
    'http://szkola.org',
    'Strona musi zaczynać się od „https://”.',
  ),
  m('pl', 'in', 'zmiana', ['1', '2'], '3', 'Zmiana ma niedozwoloną wartość.'),
  m('pl', 'not', 'smak', ['banan'], 'banan', 'Smak ma niedozwoloną wartość.'),
  m('pl', 'matches', 'kod pocztowy', [/^\d{5}$/], '6060', 'Kod pocztowy ma niepoprawny format.'),
  m(
    'pl',
    'mime',
    'zdjęcie',
    ['image/png', 'image/jpeg'],
    [PNG],
    'Zdjęcie może zawierać tylko pliki typu: image/png, image/jpeg.',
  ),

  m('en', 'required', 'first name', [], '', 'First name is required.'),
  m('en', 'number', 'zip', [], 'abc', 'Zip must be a number.'),
  m('en', 'email', 'email', [], 'jan@', 'Please enter a valid email address.'),
  m('en', 'accepted', 'terms', [], 'no', 'Please accept the terms.'),
  m('en', 'url', 'website', [], 'szkola', 'Please include a valid url.'),
  m('en', 'default', 'field', [], '', 'This field isn’t valid.'),
  m('en', 'confirm', 'password', [], 'x', 'Password does not match.'),
  m('en', 'min', 'address', [5], 'ul', 'Address must be at least 5 characters long.'),
  m('en', 'min', 'code', [1], '', 'Code must be at least 1 character long.'),
  m('en', 'min', 'age', [18], 5, 'Age must be at least 18.'),
  m('en', 'min', 'subjects', [2], ['a'], 'You need at least 2 subjects.'),
  m('en', 'min', 'consent', [1], {}, 'This field isn’t valid.'),
  m('en', 'max', 'age', [10], 11, 'Age must be less than or equal to 10.'),
  m(
    'en',
    'max',
    'city',
    [35],
    'x'.repeat(36),
    'City must be less than or equal to 35 characters long.',
  ),
  m('en', 'max', 'subjects', [2], ['a', 'b', 'c'], 'You may only select 2 subjects.'),
  m('en', 'between', 'age', [4, 18], 3, 'Age must be between 4 and 18.'),
  m(
    'en',
    'between',
    'address',
    [5, 100],
    'ul',
    'Address must be between 5 and 100 characters long.',
  ),
  m('en', 'between', 'subjects', [1, 3], [], 'Subjects must have between 1 and 3 items.'),
  m('en', 'between', 'age', [4, 18], null, 'This field isn’t valid.'),
  m('en', 'after', 'date', [], '2020-01-01', 'Date must be a later date.'),
  m(
    'en',
    'after',
    'birth date',
    ['2007-01-01'],
    '2006-12-31',
    'Birth date must be after 2007-01-01.',
  ),
  m('en', 'before', 'date', [], '2999-01-01', 'Date must be an earlier date.'),
  m(
    'en',
    'before',
    'birth date',
    [new Date('2022-09-01T00:00:00Z')],
    '2023-01-01',
    'Birth date must be before 2022-09-01.',
  ),
  m('en', 'alpha', 'name', [], 'Jan3', 'Name can only contain alphabetical characters.'),
  m('en', 'alphanumeric', 'login', [], 'jan_k', 'Login can only contain letters and numbers.'),
  m('en', 'date', 'birth date', [], 'yesterday', 'Birth date is not a valid date.'),
  m(
    'en',
    'date',
    'birth date',
    ['MM/DD/YYYY'],
    '2025-09-06',
    'Birth date is not a valid date, please use the format MM/DD/YYYY.',
  ),
  m(
    'en',
    'endsWith',
    'website',
    ['.pl', '.com'],
    'a.org',
    'Website must end with “.pl” or “.com”.',
  ),
  m('en', 'startsWith', 'website', ['https://'], 'http://a', 'Website must start with “https://”.'),
  m('en', 'in', 'shift', ['1', '2'], '3', 'This is not an allowed shift.'),
  m('en', 'not', 'flavor', ['banana'], 'banana', '“banana” is not an allowed flavor.'),
  m('en', 'matches', 'zip', [/^\d{5}$/], '6060', 'Zip is not an allowed value.'),
  m('en', 'mime', 'photo', ['image/png'], [PNG], 'Photo must be of the type: image/png.'),
]

describe('the form library messages (SPEC.md §5)', () => {
  it.each(MESSAGE_VECTORS)(
    '$locale $rule $args: "$message"',
    ({ locale, rule, label, args, value, message }) => {
      expect(ruleMessage({ rule, label: { label }, args, value, locale })).toBe(message)
    },
  )

  it.each(['pl', 'en'] as const)('has a vector for every %s message', (locale) => {
    const covered = new Set(
      MESSAGE_VECTORS.filter((vector) => vector.locale === locale).map(({ rule }) => rule),
    )
    expect([...covered].sort()).toEqual(Object.keys(MESSAGES[locale]).sort())
  })

  it('writes {Name} with a capital and {name} as given', () => {
    expect(ruleMessage({ rule: 'required', label: { label: 'łódź' } })).toBe('Łódź jest wymagane.')
    expect(ruleMessage({ rule: 'accepted', label: { label: 'Regulamin szkoły' } })).toBe(
      'Proszę zaakceptować Regulamin szkoły.',
    )
  })

  it('speaks Polish unless told otherwise', () => {
    expect(ruleMessage({ rule: 'required', label: { label: 'imię' } })).toBe('Imię jest wymagane.')
  })
})

describe('the field name in messages', () => {
  const full: RuleLabel = {
    validationName: 'Imię matki',
    label: 'Imię',
    name: 'motherFirstName',
    type: 'text',
  }

  it.each([
    ['validationName beats label', full, 'Imię matki jest wymagane.'],
    ['label beats name', { ...full, validationName: undefined }, 'Imię jest wymagane.'],
    [
      'name beats type',
      { name: 'motherFirstName', type: 'text' },
      'MotherFirstName jest wymagane.',
    ],
    ['type comes last', { type: 'text' }, 'Text jest wymagane.'],
    [
      'an empty string does not count',
      { validationName: '', label: 'Imię' },
      'Imię jest wymagane.',
    ],
    ['a nameless field is "Pole"', {}, 'Pole jest wymagane.'],
  ])('%s', (_case, label: RuleLabel, message) => {
    expect(ruleMessage({ rule: 'required', label })).toBe(message)
  })

  it('is "This field" in English when nothing names the field', () => {
    expect(ruleMessage({ rule: 'required', label: {}, locale: 'en' })).toBe(
      'This field is required.',
    )
    expect(ruleMessage({ rule: 'required', label: full, locale: 'en' })).toBe(
      'Imię matki is required.',
    )
  })
})

describe('the fallback message', () => {
  it.each([
    ['a rule with no message', 'bail', 'pl'],
    ['a modifier in English', 'optional', 'en'],
    ['a rule the library does not know', 'isPesel', 'pl'],
  ] as const)('is "Invalid field value" for %s', (_case, rule, locale) => {
    expect(ruleMessage({ rule, label: { label: 'PESEL' }, locale })).toBe('Invalid field value')
  })
})
