// Small named fixtures for the survey tests: one valid answer of each mode, and payload readers.
import {
  initialSurveyValues,
  validateSurvey,
  type SurveyField,
  type SurveyValues,
} from '../../../src/domain/survey'
import { errorReaders } from '../errorReaders'

/**
 * SPEC.md §5 "Second rule set", group A: what a new family must give, in the form's order, but
 * for the surname both modes ask (issue #33: no parent's contact in particular).
 */
export const GROUP_A: readonly SurveyField[] = ['street', 'postalCode', 'birthCountry', 'subjects']

/** Group B: what a returning family must give, in the form's order. */
export const GROUP_B: readonly SurveyField[] = [
  'birthPlace',
  'birthDate',
  'level',
  'buildingId',
  'opinion',
  'continuation',
  'parentDuty',
]

/** A family new to the school: group A filled, no class chosen yet. Level and shift exist in content/school/. */
export const newFamily = (overrides: Partial<SurveyValues> = {}): SurveyValues => ({
  ...initialSurveyValues(),
  mode: 'nowa',
  familyName: 'Kowalscy',
  motherEmail: 'anna@example.com',
  motherPhone: '(630) 555-0101',
  fatherEmail: 'piotr@example.com',
  fatherPhone: '(630) 555-0102',
  contactEmail: 'rodzina@example.com',
  street: '123 Main St',
  postalCode: '60148',
  ...overrides,
})

/** A returning family: group B filled, duty accepted, rated 5 stars. */
export const returningFamily = (overrides: Partial<SurveyValues> = {}): SurveyValues => ({
  ...initialSurveyValues(),
  mode: 'kontynuacja',
  familyName: 'Nowakowie',
  contactEmail: 'nowakowie@example.com',
  birthPlace: 'Chicago',
  birthDate: '2015-05-05',
  level: 'klasa-3',
  buildingId: '1',
  opinion: '5',
  continuation: 'tak',
  parentDuty: '1',
  ...overrides,
})

export const { inputErrors, formErrors, errorsOf } = errorReaders(validateSurvey)
