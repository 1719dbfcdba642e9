// The enrolment survey's values, their starting values, and the fields each mode requires.
import { DEFAULT_BIRTH_COUNTRY, DEFAULT_SUBJECT, type Subject } from '../enrollment/constants'
import { NOT_ACCEPTED, type AcceptValue, type RatingValue } from './answers'
import type { Continuation, SurveyMode } from './options'

export interface SurveyValues {
  /** '' until the first question is answered. */
  mode: SurveyMode | ''
  /** The family's surname, so that the office knows whose answer it is (issue #33). */
  familyName: string
  motherEmail: string
  motherPhone: string
  fatherEmail: string
  fatherPhone: string
  contactEmail: string
  street: string
  /** Five digits (a US ZIP code). */
  postalCode: string
  birthPlace: string
  /** YYYY-MM-DD, as a date input gives it. */
  birthDate: string
  birthCountry: string
  /** A level id, as in the enrolment form. */
  level: string
  /** A building id (the shift): a string of digits, as in the enrolment form. */
  buildingId: string
  subjects: Subject | ''
  /** '' until a star is clicked; only returning families answer it. */
  opinion: RatingValue | ''
  /** Only returning families answer it. */
  continuation: Continuation | ''
  parentDuty: AcceptValue
  comments: string
}

export type SurveyField = keyof SurveyValues

/** Every field, in the form's order. */
export const SURVEY_FIELDS = [
  'mode',
  'familyName',
  'motherEmail',
  'motherPhone',
  'fatherEmail',
  'fatherPhone',
  'contactEmail',
  'street',
  'postalCode',
  'birthPlace',
  'birthDate',
  'birthCountry',
  'level',
  'buildingId',
  'subjects',
  'opinion',
  'continuation',
  'parentDuty',
  'comments',
] as const satisfies readonly SurveyField[]

/**
 * SPEC.md §5 "Second rule set": the two groups of fields, one required in each mode. Issue #33:
 * the family's surname in both; no parent's e-mail or phone in particular (a single parent
 * answers too), but one contact of any kind (CONTACT_FIELDS, rules.ts).
 */
const REQUIRED_IN: Record<SurveyMode, readonly SurveyField[]> = {
  nowa: ['familyName', 'street', 'postalCode', 'birthCountry', 'subjects'],
  kontynuacja: [
    'familyName',
    'birthPlace',
    'birthDate',
    'level',
    'buildingId',
    'opinion',
    'parentDuty',
    'continuation',
  ],
}

/** The fields the form marks required, in form order; the mode itself always is. */
export function requiredFieldsOf(mode: SurveyMode | ''): readonly SurveyField[] {
  const group = mode === '' ? [] : REQUIRED_IN[mode]
  return SURVEY_FIELDS.filter((field) => field === 'mode' || group.includes(field))
}

/** The ways the office can answer a family: at least one is given (issue #33). */
export const CONTACT_FIELDS = [
  'motherEmail',
  'motherPhone',
  'fatherEmail',
  'fatherPhone',
  'contactEmail',
] as const satisfies readonly SurveyField[]

export function initialSurveyValues(): SurveyValues {
  return {
    mode: '',
    familyName: '',
    motherEmail: '',
    motherPhone: '',
    fatherEmail: '',
    fatherPhone: '',
    contactEmail: '',
    street: '',
    postalCode: '',
    birthPlace: '',
    birthDate: '',
    birthCountry: DEFAULT_BIRTH_COUNTRY,
    level: '',
    buildingId: '',
    subjects: DEFAULT_SUBJECT,
    opinion: '',
    continuation: '',
    parentDuty: NOT_ACCEPTED,
    comments: '',
  }
}
