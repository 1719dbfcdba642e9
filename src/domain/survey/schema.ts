// The enrolment survey's values, starting values, yup schema and validation.
import { object, string, type ObjectSchema } from 'yup'
import { LIMITS } from '../enrollment/constants'
import {
  FALLBACK_MESSAGE,
  INVALID_FORM_MESSAGE,
  acceptMessage,
  unknownFieldsMessage,
} from '../enrollment/messages'
import * as rule from '../enrollment/rules'
import { validateWith, type ValidationResult } from '../formErrors'
import {
  ACCEPTED,
  NOT_ACCEPTED,
  RATING_VALUES,
  type AcceptValue,
  type RatingValue,
} from './answers'
import {
  CONSENT_ACCEPT_NAME,
  CONTINUATION_OPTIONS,
  PARENT_DUTY_OPTIONS,
  SURVEY_LABELS as L,
  type Continuation,
  type ParentDuty,
} from './options'

export interface SurveyValues {
  contactEmail: string
  /** A level id, as in the enrolment form. */
  level: string
  /** A building id (the shift): a string of digits, as in the enrolment form. */
  buildingId: string
  /** '' until a star is clicked. */
  opinion: RatingValue | ''
  parentDuty: ParentDuty | ''
  continuation: Continuation | ''
  consent: AcceptValue
  comments: string
}

export type SurveyField = keyof SurveyValues

export const SURVEY_FIELDS = [
  'contactEmail',
  'level',
  'buildingId',
  'opinion',
  'parentDuty',
  'continuation',
  'consent',
  'comments',
] as const satisfies readonly SurveyField[]

export function initialSurveyValues(): SurveyValues {
  return {
    contactEmail: '',
    level: '',
    buildingId: '',
    opinion: '',
    parentDuty: '',
    continuation: '',
    consent: NOT_ACCEPTED,
    comments: '',
  }
}

/** The accept button's value must be "1"; "0", empty or missing all ask for acceptance. */
const accepted = (message: string) =>
  string<AcceptValue>()
    .strict()
    .typeError(FALLBACK_MESSAGE)
    .nonNullable(FALLBACK_MESSAGE)
    .defined(message)
    .test({ name: 'accepted', message, test: (value) => value === ACCEPTED })

const values = <T extends string>(options: readonly { value: T }[]) => options.map((o) => o.value)

export const surveySchema: ObjectSchema<SurveyValues> = object({
  contactEmail: rule
    .text()
    .test(rule.required(L.contactEmail))
    .test(rule.emailIfNotEmpty(L.contactEmail))
    .test(rule.max(L.contactEmail, LIMITS.email)),
  level: rule.text().test(rule.required(L.level)),
  buildingId: rule.text().test(rule.required(L.buildingId)).test(rule.oneOf(L.buildingId, /^\d+$/)),
  opinion: rule.choice<RatingValue | ''>(L.opinion, RATING_VALUES),
  parentDuty: rule.choice<ParentDuty | ''>(L.parentDuty, values(PARENT_DUTY_OPTIONS)),
  continuation: rule.choice<Continuation | ''>(L.continuation, values(CONTINUATION_OPTIONS)),
  consent: accepted(acceptMessage(CONSENT_ACCEPT_NAME)),
  comments: rule.text().test(rule.max(L.comments, LIMITS.comments)),
})
  .strict()
  .noUnknown(true, unknownFieldsMessage)
  .typeError(INVALID_FORM_MESSAGE)
  .nonNullable(INVALID_FORM_MESSAGE)
  .defined(INVALID_FORM_MESSAGE)

const surveyFieldNameOf = (path: string) =>
  (SURVEY_FIELDS as readonly string[]).includes(path) ? path : undefined

/** Synchronous, like validateEnrollment; the payload is keyed by the survey's field names. */
export function validateSurvey(input: unknown): ValidationResult<SurveyValues> {
  return validateWith(surveySchema, input, surveyFieldNameOf)
}
