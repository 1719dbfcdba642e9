// SPEC.md §5 "Second rule set": what each mode requires, and what it leaves optional.
import type { SurveyField, SurveyValues } from '../../../src/domain/survey'
import { errorsOf, GROUP_A, inputErrors, newFamily, returningFamily } from './fixtures'

/** The answers without one field, as a client that never sent it. */
const without = (answers: SurveyValues, field: SurveyField) => {
  const copy: Partial<SurveyValues> = { ...answers }
  delete copy[field]
  return copy
}

const ACCEPT_DUTY = 'Proszę zaakceptować deklarację dyżurów rodziców.'

describe('a new family (mode "nowa")', () => {
  it.each<[SurveyField, string]>([
    ['familyName', 'Nazwisko rodziny jest wymagane'],
    ['street', 'Adres jest wymagany'],
    ['postalCode', 'Kod pocztowy jest wymagany'],
    ['birthCountry', 'Kraj urodzenia dziecka jest wymagany'],
    ['subjects', 'Rodzaj zajęć jest wymagany'],
  ])('must give %s: "%s"', (field, message) => {
    expect(inputErrors(newFamily({ [field]: '' }))).toEqual({ [field]: [message] })
    expect(inputErrors(without(newFamily(), field))).toEqual({ [field]: [message] })
  })

  it.each<[SurveyField, string]>([
    ['street', 'Adres jest wymagany'],
    ['familyName', 'Nazwisko rodziny jest wymagane'],
  ])('counts a blank %s as empty', (field, message) => {
    expect(errorsOf(newFamily({ [field]: '   ' }), field)).toEqual([message])
  })

  it.each<[SurveyField, string]>([
    ['birthPlace', 'Kraków'],
    ['birthDate', '2015-05-05'],
    ['level', 'klasa-3'],
    ['buildingId', '1'],
    ['parentDuty', '1'],
    ['parentDuty', '0'],
  ])('may leave %s empty, or give it (%p)', (field, value) => {
    expect(inputErrors(newFamily({ [field]: '' }))).toEqual(
      field === 'parentDuty'
        ? { parentDuty: ['Deklaracja dyżurów rodziców ma niedozwoloną wartość'] }
        : {},
    )
    expect(inputErrors(without(newFamily(), field))).toEqual({})
    expect(inputErrors(newFamily({ [field]: value }))).toEqual({})
  })

  it.each<[Record<string, unknown>, Record<string, string[]>]>([
    [
      { opinion: '4' },
      {
        opinion: ['Pole „Opinia o szkole” wypełniają tylko rodziny kontynuujące naukę w szkole.'],
      },
    ],
    [
      { continuation: 'tak' },
      {
        continuation: [
          'Pole „Deklaracja kontynuacji nauki” wypełniają tylko rodziny kontynuujące naukę w szkole.',
        ],
      },
    ],
    [
      { opinion: '9' },
      {
        opinion: [
          'Opinia o szkole ma niedozwoloną wartość',
          'Pole „Opinia o szkole” wypełniają tylko rodziny kontynuujące naukę w szkole.',
        ],
      },
    ],
    [{ opinion: '', continuation: '' }, {}],
  ])('leaves the returning families’ questions empty: %o', (answers, errors) => {
    expect(inputErrors({ ...newFamily(), ...answers })).toEqual(errors)
  })
})

const NO_CONTACT =
  'Podaj co najmniej jeden kontakt: e-mail lub telefon jednego z rodziców albo e-mail kontaktowy.'
const NO_CONTACT_AT_ALL = {
  motherEmail: '',
  motherPhone: '',
  fatherEmail: '',
  fatherPhone: '',
  contactEmail: '',
}

describe('one parent is enough, and one contact is needed (issue #33)', () => {
  it('takes a single mother’s answer: her e-mail alone, or her phone alone', () => {
    const single = { ...NO_CONTACT_AT_ALL, familyName: 'Zielińska' }
    expect(inputErrors(newFamily({ ...single, motherEmail: 'ewa@example.com' }))).toEqual({})
    expect(inputErrors(newFamily({ ...single, motherPhone: '630 555 0111' }))).toEqual({})
    expect(inputErrors(returningFamily({ ...single, motherPhone: '630 555 0111' }))).toEqual({})
  })

  it.each([
    ['a new family', newFamily],
    ['a returning family', returningFamily],
  ])('refuses %s’s answer with no contact at all, naming what is missing', (_, answer) => {
    expect(inputErrors(answer(NO_CONTACT_AT_ALL))).toEqual({ contactEmail: [NO_CONTACT] })
  })
})

describe('a returning family (mode "kontynuacja")', () => {
  // Its required fields but the duty declaration, which is a choice, with their messages.
  const REQUIRED_TEXTS: [SurveyField, string][] = [
    ['familyName', 'Nazwisko rodziny jest wymagane'],
    ['birthPlace', 'Miejsce urodzenia dziecka jest wymagane'],
    ['birthDate', 'Data urodzenia dziecka jest wymagana'],
    ['level', 'Klasa jest wymagana'],
    ['buildingId', 'Zmiana jest wymagana'],
    ['opinion', 'Opinia o szkole jest wymagana'],
    ['continuation', 'Deklaracja kontynuacji nauki jest wymagana'],
  ]

  it.each<[SurveyField, string]>([...REQUIRED_TEXTS, ['parentDuty', ACCEPT_DUTY]])(
    'must give %s: "%s"',
    (field, message) => {
      expect(inputErrors(without(returningFamily(), field))).toEqual({ [field]: [message] })
    },
  )

  it.each(REQUIRED_TEXTS)('counts an empty %s as not given', (field, message) => {
    expect(inputErrors(returningFamily({ [field]: '' }))).toEqual({ [field]: [message] })
  })

  it.each([
    ['not accepted ("0")', '0', [ACCEPT_DUTY]],
    ['accepted ("1")', '1', []],
    ['empty', '', ['Deklaracja dyżurów rodziców ma niedozwoloną wartość']],
    ['something else', 'tak', ['Deklaracja dyżurów rodziców ma niedozwoloną wartość']],
  ])('must accept the parents’ duty declaration: %s', (_, parentDuty, messages) => {
    expect(errorsOf({ ...returningFamily(), parentDuty }, 'parentDuty')).toEqual(messages)
  })

  it.each(GROUP_A)('may leave %s empty or unsent', (field) => {
    expect(inputErrors(returningFamily({ [field]: '' }))).toEqual({})
    expect(inputErrors(without(returningFamily(), field))).toEqual({})
  })
})

describe('answers with no mode chosen', () => {
  it('require nothing else, and name only the mode', () => {
    expect(inputErrors(returningFamily({ mode: '', opinion: '', level: '' }))).toEqual({
      mode: ['Rodzaj zgłoszenia jest wymagany'],
    })
  })

  it('are not told that the opinion is for returning families', () => {
    expect(errorsOf(newFamily({ mode: '', opinion: '4' }), 'opinion')).toEqual([])
  })
})
