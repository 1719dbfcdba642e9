// Issue #35: the enrolment survey on its English page. Its labels, hints and options have English
// words, its rules answer in English when asked to, and the Polish survey is word for word as it
// was (its Polish messages are written out here as they were before English pages).
import { studentDescriptionsIn } from '../../src/domain/enrollment/english'
import { acceptMessage } from '../../src/domain/enrollment/messages'
import surveyText from '../../src/domain/i18n/compiled/survey'
import {
  continuationOptionsIn,
  CONTINUATION_OPTIONS,
  initialSurveyValues,
  PARENT_DUTY_ACCEPT_NAME,
  PARENT_DUTY_TERMS,
  ratingLabel,
  ratingOptionsIn,
  RATING_OPTIONS,
  SURVEY_FIELDS,
  SURVEY_HINTS,
  SURVEY_LABELS,
  SURVEY_MODES,
  SURVEY_SUBJECT_OPTIONS,
  parentDutyTermsIn,
  surveyHintsIn,
  surveyLabelsIn,
  surveyModesIn,
  surveySubjectOptionsIn,
  validateSurvey,
} from '../../src/domain/survey'
import { newFamily, returningFamily } from './survey/fixtures'

/** Polish letters and words an English message must not hold. */
const POLISH =
  /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„]|\b(jest|wymagan\w*|musi|powinien|powinna|powinno|Pole|Podaj|Proszę|nie)\b/

const errorsIn = (values: unknown, language: 'pl' | 'en') => {
  const result = validateSurvey(values, language)
  return result.valid ? { inputErrors: {}, formErrors: [] } : result.errors
}

/** Answers each of which breaks rules: empty, malformed, too long, answered by the wrong family. */
const WRONG: unknown[] = [
  { ...initialSurveyValues() },
  { ...initialSurveyValues(), mode: 'nowa' },
  { ...initialSurveyValues(), mode: 'kontynuacja' },
  { ...initialSurveyValues(), mode: 'inna' },
  newFamily({
    motherEmail: 'anna',
    motherPhone: '123',
    fatherEmail: 'ANNA',
    fatherPhone: '123',
    street: 'ab',
    postalCode: '6014x',
    birthDate: '2015-02-30',
    familyName: 'www.example.com',
    opinion: '5',
    continuation: 'tak',
    comments: 'x'.repeat(5000),
  }),
  newFamily({ motherEmail: 'a@example.com', fatherEmail: 'A@example.com ', postalCode: '601' }),
  returningFamily({
    birthDate: '1990-01-01',
    level: 'Klasa 3!',
    buildingId: 'x',
    opinion: '9' as never,
  }),
  returningFamily({ parentDuty: 'tak' as never, subjects: 'wszystko' as never }),
  returningFamily({ familyName: 'y'.repeat(200), birthPlace: 'z'.repeat(200) }),
  { ...returningFamily(), extra: 'x' },
  'not a form',
  null,
]

