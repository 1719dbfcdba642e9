import { ENROLLMENT_DESCRIPTIONS, SUBJECT_OPTIONS } from '../../src/domain/enrollment'
import {
  CONTINUATION_OPTIONS,
  PARENT_DUTY_TERMS,
  RATING_OPTIONS,
  RATING_SCALE,
  SURVEY_FIELDS,
  SURVEY_HINTS,
  SURVEY_LABELS,
  SURVEY_SUBJECT_OPTIONS,
  initialSurveyValues,
  ratingLabel,
  requiredFieldsOf,
  validateSurvey,
  type SurveyMode,
} from '../../src/domain/survey'
import {
  formErrors,
  GROUP_A,
  GROUP_B,
  inputErrors,
  newFamily,
  returningFamily,
} from './survey/fixtures'

describe('the enrolment survey (/ankiety/zapisy/)', () => {
  it.each([
    ['a new family', newFamily()],
    ['a returning family', returningFamily()],
  ])('accepts the answers of %s as they are', (_, answers) => {
    expect(validateSurvey(answers)).toEqual({ valid: true, value: answers })
  })

  it('asks for nothing but the mode of untouched starting values', () => {
    expect(inputErrors(initialSurveyValues())).toEqual({
      mode: ['Rodzaj zgłoszenia jest wymagany'],
    })
  })

  it('lists every field once, in the form’s order, each labelled', () => {
    expect([...SURVEY_FIELDS].sort()).toEqual(Object.keys(initialSurveyValues()).sort())
    expect(Object.keys(SURVEY_LABELS)).toEqual([...SURVEY_FIELDS])
    expect(SURVEY_FIELDS[0]).toBe('mode')
  })

  it('fills a missing optional answer with its empty value, and a missing duty with "0"', () => {
    const { parentDuty: _duty, birthPlace: _place, comments: _comments, ...answers } = newFamily()
    expect(validateSurvey(answers)).toEqual({ valid: true, value: newFamily() })
  })

  it.each([
    [{ ...newFamily(), consent: '1' }, 'Nieznane pole formularza: consent'],
    [
      { ...returningFamily(), score: 10, isAdmin: true },
      'Nieznane pola formularza: score, isAdmin',
    ],
  ])('rejects a field the survey does not have: %o', (answers, message) => {
    expect(validateSurvey(answers)).toEqual({
      valid: false,
      errors: { formErrors: [message], inputErrors: {} },
    })
  })

  it.each([[null], [undefined], [[]], ['nowa'], [42], [true]])(
    'rejects a body that is no object of answers: %p',
    (body) => {
      expect(formErrors(body)).toEqual(['Nieprawidłowe dane formularza.'])
      expect(inputErrors(body)).toEqual({})
    },
  )
})

describe('the mode, the survey’s first question (SPEC.md §5 "Second rule set")', () => {
  it.each([
    ['empty', '', ['Rodzaj zgłoszenia jest wymagany']],
    ['blank', '  ', ['Rodzaj zgłoszenia jest wymagany']],
    ['missing', undefined, ['Rodzaj zgłoszenia jest wymagany']],
    ['unknown', 'stara', ['Rodzaj zgłoszenia ma niedozwoloną wartość']],
    ['a number', 1, ['Invalid field value']],
    ['null', null, ['Invalid field value']],
  ])('is required: %s gives %p', (_, mode, messages) => {
    const answers = { ...returningFamily(), mode }
    expect(inputErrors(answers)).toEqual({ mode: messages })
  })

  it.each<[SurveyMode | '', string[]]>([
    ['', ['mode']],
    ['nowa', ['mode', 'familyName', ...GROUP_A]],
    ['kontynuacja', ['mode', 'familyName', ...GROUP_B]],
  ])('marks required, in mode %p, the fields %p', (mode, fields) => {
    expect(requiredFieldsOf(mode)).toEqual(fields)
  })

  it.each<SurveyMode>(['nowa', 'kontynuacja'])(
    'requires in mode %s exactly the fields requiredFieldsOf names, and one contact',
    (mode) => {
      const blank = { ...initialSurveyValues(), mode, birthCountry: '', subjects: '' as const }
      expect(Object.keys(inputErrors(blank)).sort()).toEqual(
        [...requiredFieldsOf(mode).filter((field) => field !== 'mode'), 'contactEmail'].sort(),
      )
    },
  )
})

describe('the questions’ options, terms and hints', () => {
  it('offers the enrolment form’s subjects', () => {
    expect(SURVEY_SUBJECT_OPTIONS).toBe(SUBJECT_OPTIONS)
    expect(SURVEY_SUBJECT_OPTIONS.map((option) => option.value)).toEqual([
      'full',
      'religia',
      'wolny',
    ])
  })

  it('offers the study continuation as yes, no or not yet known', () => {
    expect(CONTINUATION_OPTIONS).toEqual([
      { value: 'tak', label: 'Dziecko będzie kontynuować naukę w przyszłym roku szkolnym' },
      { value: 'nie', label: 'Dziecko nie będzie kontynuować nauki' },
      {
        value: 'nie-wiem',
        label: 'Jeszcze nie wiemy',
        description: 'Prosimy o decyzję przed końcem roku szkolnego.',
      },
    ])
  })

  it('shows the parents’ duty terms in a few sentences about Saturday duty', () => {
    expect(PARENT_DUTY_TERMS.length).toBeGreaterThanOrEqual(2)
    expect(PARENT_DUTY_TERMS.length).toBeLessThanOrEqual(3)
    expect(PARENT_DUTY_TERMS[0]).toMatch(/sobotnie dyżury rodziców/)
  })

  it('hints at the parents’ e-mails in the enrolment form’s words', () => {
    for (const field of ['motherEmail', 'fatherEmail'] as const)
      expect(SURVEY_HINTS[field]).toBe(ENROLLMENT_DESCRIPTIONS[field].hint)
  })

  // The phones' hints leave out the enrolment form's emergency phone, which the survey has not.
  it.each([
    ['motherPhone', 'telefonu ojca'],
    ['fatherPhone', 'telefonu matki'],
  ] as const)(
    'hints that %s differs from the other parent’s, as the rule checks',
    (field, other) => {
      expect(SURVEY_HINTS[field]).toBe(`Powinien różnić się od ${other}.`)
      expect(ENROLLMENT_DESCRIPTIONS[field].hint).toContain(`Powinien różnić się od ${other}`)
    },
  )
})

describe('the opinion about the school (SPEC.md §4 "Rating")', () => {
  it('is rated with 5 stars, "1" to "5", each labelled in Polish', () => {
    expect(RATING_SCALE).toBe(5)
    expect(RATING_OPTIONS).toEqual([
      { value: '1', label: 'Bardzo źle' },
      { value: '2', label: 'Źle' },
      { value: '3', label: 'Przeciętnie' },
      { value: '4', label: 'Dobrze' },
      { value: '5', label: 'Bardzo dobrze' },
    ])
  })

  it('shows the label of the current value, and none before a star is chosen', () => {
    expect(ratingLabel('4')).toBe('Dobrze')
    expect(ratingLabel('')).toBe('')
  })
})
