// The form library's rules of SPEC.md §5, after Vue Formulate's: pure `(context, ...args) => boolean`.
import { EMAIL_PATTERN } from '../enrollment/constants'
import type { FileEntry, Force, LetterSet, RuleContext } from './types'
import { bound, isNumeric, matchesDateFormat, measure, sameValue, timeOf } from './values'

/** Polish letters beside Vue Formulate's Latin-1 ones ("Müller" passes too); 'latin' is a–z only. */
const LETTERS: Record<LetterSet, string> = {
  default: 'a-zA-ZÀ-ÖØ-öø-ÿĄąĆćĘęŁłŃńŚśŹźŻż',
  latin: 'a-zA-Z',
}

const onlyOf = (characters: string, value: unknown) =>
  typeof value === 'string' && new RegExp(`^[${characters}]+$`).test(value)

const letters = (set: LetterSet) => {
  const characters = LETTERS[set]
  if (characters === undefined) throw new TypeError(`Unknown letter set ${String(set)}`)
  return characters
}

const ACCEPTED: readonly unknown[] = ['yes', 'on', '1', 1, true, 'true']

const realClock = () => new Date()

/** The time of `compare`, or the context's clock when none is given (Vue Formulate: now). */
const limitOf = (context: RuleContext, compare: string | Date | undefined): number => {
  if (compare === undefined || compare === '') return (context.now ?? realClock)().getTime()
  const time = timeOf(compare)
  if (time === undefined) throw new TypeError(`Not a date to compare with: ${String(compare)}`)
  return time
}

/** `password` is confirmed by `password_confirm`, and `password_confirm` confirms `password`. */
export const confirmationOf = (name: string) =>
  name.endsWith('_confirm') ? name.slice(0, -'_confirm'.length) : `${name}_confirm`

/** '/^\d+$/i' in the string syntax is a pattern; a global flag would make test() stateful. */
const patternOf = (pattern: string | RegExp): RegExp | undefined => {
  if (pattern instanceof RegExp)
    return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
  const literal = /^\/(.+)\/([imsu]*)$/.exec(pattern)
  return literal ? new RegExp(literal[1] ?? '', literal[2]) : undefined
}

const isFileEntry = (value: unknown): value is FileEntry =>
  typeof value === 'object' && value !== null && typeof (value as FileEntry).type === 'string'

/** 'image/png', or 'image/*' for any image; MIME types ignore case. */
const mimeMatches = (allowed: string, type: string) => {
  const [want, got] = [allowed.toLowerCase(), type.toLowerCase()]
  return want.endsWith('/*') ? got.startsWith(want.slice(0, -1)) : got === want
}

/** Blank text is empty unless `trim` is off; so are null, undefined, [] and {}; 0 and false are not. */
export function isFilled(value: unknown, trim = true): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return (trim ? value.trim() : value) !== ''
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && !(value instanceof Date)) return Object.keys(value).length > 0
  return true
}

export const RULES = {
  accepted: ({ value }: RuleContext) => ACCEPTED.includes(value),
  after: (context: RuleContext, compare?: string | Date) => {
    const time = timeOf(context.value)
    return time !== undefined && time > limitOf(context, compare)
  },
  alpha: ({ value }: RuleContext, set: LetterSet = 'default') => onlyOf(letters(set), value),
  alphanumeric: ({ value }: RuleContext, set: LetterSet = 'default') =>
    onlyOf(`${letters(set)}0-9`, value),
  before: (context: RuleContext, compare?: string | Date) => {
    const time = timeOf(context.value)
    return time !== undefined && time < limitOf(context, compare)
  },
  /** Inclusive, unlike Vue Formulate's, so that "od 5 do 100 znaków" says what it checks. */
  between: ({ value }: RuleContext, from: number | string, to: number | string, force?: Force) => {
    const size = measure(value, force)?.size
    return size !== undefined && size >= bound('between', from) && size <= bound('between', to)
  },
  confirm: ({ value, name, getFormValues }: RuleContext, field?: string) =>
    getFormValues()[field || confirmationOf(name)] === value,
  date: ({ value }: RuleContext, format?: string) =>
    format ? matchesDateFormat(value, format) : timeOf(value) !== undefined,
  email: ({ value }: RuleContext) => typeof value === 'string' && EMAIL_PATTERN.test(value),
  endsWith: ({ value }: RuleContext, ...suffixes: string[]) =>
    typeof value === 'string' && (suffixes.length === 0 || suffixes.some((s) => value.endsWith(s))),
  in: ({ value }: RuleContext, ...allowed: unknown[]) =>
    allowed.some((item) => sameValue(item, value)),
  matches: ({ value }: RuleContext, ...patterns: (string | RegExp)[]) =>
    patterns.some((pattern) => {
      const regExp = patternOf(pattern)
      if (!regExp) return pattern === value
      return (typeof value === 'string' || typeof value === 'number') && regExp.test(String(value))
    }),
  /** Every file of the field is of one of `types`; an empty list has none of the wrong type. */
  mime: ({ value }: RuleContext, ...types: string[]) =>
    (Array.isArray(value) ? value : [value]).every(
      (file) => isFileEntry(file) && types.some((type) => mimeMatches(type, file.type)),
    ),
  min: ({ value }: RuleContext, minimum: number | string, force?: Force) => {
    const size = measure(value, force)?.size
    return size !== undefined && size >= bound('min', minimum)
  },
  max: ({ value }: RuleContext, maximum: number | string, force?: Force) => {
    const size = measure(value, force)?.size
    return size !== undefined && size <= bound('max', maximum)
  },
  not: ({ value }: RuleContext, ...forbidden: unknown[]) =>
    !forbidden.some((item) => sameValue(item, value)),
  number: ({ value }: RuleContext) => isNumeric(value),
  /** Trimmed by default, as the enrolment form's required is; 'false' is 'required:false'. */
  required: ({ value }: RuleContext, trim: boolean | 'true' | 'false' = true) =>
    isFilled(value, trim !== false && trim !== 'false'),
  startsWith: ({ value }: RuleContext, ...prefixes: string[]) =>
    typeof value === 'string' &&
    (prefixes.length === 0 || prefixes.some((p) => value.startsWith(p))),
  url: ({ value }: RuleContext) => typeof value === 'string' && isHttpUrl(value),
  /** Modifiers read by validateValue: stop at the first failure; skip all rules on an empty value. */
  bail: () => true,
  optional: () => true,
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

export type RuleName = keyof typeof RULES

/** The arguments each rule takes after its context: `['min', 5, 'length']`. */
export type RuleArgs<K extends RuleName> = (typeof RULES)[K] extends (
  context: RuleContext,
  ...args: infer A
) => boolean
  ? A
  : never

export const RULE_NAMES = Object.keys(RULES) as RuleName[]

export const isRuleName = (name: string): name is RuleName => Object.hasOwn(RULES, name)
