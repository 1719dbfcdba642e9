// The custom rules of SPEC.md §5 as yup tests: `text().test(required(label)).test(max(label, 35))`.
// The messages these share with the form library (min on text, number) are the library's texts
// (src/domain/formRules/wording.ts); the rules stay here, so that the public forms do not load the
// library's whole rule set and both its locales (issue #20's byte budget).
import { string, type TestConfig } from 'yup'
import type { Language } from '../i18n/languages'
import { isIsoDay } from '../isoDay'
import { codedParams } from '../formErrorPayload'
import { EMAIL_PATTERN } from './constants'
import { formatPhone, PHONE_EXAMPLE } from './phone'
import {
  atLeastOneParentMessage,
  FALLBACK_MESSAGE,
  dateMessage,
  dateRangeMessage,
  differMessage,
  emailMessage,
  exactLengthMessage,
  maxMessage,
  minMessage,
  noLinksMessage,
  numericMessage,
  oneOfMessage,
  phoneMessage,
  requiredMessage,
  type FieldLabel,
} from './messages'

export type Rule = TestConfig<string | undefined>

/** Blank text counts as empty: required is trimmed (SPEC.md §5, form library rules). */
export const isFilled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/**
 * A text input's value. Strict, so a number or a list where text belongs is rejected rather than
 * cast; a missing value counts as empty, because Formik hands yup '' as undefined.
 */
export const text = () =>
  string().strict().typeError(FALLBACK_MESSAGE).nonNullable(FALLBACK_MESSAGE).default('')

/** A select's value: one of `values`, required; missing is reported as required. */
export const choice = <T extends string>(field: FieldLabel, values: readonly T[]) =>
  string<T>()
    .strict()
    .typeError(FALLBACK_MESSAGE)
    .nonNullable(FALLBACK_MESSAGE)
    .defined(requiredMessage(field))
    .test(required(field))
    .test(oneOf(field, values))

/** Rules other than required pass on empty values, as the spec's emailIfNotEmpty and validPhone do. */
const optional =
  (check: (value: string) => boolean) =>
  (value: string | undefined): boolean =>
    !isFilled(value) || check(value)

export const required = (field: FieldLabel): Rule => ({
  name: 'required',
  message: requiredMessage(field),
  params: codedParams('required'),
  test: isFilled,
})

/** Required only when at least one of the named sibling fields has a value. */
export const requiredIf = (field: FieldLabel, others: readonly string[]): Rule => ({
  name: 'requiredIf',
  message: requiredMessage(field),
  params: codedParams('required'),
  test: (value, context) => isFilled(value) || !others.some((key) => isFilled(context.parent[key])),
})

/** Passes when this field or any of the named siblings has a value (the parents' first names). */
export const atLeastOne = (others: readonly string[], language: Language = 'pl'): Rule => ({
  name: 'atLeastOne',
  message: atLeastOneParentMessage(language),
  params: codedParams('atLeastOneParent'),
  test: (value, context) => isFilled(value) || others.some((key) => isFilled(context.parent[key])),
})

export const emailIfNotEmpty = (field: FieldLabel): Rule => ({
  name: 'emailIfNotEmpty',
  message: emailMessage(field),
  params: codedParams('email'),
  test: optional((value) => EMAIL_PATTERN.test(value)),
})

/**
 * What reads as a web or e-mail address in a name, a city or a street: a scheme (`https://`),
 * `www.`, an `@`, or a name followed by a common top-level domain (`szkola-lombard.com`,
 * `bit.ly`). The school's mail repeats these fields to the address typed in the form, so a link
 * there would let a stranger send a phishing link in the school's name (issue #33). `St.Charles`
 * and `ul. Długa 5` are no addresses.
 */
const LINK_LIKE = new RegExp(
  '[a-z][a-z0-9+.-]*://|www\\.|@|[\\p{L}\\d-]\\.(?:com|net|org|info|biz|io|co|me|ly|us|pl|eu|uk|de|ru|cn|xyz|top|site|online|app|dev|link|click|shop|live|store|tk|ml|ga|cf|gq|ws|cc|tv|gl|gd|to|sh|su|edu|gov)(?![\\p{L}\\d])',
  'iu',
)