describe('the survey in English', () => {
  it('has English words for every field, hint and option, in the Polish order', () => {
    const labels = surveyLabelsIn('en')
    expect(Object.keys(labels)).toEqual([...SURVEY_FIELDS])
    for (const field of SURVEY_FIELDS) {
      expect(labels[field].language).toBe('en')
      expect(labels[field].label).not.toMatch(POLISH)
      expect(labels[field].label).not.toBe(SURVEY_LABELS[field].label)
    }
    const hints = surveyHintsIn('en')
    expect(Object.keys(hints).sort()).toEqual(Object.keys(SURVEY_HINTS).sort())
    for (const hint of Object.values(hints)) expect(hint).not.toMatch(POLISH)

    const values = (options: readonly { value: string }[]) => options.map((o) => o.value)
    expect(values(surveyModesIn('en'))).toEqual(values(SURVEY_MODES))
    expect(surveyModesIn('en').map((o) => o.label)).toEqual(['New family', 'Returning family'])
    expect(values(continuationOptionsIn('en'))).toEqual(values(CONTINUATION_OPTIONS))
    expect(values(ratingOptionsIn('en'))).toEqual(values(RATING_OPTIONS))
    for (const option of [...surveyModesIn('en'), ...continuationOptionsIn('en')]) {
      expect(option.label).not.toMatch(POLISH)
      expect(option.description ?? '').not.toMatch(POLISH)
    }
    expect(parentDutyTermsIn('en')).toHaveLength(PARENT_DUTY_TERMS.length)
    for (const term of parentDutyTermsIn('en')) expect(term).not.toMatch(POLISH)
    expect(ratingLabel('4', 'en')).toBe('Good')
  })

  it('names the classes as the English enrolment form does', () => {
    expect(surveySubjectOptionsIn('en')).toEqual(studentDescriptionsIn('en').subjects.options)
  })

  it('refuses an empty returning family in English', () => {
    const { inputErrors } = errorsIn({ ...initialSurveyValues(), mode: 'kontynuacja' }, 'en')
    expect(inputErrors).toMatchObject({
      familyName: ['Family name is required.'],
      birthPlace: ['Child’s place of birth is required.'],
      birthDate: ['Child’s date of birth is required.'],
      level: ['Class is required.'],
      buildingId: ['Session is required.'],
      opinion: ['Your opinion of the school is required.'],
      continuation: ['Continuing next school year is required.'],
      parentDuty: ['Please accept the parent duty pledge.'],
      contactEmail: [
        'Please give at least one contact: a parent’s email or phone, or a contact email.',
      ],
    })
  })

  it('refuses a survey without its first answer, and a new family’s opinion, in English', () => {
    expect(errorsIn(initialSurveyValues(), 'en').inputErrors).toMatchObject({
      mode: ['Type of application is required.'],
    })
    expect(errorsIn(newFamily({ opinion: '4' }), 'en').inputErrors).toEqual({
      opinion: ['Only returning families answer “Your opinion of the school”.'],
    })
    expect(errorsIn(newFamily({ postalCode: '6014' }), 'en').inputErrors).toEqual({
      postalCode: ['ZIP code must be exactly 5 characters long.'],
    })
  })

  it('never answers in Polish, whatever is wrong', () => {
    const messages = WRONG.flatMap((values) => {
      const { inputErrors, formErrors } = errorsIn(values, 'en')
      return [...Object.values(inputErrors).flat(), ...formErrors]
    })
    expect(messages.length).toBeGreaterThan(40)
    expect(messages.filter((message) => POLISH.test(message))).toEqual([])
  })
})

describe('the Polish survey', () => {
  it('is refused as before', () => {
    const { inputErrors } = errorsIn({ ...initialSurveyValues(), mode: 'kontynuacja' }, 'pl')
    expect(inputErrors).toMatchObject({
      familyName: ['Nazwisko rodziny jest wymagane'],
      birthDate: ['Data urodzenia dziecka jest wymagana'],
      opinion: ['Opinia o szkole jest wymagana'],
      parentDuty: ['Proszę zaakceptować deklarację dyżurów rodziców.'],
      contactEmail: [
        'Podaj co najmniej jeden kontakt: e-mail lub telefon jednego z rodziców albo e-mail kontaktowy.',
      ],
    })
    expect(errorsIn(newFamily({ opinion: '4' }), 'pl').inputErrors).toEqual({
      opinion: ['Pole „Opinia o szkole” wypełniają tylko rodziny kontynuujące naukę w szkole.'],
    })
    expect(surveyText.in('pl')('acceptDuty')).toBe(acceptMessage(PARENT_DUTY_ACCEPT_NAME))
  })

  it('answers the same without a language as with Polish', () => {
    for (const values of WRONG) expect(validateSurvey(values)).toEqual(validateSurvey(values, 'pl'))
  })

  it.each<[string, (language: 'pl') => unknown, unknown]>([
    ['labels', surveyLabelsIn, SURVEY_LABELS],
    ['hints', surveyHintsIn, SURVEY_HINTS],
    ['modes', surveyModesIn, SURVEY_MODES],
    ['continuation options', continuationOptionsIn, CONTINUATION_OPTIONS],
    ['subject options', surveySubjectOptionsIn, SURVEY_SUBJECT_OPTIONS],
    ['parent duty terms', parentDutyTermsIn, PARENT_DUTY_TERMS],
    ['rating options', ratingOptionsIn, RATING_OPTIONS],
  ])('has the Polish %s as its Polish words', (_words, wordsIn, polish) => {
    expect(wordsIn('pl')).toBe(polish)
  })
})
