// The survey's English words (issue #35): labels, names in messages, hints and option labels, by
// field. Plain text, as the enrolment's (src/domain/enrollment/english.ts): labels.ts and
// options.ts stay the Polish source (the staff area and the CSV are Polish), and the `…In`
// functions give the page's language's words to the form and the language's messages to the
// schema. The levels and shifts are named by content/school/ (`nameEn`), as in the enrolment.
import type { Subject } from '../enrollment/constants'
import type { FieldLabel } from '../formRules/wording'
import type { Language } from '../i18n/languages'
import type { RadioOption } from './answers'
import { inEnglish } from './options'
import { SURVEY_HINTS, SURVEY_LABELS } from './labels'
import {
  CONTINUATION_OPTIONS,
  PARENT_DUTY_TERMS,
  SURVEY_SUBJECT_OPTIONS,
  type Continuation,
} from './options'
import type { SurveyField } from './values'

/** A field's label and its name in messages; every survey field has a label. */
export type SurveyLabel = FieldLabel & { label: string }

type Words = { label: string; validationName?: string }

const WORDS: Record<SurveyField, Words> = {
  mode: {
    label: 'Has your child attended our school before?',
    validationName: 'Type of application',
  },
  familyName: { label: 'Family name' },
  motherEmail: { label: 'Mother’s email' },
  motherPhone: { label: 'Mother’s phone' },
  fatherEmail: { label: 'Father’s email' },
  fatherPhone: { label: 'Father’s phone' },
  contactEmail: { label: 'Contact email' },
  street: { label: 'Street address', validationName: 'Address' },
  postalCode: { label: 'ZIP code' },
  birthPlace: { label: 'Child’s place of birth' },
  birthDate: { label: 'Child’s date of birth' },
  birthCountry: { label: 'Child’s country of birth' },
  level: { label: 'Class' },
  buildingId: { label: 'Session' },
  subjects: { label: 'Classes', validationName: 'Type of classes' },
  opinion: { label: 'Your opinion of the school' },
  continuation: { label: 'Continuing next school year' },
  parentDuty: { label: 'Parent duty pledge' },
  comments: { label: 'Comments', validationName: 'Comment' },
}

/** English labels keep the Polish ones' gender: the catalogs share placeholders, English ignores it. */
const ENGLISH_LABELS = Object.fromEntries(
  (Object.keys(SURVEY_LABELS) as SurveyField[]).map((name) => [
    name,
    { ...WORDS[name], gender: SURVEY_LABELS[name].gender, language: 'en' },
  ]),
) as Record<SurveyField, SurveyLabel>

/** The fields' labels (and names in messages) in a language. */
export const surveyLabelsIn = (language: Language): Record<SurveyField, SurveyLabel> =>
  language === 'en' ? ENGLISH_LABELS : SURVEY_LABELS

type SurveyHints = Partial<Record<SurveyField, string>>

const ENGLISH_HINTS = {
  motherEmail: 'Should differ from the father’s email.',
  motherPhone: 'Should differ from the father’s phone.',
  fatherEmail: 'Should differ from the mother’s email.',
  fatherPhone: 'Should differ from the mother’s phone.',
  familyName:
    'The child’s or the parents’ last name, so that the school office knows whose answer it is.',
  contactEmail: 'The school will write to this address about enrollment.',
  postalCode: 'Five digits, e.g. 60148.',
} as const satisfies Record<keyof typeof SURVEY_HINTS, string>

/** The hints under the fields in a language. */
export const surveyHintsIn = (language: Language): SurveyHints =>
  language === 'en' ? ENGLISH_HINTS : SURVEY_HINTS

// The first question's answers are options.ts's surveyModesIn: the page shows them before the
// form's code has loaded.

const ENGLISH_CONTINUATION = inEnglish<Continuation>(CONTINUATION_OPTIONS, {
  tak: { label: 'My child will continue at the school next school year' },
  nie: { label: 'My child will not continue' },
  'nie-wiem': {
    label: 'We don’t know yet',
    description: 'Please let us know before the end of the school year.',
  },
})

export const continuationOptionsIn = (language: Language): readonly RadioOption<Continuation>[] =>
  language === 'en' ? ENGLISH_CONTINUATION : CONTINUATION_OPTIONS

/** The enrolment form's English subject labels (src/domain/enrollment/english.ts). */
const ENGLISH_SUBJECTS = inEnglish<Subject>(SURVEY_SUBJECT_OPTIONS, {
  full: { label: 'All classes' },
  religia: { label: 'Religion only' },
  wolny: { label: 'Auditing student (Wolny słuchacz)' },
})

export const surveySubjectOptionsIn = (language: Language): readonly RadioOption<Subject>[] =>
  language === 'en' ? ENGLISH_SUBJECTS : SURVEY_SUBJECT_OPTIONS

const ENGLISH_DUTY_TERMS = [
  'We pledge to take Saturday parent duty shifts in the coming school year: in the hallways, in the parking lot, in the café or at school celebrations.',
  'We arrange the dates of our shifts with the homeroom teacher.',
  'If we cannot take parent duty shifts, we will pay the parent duty opt-out fee (details on the “Tuition and Fees” page).',
] as const satisfies { length: (typeof PARENT_DUTY_TERMS)['length'] }

/** The terms the parents' duty pledge's modal shows, in a language. */
export const parentDutyTermsIn = (language: Language): readonly string[] =>
  language === 'en' ? ENGLISH_DUTY_TERMS : PARENT_DUTY_TERMS
