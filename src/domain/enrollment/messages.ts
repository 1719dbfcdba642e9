// The Polish validation messages of SPEC.md §5's custom rules, built from a field's label and
// grammatical gender. What they share with the form library (how a field is named, the fallback,
// its own messages) is the library's: src/domain/formRules.
// Imported module by module: the public forms take these texts, not the library's rule tables.
import {
  CHARACTERS,
  messageName,
  PL_TEXTS,
  type FieldLabel,
  type Gender,
} from '../formRules/wording'
import { countOf } from '../plural'
import { PHONE_EXAMPLE } from './phone'

export { FALLBACK_MESSAGE, messageName, type FieldLabel, type Gender } from '../formRules/wording'

/** SPEC.md §5 "atLeastOne" on the parents' first names. */
export const AT_LEAST_ONE_PARENT_MESSAGE = 'Minimum jeden Rodzic jest wymagany.'

/** A body that is not an object of form values at all. */
export const NOT_A_FORM_MESSAGE = 'Nieprawidłowe dane formularza.'

const REQUIRED: Record<Gender, string> = { m: 'wymagany', f: 'wymagana', n: 'wymagane' }

const characters = (n: number) => countOf(n, CHARACTERS)

/** '{field} jest wymagane/wymagany'; the feminine 'wymagana' is ours, for 'Data urodzenia' and 'Zmiana'. */
export const requiredMessage = (field: FieldLabel) =>
  `${messageName(field)} jest ${REQUIRED[field.gender]}`

/** 'powinien/powinna/powinno być': the verb agrees with the field's name (issue #19). */
const SHOULD_BE: Record<Gender, string> = {
  m: 'powinien być',
  f: 'powinna być',
  n: 'powinno być',
}

const LONGER: Record<Gender, string> = { m: 'dłuższy', f: 'dłuższa', n: 'dłuższe' }

/**
 * SPEC.md §5 '{field} powinien być nie dłuższy/dłuższa niż {n} znaków', inflected by gender as
 * requiredMessage is: 'Imię matki powinno być nie dłuższe niż 35 znaków'.
 */
export const maxMessage = (field: FieldLabel, n: number) =>
  `${messageName(field)} ${SHOULD_BE[field.gender]} nie ${LONGER[field.gender]} niż ${characters(n)}`

export const exactLengthMessage = (field: FieldLabel, n: number) =>
  `${messageName(field)} musi mieć dokładnie ${characters(n)}`

export const emailMessage = (field: FieldLabel) =>
  `${messageName(field)} nie jest poprawnym emailem`

/** SPEC.md §5's validPhone message, with the format it wants (issue #33). */
export const phoneMessage = (field: FieldLabel) =>
  `${messageName(field)} ${SHOULD_BE[field.gender]} poprawnym numerem telefonu, np. ${PHONE_EXAMPLE}`

/** A name, a place or a street holding a web or e-mail address (issue #33). */
export const noLinksMessage = (field: FieldLabel) =>
  `${messageName(field)} nie może zawierać adresu strony internetowej ani e-maila`

/** otherThen: the spec gives no wording. */
export const differMessage = (field: FieldLabel, other: FieldLabel) =>
  `${messageName(field)} musi się różnić od pola „${messageName(other)}”`

export const oneOfMessage = (field: FieldLabel) => `${messageName(field)} ma niedozwoloną wartość`

export const dateMessage = (field: FieldLabel) =>
  `${messageName(field)} musi być poprawną datą w formacie RRRR-MM-DD`

export const dateRangeMessage = (field: FieldLabel, min: string, max: string) =>
  `${messageName(field)} musi mieścić się w przedziale od ${min} do ${max}`

/** The form library's accepted message, 'Proszę zaakceptować {name}.', naming `what` as given. */
export const acceptMessage = PL_TEXTS.accepted

/** The form library's '{Name} musi mieć przynajmniej N znaków.' */
export const minMessage = (field: FieldLabel, n: number) =>
  PL_TEXTS.minLength(messageName(field), n)

/** The form library's '{Name} musi być liczbą.' */
export const numericMessage = (field: FieldLabel) => PL_TEXTS.number(messageName(field))

/** yup's noUnknown passes the unknown keys joined with ', '. */
export const unknownFieldsMessage = ({ unknown }: { unknown: string }) =>
  `${unknown.includes(',') ? 'Nieznane pola' : 'Nieznane pole'} formularza: ${unknown}`

export const studentsCountMessage = (min: number, max: number) =>
  `Formularz musi zawierać od ${min} do ${max} uczniów`
