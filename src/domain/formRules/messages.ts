// The form library's messages (SPEC.md §5): one table per locale, built from the field's name.
import { countOf } from '../plural'
import type { RuleName } from './rules'
import type { Locale, RuleLabel } from './types'
import type { Measure } from './values'
import {
  CHARACTERS,
  FALLBACK_MESSAGE,
  ITEMS,
  countedEn,
  datePl,
  dateText,
  fieldName,
  kindOf,
  PL_TEXTS,
  quotedEn,
  quotedPl,
  upper,
  type Message,
  type MessageParams,
} from './wording'

export { FALLBACK_MESSAGE }

/** bail and optional never fail; `default` answers for a value min, max or between cannot measure. */
export type MessageKey = Exclude<RuleName, 'bail' | 'optional'> | 'default'

export type MessageTable = Readonly<Record<MessageKey, Message>>

type SizeTexts = Record<Measure['kind'], () => string>

/** The text for how the rule measured the value (SPEC.md §5: "N znaków" for text, "N" for numbers). */
const bySize = (table: MessageTable, params: MessageParams, force: unknown, texts: SizeTexts) => {
  const kind = kindOf(params.value, force)
  return kind ? texts[kind]() : table.default(params)
}

/** SPEC.md §5 words accepted, confirm, default, email, min (text), max (number), number, required, url. */
export const PL: MessageTable = {
  accepted: ({ name }) => PL_TEXTS.accepted(name),
  after: ({ name, args: [date] }) =>
    date
      ? `${upper(name)} musi być datą późniejszą niż ${datePl(date)}.`
      : `${upper(name)} musi być datą w przyszłości.`,
  alpha: ({ name }) => `${upper(name)} może zawierać tylko litery.`,
  alphanumeric: ({ name }) => `${upper(name)} może zawierać tylko litery i cyfry.`,
  before: ({ name, args: [date] }) =>
    date
      ? `${upper(name)} musi być datą wcześniejszą niż ${datePl(date)}.`
      : `${upper(name)} musi być datą w przeszłości.`,
  between: (params) => {
    const { name } = params
    const [from, to, force] = params.args
    return bySize(PL, params, force, {
      number: () => `${upper(name)} musi mieścić się w przedziale od ${from} do ${to}.`,
      length: () => `${upper(name)} musi mieć od ${from} do ${to} znaków.`,
      count: () => `${upper(name)} musi mieć od ${from} do ${to} pozycji.`,
    })
  },
  confirm: ({ name }) => `${upper(name)} nie pasuje.`,
  date: ({ name, args: [format] }) =>
    format
      ? `${upper(name)} musi być poprawną datą w formacie ${format}.`
      : `${upper(name)} musi być poprawną datą.`,
  default: () => 'Pole nie jest poprawne.',
  email: () => 'Proszę podać poprawny adres email.',
  endsWith: ({ name, args }) => `${upper(name)} musi kończyć się na ${quotedPl(args)}.`,
  in: ({ name }) => `${upper(name)} ma niedozwoloną wartość.`,
  matches: ({ name }) => `${upper(name)} ma niepoprawny format.`,
  max: (params) => {
    const { name } = params
    const [max, force] = params.args
    return bySize(PL, params, force, {
      number: () => `${upper(name)} musi być mniejszy lub równy ${max}.`,
      length: () => `${upper(name)} może mieć najwyżej ${countOf(Number(max), CHARACTERS)}.`,
      count: () => `${upper(name)} może mieć najwyżej ${countOf(Number(max), ITEMS)}.`,
    })
  },
  mime: ({ name, args }) => `${upper(name)} może zawierać tylko pliki typu: ${args.join(', ')}.`,
  min: (params) => {
    const { name } = params
    const [min, force] = params.args
    return bySize(PL, params, force, {
      number: () => `${upper(name)} musi być większy lub równy ${min}.`,
      length: () => PL_TEXTS.minLength(name, Number(min)),
      count: () => `${upper(name)} musi mieć przynajmniej ${countOf(Number(min), ITEMS)}.`,
    })
  },
  not: ({ name }) => `${upper(name)} ma niedozwoloną wartość.`,
  number: ({ name }) => PL_TEXTS.number(name),
  required: ({ name }) => `${upper(name)} jest wymagane.`,
  startsWith: ({ name, args }) => `${upper(name)} musi zaczynać się od ${quotedPl(args)}.`,
  url: () => 'Proszę wprowadzić poprawny adres URL.',
}

