// The Polish validation messages of SPEC.md §5, built from a field's label and grammatical gender.
import { plural } from '../plural'

/** The grammatical gender of a field's name in messages: 'Telefon' m, 'Data urodzenia' f, 'Imię' n. */
export type Gender = 'm' | 'f' | 'n'

/**
 * How a field is named. Messages take the first of validationName, label, name, type (SPEC.md §5);
 * gender is that of the name messages use.
 */
export interface FieldLabel {
  validationName?: string
  label?: string
  name?: string
  type?: string
  gender: Gender
}

/** SPEC.md §5: the message of a rule that has none of its own. */
export const FALLBACK_MESSAGE = 'Invalid field value'

/** SPEC.md §5 "atLeastOne" on the parents' first names. */
export const AT_LEAST_ONE_PARENT_MESSAGE = 'Minimum jeden Rodzic jest wymagany.'

/** A body that is not an object of form values at all. */
export const NOT_A_FORM_MESSAGE = 'Nieprawidłowe dane formularza.'

export function messageName(field: FieldLabel): string {
  return field.validationName || field.label || field.name || field.type || 'Pole'
}

const REQUIRED: Record<Gender, string> = { m: 'wymagany', f: 'wymagana', n: 'wymagane' }

const CHARACTERS = ['znak', 'znaki', 'znaków'] as const

const characters = (n: number) => `${n} ${plural(n, CHARACTERS)}`

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

/** The form library's '{Name} musi mieć przynajmniej N znaków.' */
export const minMessage = (field: FieldLabel, n: number) =>
  `${messageName(field)} musi mieć przynajmniej ${characters(n)}.`

export const exactLengthMessage = (field: FieldLabel, n: number) =>
  `${messageName(field)} musi mieć dokładnie ${characters(n)}`

/** The form library's '{Name} musi być liczbą.' */
export const numericMessage = (field: FieldLabel) => `${messageName(field)} musi być liczbą.`

export const emailMessage = (field: FieldLabel) =>
  `${messageName(field)} nie jest poprawnym emailem`

export const phoneMessage = (field: FieldLabel) =>
  `${messageName(field)} ${SHOULD_BE[field.gender]} poprawnym numerem telefonu`

/** otherThen: the spec gives no wording. */
export const differMessage = (field: FieldLabel, other: FieldLabel) =>
  `${messageName(field)} musi się różnić od pola „${messageName(other)}”`

export const oneOfMessage = (field: FieldLabel) => `${messageName(field)} ma niedozwoloną wartość`

export const dateMessage = (field: FieldLabel) =>
  `${messageName(field)} musi być poprawną datą w formacie RRRR-MM-DD`

export const dateRangeMessage = (field: FieldLabel, min: string, max: string) =>
  `${messageName(field)} musi mieścić się w przedziale od ${min} do ${max}`

/** The form library's 'Proszę zaakceptować {name}.' */
export const acceptMessage = (what: string) => `Proszę zaakceptować ${what}.`

/** yup's noUnknown passes the unknown keys joined with ', '. */
export const unknownFieldsMessage = ({ unknown }: { unknown: string }) =>
  `${unknown.includes(',') ? 'Nieznane pola' : 'Nieznane pole'} formularza: ${unknown}`

export const studentsCountMessage = (min: number, max: number) =>
  `Formularz musi zawierać od ${min} do ${max} uczniów`