/** Free text that is read to people: a name, a place, a street; no web or e-mail address. */
export const noLinks = (field: FieldLabel): Rule => ({
  name: 'noLinks',
  message: noLinksMessage(field),
  params: codedParams('noLinks'),
  test: optional((value) => !LINK_LIKE.test(value)),
})

export const validPhone = (field: FieldLabel): Rule => ({
  name: 'validPhone',
  message: phoneMessage(field),
  params: codedParams('phone', { example: PHONE_EXAMPLE }),
  test: optional((value) => formatPhone(value) !== null),
})

/** A phone's number: "(630) 555-0101", "630-555-0101" and "+1 630 555 0101" are one. */
export const phoneDigits = (value: string) => formatPhone(value) ?? value.replace(/\D/g, '')

/** E-mail addresses compare without case and surrounding blanks. */
export const emailKey = (value: string) => value.trim().toLowerCase()

/** Differs from the named sibling when both are set, compared through `key`. */
export const otherThen = (
  field: FieldLabel,
  other: { name: string; label: FieldLabel },
  key: (value: string) => string,
): Rule => ({
  name: `otherThen:${other.name}`,
  message: differMessage(field, other.label),
  // The other field by its name in the form: its label is the page's language's.
  params: codedParams('differ', { other: other.name }),
  test: (value, context) => {
    const otherValue: unknown = context.parent[other.name]
    return !isFilled(value) || !isFilled(otherValue) || key(value) !== key(otherValue)
  },
})

export type TextSchema = ReturnType<typeof text>

/**
 * `schema` with otherThen against each of `others`, compared through `key` (phone digits, e-mail
 * case); `labels` names the fields in the messages.
 */
export function differsFrom<F extends string>(
  labels: Readonly<Record<F, FieldLabel>>,
  schema: TextSchema,
  name: F,
  others: readonly F[],
  key: (value: string) => string,
): TextSchema {
  return others.reduce(
    (result, other) =>
      result.test(otherThen(labels[name], { name: other, label: labels[other] }, key)),
    schema,
  )
}

export const max = (field: FieldLabel, n: number): Rule => ({
  name: 'max',
  message: maxMessage(field, n),
  params: codedParams('max', { n }),
  test: (value) => value === undefined || value.length <= n,
})

/** The form library's min on text's length, with its message; empty passes (optional). */
export const min = (field: FieldLabel, n: number): Rule => ({
  name: 'min',
  message: minMessage(field, n),
  params: codedParams('min', { n }),
  test: optional((value) => value.length >= n),
})

export const exactLength = (field: FieldLabel, n: number): Rule => ({
  name: 'exactLength',
  message: exactLengthMessage(field, n),
  params: codedParams('exactLength', { n }),
  test: optional((value) => value.length === n),
})

/** Digits only, stricter than the form library's number ('1e3', '-1'), with its message. */
export const numeric = (field: FieldLabel): Rule => ({
  name: 'numeric',
  message: numericMessage(field),
  params: codedParams('numeric'),
  test: optional((value) => /^\d+$/.test(value)),
})

/** One of the allowed values; `allowed` may also be a pattern (ids of a select). */
export const oneOf = (field: FieldLabel, allowed: readonly string[] | RegExp): Rule => ({
  name: 'oneOf',
  message: oneOfMessage(field),
  params: codedParams('oneOf'),
  test: optional((value) =>
    allowed instanceof RegExp ? allowed.test(value) : allowed.includes(value),
  ),
})

/** A real calendar day written YYYY-MM-DD, as a date input gives it. */
export const isIsoDate = (value: string): boolean => isIsoDay(value)

export const isoDate = (field: FieldLabel): Rule => ({
  name: 'isoDate',
  message: dateMessage(field),
  params: codedParams('date'),
  test: optional(isIsoDate),
})

/** Inclusive; ISO dates compare as text. Malformed dates are left to isoDate. */
export const dateBetween = (field: FieldLabel, from: string, to: string): Rule => ({
  name: 'dateBetween',
  message: dateRangeMessage(field, from, to),
  params: codedParams('dateRange', { min: from, max: to }),
  test: optional((value) => !isIsoDate(value) || (value >= from && value <= to)),
})
