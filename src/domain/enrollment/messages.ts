// The validation messages of SPEC.md §5's custom rules, built from a field's name and grammatical
// gender in the field's language (issue #35: the catalog src/domain/i18n/messages/enrollment.json).
// What they share with the form library (how a field is named, the fallback) is the library's:
// src/domain/formRules.
// Imported module by module: the public forms take these texts, not the library's rule tables.
import enrollmentText from '../i18n/compiled/enrollment'
import type { Language } from '../i18n/languages'
import { messageName, PL_TEXTS, upper, type FieldLabel } from '../formRules/wording'
import { PHONE_EXAMPLE } from './phone'

export { FALLBACK_MESSAGE, messageName, type FieldLabel, type Gender } from '../formRules/wording'

/** The field's language's messages, with its name and gender. */
const say = (field: FieldLabel) => {
  const t = enrollmentText.in(field.language ?? 'pl')
  const values = { name: messageName(field), gender: field.gender }
  return (id: Parameters<typeof t>[0], more: Record<string, string | number> = {}) =>
    t(id, { ...values, ...more })
}

/** SPEC.md §5 "atLeastOne" on the parents' first names. */
export const atLeastOneParentMessage = (language: Language = 'pl') =>
  enrollmentText.in(language)('atLeastOneParent')
export const AT_LEAST_ONE_PARENT_MESSAGE = atLeastOneParentMessage()

/** A body that is not an object of form values at all. */
export const notAFormMessage = (language: Language = 'pl') =>
  enrollmentText.in(language)('notAForm')
export const NOT_A_FORM_MESSAGE = notAFormMessage()

/** '{field} jest wymagane/wymagany'; the feminine 'wymagana' is ours, for 'Data urodzenia' and 'Zmiana'. */
export const requiredMessage = (field: FieldLabel) => say(field)('required')

/**
 * SPEC.md §5 '{field} powinien być nie dłuższy/dłuższa niż {n} znaków', inflected by gender as
 * requiredMessage is: 'Imię matki powinno być nie dłuższe niż 35 znaków'.
 */
export const maxMessage = (field: FieldLabel, n: number) => say(field)('max', { n })

export const exactLengthMessage = (field: FieldLabel, n: number) => say(field)('exactLength', { n })

export const emailMessage = (field: FieldLabel) => say(field)('email')

/** SPEC.md §5's validPhone message, with the format it wants (issue #33). */
export const phoneMessage = (field: FieldLabel) => say(field)('phone', { example: PHONE_EXAMPLE })

/** A name, a place or a street holding a web or e-mail address (issue #33). */
export const noLinksMessage = (field: FieldLabel) => say(field)('noLinks')

/** otherThen: the spec gives no wording. */
export const differMessage = (field: FieldLabel, other: FieldLabel) =>
  say(field)('differ', { other: messageName(other) })

export const oneOfMessage = (field: FieldLabel) => say(field)('oneOf')

export const dateMessage = (field: FieldLabel) => say(field)('date')

export const dateRangeMessage = (field: FieldLabel, min: string, max: string) =>
  say(field)('dateRange', { min, max })

/** The form library's accepted message, 'Proszę zaakceptować {name}.', naming `what` as given. */
export const acceptMessage = PL_TEXTS.accepted

/** The form library's '{Name} musi mieć przynajmniej N znaków.' */
export const minMessage = (field: FieldLabel, n: number) =>
  say({ ...field, validationName: upper(messageName(field)) })('min', { n })

/** The form library's '{Name} musi być liczbą.' */
export const numericMessage = (field: FieldLabel) =>
  say({ ...field, validationName: upper(messageName(field)) })('numeric')

/** yup's noUnknown passes the unknown keys joined with ', '. */
export const unknownFieldsMessageIn =
  (language: Language) =>
  ({ unknown }: { unknown: string }) =>
    enrollmentText.in(language)('unknownFields', { unknown, count: unknown.split(',').length })
export const unknownFieldsMessage = unknownFieldsMessageIn('pl')

export const studentsCountMessage = (min: number, max: number, language: Language = 'pl') =>
  enrollmentText.in(language)('studentsCount', { min, max })