/** After Vue Formulate's English locale. */
export const EN: MessageTable = {
  accepted: ({ name }) => `Please accept the ${name}.`,
  after: ({ name, args: [date] }) =>
    date
      ? `${upper(name)} must be after ${dateText(date)}.`
      : `${upper(name)} must be a later date.`,
  alpha: ({ name }) => `${upper(name)} can only contain alphabetical characters.`,
  alphanumeric: ({ name }) => `${upper(name)} can only contain letters and numbers.`,
  before: ({ name, args: [date] }) =>
    date
      ? `${upper(name)} must be before ${dateText(date)}.`
      : `${upper(name)} must be an earlier date.`,
  between: (params) => {
    const { name } = params
    const [from, to, force] = params.args
    return bySize(EN, params, force, {
      number: () => `${upper(name)} must be between ${from} and ${to}.`,
      length: () => `${upper(name)} must be between ${from} and ${to} characters long.`,
      count: () => `${upper(name)} must have between ${from} and ${to} items.`,
    })
  },
  confirm: ({ name }) => `${upper(name)} does not match.`,
  date: ({ name, args: [format] }) =>
    format
      ? `${upper(name)} is not a valid date, please use the format ${format}.`
      : `${upper(name)} is not a valid date.`,
  default: () => 'This field isn’t valid.',
  email: () => 'Please enter a valid email address.',
  endsWith: ({ name, args }) => `${upper(name)} must end with ${quotedEn(args)}.`,
  in: ({ name }) => `This is not an allowed ${name}.`,
  matches: ({ name }) => `${upper(name)} is not an allowed value.`,
  max: (params) => {
    const { name } = params
    const [max, force] = params.args
    return bySize(EN, params, force, {
      number: () => `${upper(name)} must be less than or equal to ${max}.`,
      length: () =>
        `${upper(name)} must be less than or equal to ${countedEn(Number(max), 'character')} long.`,
      count: () => `You may only select ${max} ${name}.`,
    })
  },
  mime: ({ name, args }) => `${upper(name)} must be of the type: ${args.join(', ')}.`,
  min: (params) => {
    const { name } = params
    const [min, force] = params.args
    return bySize(EN, params, force, {
      number: () => `${upper(name)} must be at least ${min}.`,
      length: () => `${upper(name)} must be at least ${countedEn(Number(min), 'character')} long.`,
      count: () => `You need at least ${min} ${name}.`,
    })
  },
  not: ({ name, value }) => `“${String(value)}” is not an allowed ${name}.`,
  number: ({ name }) => `${upper(name)} must be a number.`,
  required: ({ name }) => `${upper(name)} is required.`,
  startsWith: ({ name, args }) => `${upper(name)} must start with ${quotedEn(args)}.`,
  url: () => 'Please include a valid url.',
}

export const MESSAGES: Readonly<Record<Locale, MessageTable>> = { pl: PL, en: EN }

const isMessageKey = (table: MessageTable, rule: string): rule is MessageKey =>
  Object.hasOwn(table, rule)

export interface RuleMessageInput {
  rule: string
  label: RuleLabel
  args?: readonly unknown[]
  value?: unknown
  locale?: Locale
}

/** The message of a failed rule; a rule with no message of its own gets SPEC.md §5's fallback. */
export function ruleMessage({ rule, label, args = [], value, locale = 'pl' }: RuleMessageInput) {
  const table = MESSAGES[locale]
  if (!isMessageKey(table, rule)) return FALLBACK_MESSAGE
  return table[rule]({ name: fieldName(label, locale), args, value })
}
