// Pieces the form library's messages are built from: capitals, counted nouns, quoted lists, dates.
import { formatDate } from '../dates'
import { countOf, type PluralForms } from '../plural'
import type { Force, Locale, RuleLabel } from './types'
import { measure, type Measure } from './values'

/** The grammatical gender of a field's name in messages: 'Telefon' m, 'Data urodzenia' f, 'Imię' n. */
export type Gender = 'm' | 'f' | 'n'

/**
 * How a field is named. Messages take the first of validationName, label, name, type (SPEC.md §5);
 * gender is that of the name messages use (the enrolment's custom rules inflect by it).
 */
export interface FieldLabel {
  validationName?: string
  label?: string
  name?: string
  type?: string
  gender: Gender
  /** The language its messages are in (issue #35); Polish when not given. */
  language?: Locale
}

/** SPEC.md §5: validationName, label, name, type, in that order; 'Pole' when none is given. */
export function messageName(field: RuleLabel): string {
  return field.validationName || field.label || field.name || field.type || 'Pole'
}

/** What a message is built from: the field's name in messages, the rule's arguments, the value. */
export interface MessageParams {
  name: string
  args: readonly unknown[]
  value?: unknown
}

export type Message = (params: MessageParams) => string

/** {Name} in SPEC.md §5: the name with its first letter upper-cased. */
export const upper = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

const UNNAMED: Record<Locale, string> = { pl: 'Pole', en: 'This field' }

/** messageName, with an unnamed field called so in the locale's words. */
export const fieldName = (label: RuleLabel, locale: Locale) =>
  messageName({ ...label, type: label.type || UNNAMED[locale] })

/** After "mieć": 1 znak, 2 znaki, 5 znaków. */
export const CHARACTERS: PluralForms = ['znak', 'znaki', 'znaków']

/** SPEC.md §5: the message of a rule that has none of its own (the enrolment's custom rules too). */
export const FALLBACK_MESSAGE = 'Invalid field value'

/**
 * The Polish messages of accepted, number and min (on text) that the enrolment's and the survey's
 * own rules give too: each is here once, for the table (messages.ts) and for them, so that a form
 * takes these texts without the whole rule set and both locales' tables.
 */
export const PL_TEXTS = {
  accepted: (name: string) => `Proszę zaakceptować ${name}.`,
  number: (name: string) => `${upper(name)} musi być liczbą.`,
  minLength: (name: string, min: number) =>
    `${upper(name)} musi mieć przynajmniej ${countOf(min, CHARACTERS)}.`,
}
export const ITEMS: PluralForms = ['pozycję', 'pozycje', 'pozycji']

export const countedEn = (count: number, noun: string) =>
  `${count} ${noun}${count === 1 ? '' : 's'}`

/** How min, max or between measured the value, so the message speaks of length, items or value. */
export const kindOf = (value: unknown, force: unknown): Measure['kind'] | undefined =>
  measure(value, force === 'length' || force === 'value' ? (force as Force) : undefined)?.kind

export const quotedPl = (items: readonly unknown[]) =>
  items.map((i) => `„${String(i)}”`).join(' lub ')
export const quotedEn = (items: readonly unknown[]) =>
  items.map((i) => `“${String(i)}”`).join(' or ')

/** A date argument as text: Dates by their UTC day, so a message never depends on the time zone. */
export const dateText = (date: unknown) =>
  date instanceof Date ? date.toISOString().slice(0, 10) : String(date)

/** Polish messages write an ISO day as "1 września 2022"; other text stays as given. */
export const datePl = (date: unknown) => {
  const text = dateText(date)
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text) : text
}
