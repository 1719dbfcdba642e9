import { LIMITS } from '../../src/domain/enrollment'
import {
  CONTINUATION_OPTIONS,
  PARENT_DUTY_OPTIONS,
  RATING_OPTIONS,
  RATING_SCALE,
  initialSurveyValues,
  ratingLabel,
  validateSurvey,
  type SurveyValues,
} from '../../src/domain/survey'

const answers = (overrides: Partial<SurveyValues> = {}): SurveyValues => ({
  contactEmail: 'rodzina@example.com',
  level: '3',
  buildingId: '1',
  opinion: '5',
  parentDuty: 'tak',
  continuation: 'tak',
  consent: '1',
  comments: '',
  ...overrides,
})

const errorsOf = (values: unknown, field: string) => {
  const result = validateSurvey(values)
  return result.valid ? [] : (result.errors.inputErrors[field] ?? [])
}

describe('the enrolment survey (/ankiety/zapisy/)', () => {
  it('accepts a complete answer', () => {
    expect(validateSurvey(answers())).toEqual({ valid: true, value: answers() })
  })

  it('starts empty, with the consent not given', () => {
    expect(initialSurveyValues()).toEqual({
      contactEmail: '',
      level: '',
      buildingId: '',
      opinion: '',
      parentDuty: '',
      continuation: '',
      consent: '0',
      comments: '',
    })
  })

  it.each([
    ['contactEmail', 'E-mail kontaktowy jest wymagany'],
    ['level', 'Klasa jest wymagana'],
    ['buildingId', 'Zmiana jest wymagana'],
    ['opinion', 'Opinia o szkole jest wymagana'],
    ['parentDuty', 'Deklaracja dyżurów rodziców jest wymagana'],
    ['continuation', 'Deklaracja kontynuacji nauki jest wymagana'],
  ])('requires %s: "%s"', (field, message) => {
    expect(errorsOf({ ...answers(), [field]: '' }, field)).toEqual([message])
  })

  it('requires a valid contact e-mail of at most 75 characters', () => {
    expect(errorsOf(answers({ contactEmail: 'rodzina@' }), 'contactEmail')).toEqual([
      'E-mail kontaktowy nie jest poprawnym emailem',
    ])
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
    expect(errorsOf(answers({ contactEmail: email(LIMITS.email) }), 'contactEmail')).toEqual([])
    expect(errorsOf(answers({ contactEmail: email(76) }), 'contactEmail')).toEqual([
      'E-mail kontaktowy powinien być nie dłuższy niż 75 znaków',
    ])
  })

  it('requires the data-processing consent to be accepted ("1")', () => {
    const message = 'Proszę zaakceptować zgodę na przetwarzanie danych osobowych.'
    expect(errorsOf(answers({ consent: '0' }), 'consent')).toEqual([message])
    expect(errorsOf({ ...answers(), consent: '' }, 'consent')).toEqual([message])
    const { consent: _consent, ...withoutConsent } = answers()
    expect(errorsOf(withoutConsent, 'consent')).toEqual([message])
  })

  it('takes optional comments of up to 2000 characters', () => {
    const { comments: _comments, ...withoutComments } = answers()
    expect(validateSurvey(withoutComments)).toEqual({ valid: true, value: answers() })
    expect(errorsOf(answers({ comments: 'a'.repeat(LIMITS.comments) }), 'comments')).toEqual([])
    expect(errorsOf(answers({ comments: 'a'.repeat(2001) }), 'comments')).toEqual([
      'Komentarz powinien być nie dłuższy niż 2000 znaków',
    ])
  })

  it('rejects a field the survey does not have', () => {
    const result = validateSurvey({ ...answers(), score: 10 })
    expect(result).toEqual({
      valid: false,
      errors: { formErrors: ['Nieznane pole formularza: score'], inputErrors: {} },
    })
  })

  it('rejects an answer that is not among the options', () => {
    expect(errorsOf({ ...answers(), parentDuty: 'może' }, 'parentDuty')).toEqual([
      'Deklaracja dyżurów rodziców ma niedozwoloną wartość',
    ])
    expect(errorsOf({ ...answers(), continuation: 'maybe' }, 'continuation')).toEqual([
      'Deklaracja kontynuacji nauki ma niedozwoloną wartość',
    ])
  })
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

  it.each(['1', '5'])('accepts %s stars', (opinion) => {
    expect(errorsOf({ ...answers(), opinion }, 'opinion')).toEqual([])
  })

  it.each(['0', '6', '3.5'])('rejects %s stars', (opinion) => {
    expect(errorsOf({ ...answers(), opinion }, 'opinion')).toEqual([
      'Opinia o szkole ma niedozwoloną wartość',
    ])
  })
})

describe('the declarations (radio groups: value, label, optional description)', () => {
  it('offer the parents’ duty as yes or no, each described', () => {
    expect(PARENT_DUTY_OPTIONS.map((option) => option.value)).toEqual(['tak', 'nie'])
    for (const option of PARENT_DUTY_OPTIONS) expect(option.description).toBeTruthy()
  })

  it('offer the study continuation as yes, no or not yet known', () => {
    expect(CONTINUATION_OPTIONS.map((option) => option.value)).toEqual(['tak', 'nie', 'nie-wiem'])
    expect(CONTINUATION_OPTIONS.map((option) => option.label)).toEqual([
      'Dziecko będzie kontynuować naukę w przyszłym roku szkolnym',
      'Dziecko nie będzie kontynuować nauki',
      'Jeszcze nie wiemy',
    ])
  })

  it.each([...PARENT_DUTY_OPTIONS.map((option) => option.value)])(
    'accepts the duty answer %s',
    (parentDuty) => {
      expect(errorsOf(answers({ parentDuty }), 'parentDuty')).toEqual([])
    },
  )

  it.each([...CONTINUATION_OPTIONS.map((option) => option.value)])(
    'accepts the continuation answer %s',
    (continuation) => {
      expect(errorsOf(answers({ continuation }), 'continuation')).toEqual([])
    },
  )
})
