// Runs a field's list of form library rules (SPEC.md §5) and collects the messages of those that fail.
import { ruleMessage } from './messages'
import { RULES, isFilled, isRuleName, type RuleArgs, type RuleName } from './rules'
import type { FormValues, Locale, RuleContext, RuleLabel } from './types'

/** One rule and its arguments, as Vue Formulate's array syntax writes it: `['min', 5, 'length']`. */
export type RuleSpec = { [K in RuleName]: readonly [K, ...RuleArgs<K>] }[RuleName]

/** A list of rules, or Vue Formulate's string syntax: 'bail|required|min:5,length'. */
export type Validation = string | readonly RuleSpec[]

type LooseSpec = readonly [RuleName, ...unknown[]]

/** The field a value belongs to; its name also names it in messages when the label gives none. */
export interface FieldContext {
  name: string
  label?: RuleLabel
  getFormValues?: () => FormValues
  now?: () => Date
}

/**
 * 'required|min:5,length' → [['required'], ['min', '5', 'length']]. Arguments stay text, as in Vue
 * Formulate; a pattern holding '|' or ',' needs the array syntax. An unknown rule throws.
 */
export function parseRules(validation: string): LooseSpec[] {
  return validation
    .split('|')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const colon = part.indexOf(':')
      const name = (colon < 0 ? part : part.slice(0, colon)).trim()
      if (!isRuleName(name)) throw new TypeError(`Unknown form rule "${name}" in "${validation}"`)
      return colon < 0 ? [name] : [name, ...part.slice(colon + 1).split(',')]
    })
}

type AnyRule = (context: RuleContext, ...args: readonly unknown[]) => boolean

/** Applies one rule; the arguments are checked by the rule itself when they come as text. */
export const passes = (rule: RuleName, context: RuleContext, args: readonly unknown[]) =>
  (RULES[rule] as AnyRule)(context, ...args)

/**
 * The messages of the failing rules, in order. `optional` skips every rule when the value is empty;
 * after `bail`, the first failing rule ends the list (Vue Formulate: "the first subsequent error").
 */
export function validateValue(
  value: unknown,
  validation: Validation,
  field: FieldContext,
  locale: Locale = 'pl',
): string[] {
  const specs: readonly LooseSpec[] =
    typeof validation === 'string' ? parseRules(validation) : validation
  if (specs.some(([rule]) => rule === 'optional') && !isFilled(value)) return []
  const context: RuleContext = {
    value,
    name: field.name,
    getFormValues: field.getFormValues ?? (() => ({})),
    now: field.now,
  }
  const label = { ...field.label, name: field.label?.name || field.name }
  const messages: string[] = []
  let bailing = false
  for (const [rule, ...args] of specs) {
    if (rule === 'bail') bailing = true
    if (passes(rule, context, args)) continue
    messages.push(ruleMessage({ rule, label, args, value, locale }))
    if (bailing) break
  }
  return messages
}
