// SPEC.md §5 "Second rule set" names two modes without their meaning. Ours: the survey's first
// question (mode) says whether the family is new to the school or returning.
// - 'nowa' (new family): the school has no details yet, so the street, postal code, birth country
//   and subjects are required. Issue #33: no parent in particular (a single parent answers too).
// - 'kontynuacja' (returning family): the school knows them and asks about the year that ends:
//   birth place and date, class, shift, opinion, parents' duty and continuation are required.
// The other group stays optional but is checked when filled; opinion and continuation are for
// returning families only. In both modes the family's surname and one contact (an e-mail or a
// phone) are required, so that the office can act on the answer. See requiredFieldsOf
// (values.ts) and rules.ts.
import { object, string, type ObjectSchema } from 'yup'
import {
  BIRTH_DATE_MAX,
  BIRTH_DATE_MIN,
  LIMITS,
  SUBJECTS,
  type Subject,
} from '../enrollment/constants'
import { notAFormMessage, unknownFieldsMessageIn } from '../enrollment/messages'
import * as rule from '../enrollment/rules'
import { withPhonesFormatted } from '../enrollment/phone'
import { validateWith, type ValidationResult } from '../formErrors'
import { FALLBACK_MESSAGE } from '../formRules/wording'
import type { Language } from '../i18n/languages'
import { NOT_ACCEPTED, RATING_VALUES, type AcceptValue, type RatingValue } from './answers'
import { surveyLabelsIn } from './english'
import { acceptDutyMessage } from './labels'
import {
  CONTINUATION_VALUES,
  SURVEY_MODE_VALUES,
  type Continuation,
  type SurveyMode,
} from './options'
import { acceptance, oneContact, onlyReturning, requiredInMode } from './rules'
import { SURVEY_FIELDS, type SurveyField, type SurveyValues } from './values'

/** A level id as content/school/ writes them ('klasa-3'); the server checks it exists. */
const LEVEL_ID = /^[a-z0-9-]+$/
const BUILDING_ID = /^\d+$/

/**
 * The schema with its messages in a language (issue #35): the same rules, the fields named in that
 * language's words.
 */
function schemaIn(language: Language): ObjectSchema<SurveyValues> {
  const L = surveyLabelsIn(language)

  /** A text answer, required in the modes that list it. */
  const text = (name: SurveyField) => rule.text().test(requiredInMode(L[name], name))

  /** One of a radio group's values, or '' when not answered. */
  const option = <T extends string>(name: SurveyField, values: readonly T[]) =>
    string<T | ''>()
      .strict()
      .typeError(FALLBACK_MESSAGE)
      .nonNullable(FALLBACK_MESSAGE)
      .default('')
      .test(requiredInMode(L[name], name))
      .test(rule.oneOf(L[name], values))

  const email = (
    name: 'motherEmail' | 'fatherEmail' | 'contactEmail',
    others: SurveyField[] = [],
  ) =>
    rule.differsFrom(
      L,
      text(name).test(rule.emailIfNotEmpty(L[name])).test(rule.max(L[name], LIMITS.email)),
      name,
      others,
      rule.emailKey,
    )

  const phone = (name: 'motherPhone' | 'fatherPhone', other: 'motherPhone' | 'fatherPhone') =>
    rule.differsFrom(L, text(name).test(rule.validPhone(L[name])), name, [other], rule.phoneDigits)

  return object({
    mode: string<SurveyMode | ''>()
      .strict()
      .typeError(FALLBACK_MESSAGE)
      .nonNullable(FALLBACK_MESSAGE)
      .default('')
      .test(rule.required(L.mode))
      .test(rule.oneOf(L.mode, SURVEY_MODE_VALUES)),
    familyName: text('familyName')
      .test(rule.noLinks(L.familyName))
      .test(rule.max(L.familyName, LIMITS.lastName)),
    motherEmail: email('motherEmail', ['fatherEmail']),
    motherPhone: phone('motherPhone', 'fatherPhone'),
    fatherEmail: email('fatherEmail', ['motherEmail']),
    fatherPhone: phone('fatherPhone', 'motherPhone'),
    contactEmail: email('contactEmail').test(oneContact(language)),
    street: text('street')
      .test(rule.noLinks(L.street))
      .test(rule.min(L.street, LIMITS.addressMin))
      .test(rule.max(L.street, LIMITS.addressMax)),
    postalCode: text('postalCode')
      .test(rule.numeric(L.postalCode))
      .test(rule.exactLength(L.postalCode, LIMITS.zip)),
    // A place or a country: as long as the enrolment form's birth country may be.
    birthPlace: text('birthPlace')
      .test(rule.noLinks(L.birthPlace))
      .test(rule.max(L.birthPlace, LIMITS.birthCountry)),
    birthDate: text('birthDate')
      .test(rule.isoDate(L.birthDate))
      .test(rule.dateBetween(L.birthDate, BIRTH_DATE_MIN, BIRTH_DATE_MAX)),
    birthCountry: text('birthCountry')
      .test(rule.noLinks(L.birthCountry))
      .test(rule.max(L.birthCountry, LIMITS.birthCountry)),
    level: text('level').test(rule.oneOf(L.level, LEVEL_ID)),
    buildingId: text('buildingId').test(rule.oneOf(L.buildingId, BUILDING_ID)),
    subjects: option<Subject>('subjects', SUBJECTS),
    opinion: option<RatingValue>('opinion', RATING_VALUES).test(onlyReturning(L.opinion)),
    continuation: option<Continuation>('continuation', CONTINUATION_VALUES).test(
      onlyReturning(L.continuation),
    ),
    parentDuty: string<AcceptValue>()
      .strict()
      .typeError(FALLBACK_MESSAGE)
      .nonNullable(FALLBACK_MESSAGE)
      .default(NOT_ACCEPTED)
      .test(acceptance(L.parentDuty, 'parentDuty', acceptDutyMessage(language))),
    comments: rule.text().test(rule.max(L.comments, LIMITS.comments)),
  })
    .strict()
    .noUnknown(true, unknownFieldsMessageIn(language))
    .typeError(notAFormMessage(language))
    .nonNullable(notAFormMessage(language))
    .defined(notAFormMessage(language))
}

const built = new Map<Language, ObjectSchema<SurveyValues>>()

/** Built on first use in each language: a Polish page never builds the English rules. */
export function surveySchemaIn(language: Language): ObjectSchema<SurveyValues> {
  let schema = built.get(language)
  if (!schema) {
    schema = schemaIn(language)
    built.set(language, schema)
  }
  return schema
}

/** The Polish schema, as before English pages. */
export const surveySchema: ObjectSchema<SurveyValues> = surveySchemaIn('pl')

const surveyFieldNameOf = (path: string) =>
  (SURVEY_FIELDS as readonly string[]).includes(path) ? path : undefined

/**
 * Synchronous, like validateEnrollment; the payload is keyed by the survey's field names, and the
 * messages are in `language` (the page's, the request's).
 */
export function validateSurvey(
  input: unknown,
  language: Language = 'pl',
): ValidationResult<SurveyValues> {
  const result = validateWith(surveySchemaIn(language), input, surveyFieldNameOf)
  return result.valid
    ? { valid: true, value: withPhonesFormatted(result.value, SURVEY_PHONES) }
    : result
}

/** The survey's phones, stored as (123) 456-7890 like the enrolment's. */
const SURVEY_PHONES = ['motherPhone', 'fatherPhone'] as const
