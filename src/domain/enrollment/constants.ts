// The enrolment form's limits, defaults and option lists (SPEC.md §3, §5 and §9).

/** SPEC.md §9 "Field limits", in characters. */
export const LIMITS = {
  firstName: 35,
  lastName: 75,
  email: 75,
  addressMin: 5,
  addressMax: 100,
  city: 35,
  zip: 5,
  state: 2,
  comments: 2000,
  /** Not in the spec: a bound for the free-text birth country, as long as a last name. */
  birthCountry: 75,
} as const

/** SPEC.md §3 "Student block": the birth date input's min and max, inclusive. */
export const BIRTH_DATE_MIN = '2007-01-01'
export const BIRTH_DATE_MAX = '2022-09-01'

/** SPEC.md §4 "Repeatable groups": the students list never goes below one; the cap guards the API. */
export const MIN_STUDENTS = 1
export const MAX_STUDENTS = 10

/** SPEC.md §9 defaults. */
export const DEFAULT_STATE = 'IL'
export const DEFAULT_PHOTO = 'Y'
export const DEFAULT_BIRTH_COUNTRY = 'USA'
export const DEFAULT_SUBJECT = 'full'
export const INITIAL_PHASE = 'info'

/** The 50 US state codes of the address block's select, in alphabetical order of the code. */
export const US_STATE_CODES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'IA', 'ID', 'IL', 'IN', 'KS', 'KY', 'LA', 'MA', 'MD',
  'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH',
  'NJ', 'NM', 'NV', 'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
] as const // prettier-ignore

export type UsStateCode = (typeof US_STATE_CODES)[number]

export interface SelectOption<V extends string = string> {
  value: V
  label: string
}

/** SPEC.md §3 "Subject options"; the spec's 'Wszystkie zajecia' is a typo (issue #19), spelt right here. */
export const SUBJECT_OPTIONS = [
  { value: 'full', label: 'Wszystkie zajęcia' },
  { value: 'religia', label: 'Tylko religia' },
  { value: 'wolny', label: 'Wolny słuchacz' },
] as const satisfies readonly SelectOption[]

export type Subject = (typeof SUBJECT_OPTIONS)[number]['value']
export const SUBJECTS: readonly Subject[] = SUBJECT_OPTIONS.map((option) => option.value)

/** The photo consent: "Y" (default, SPEC.md §9) or "N". */
export const PHOTO_OPTIONS = [
  { value: 'Y', label: 'Tak' },
  { value: 'N', label: 'Nie' },
] as const satisfies readonly SelectOption[]

export type Photo = (typeof PHOTO_OPTIONS)[number]['value']
export const PHOTOS: readonly Photo[] = PHOTO_OPTIONS.map((option) => option.value)

/**
 * The WHATWG e-mail pattern (the one yup uses), but with a dot in the domain: a school writes to
 * real addresses, never to `jan@localhost`.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/**
 * Who sends the parents their confirmation, as the API answers it (issue #18): 'mail' when the
 * server mails it, 'office' when it has no SMTP and the mail waits in the outbox for the office.
 */
export const CONFIRMATION_SENDERS = ['mail', 'office'] as const
export type ConfirmationSender = (typeof CONFIRMATION_SENDERS)[number]
