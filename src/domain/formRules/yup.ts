// Plugs the form library's rules into yup: `string().test(yupTest('email', [], label, 'pl'))`.
import type { AnyObject, TestConfig, TestContext } from 'yup'
import { ruleMessage } from './messages'
import type { RuleArgs, RuleName } from './rules'
import type { FormValues, Locale, RuleContext, RuleLabel } from './types'
import { passes, validateValue, type Validation } from './validate'

/** The last step of yup's path: `students[0].firstName` → `firstName`, the key among its siblings. */
const fieldNameOf = (path = '') => path.slice(path.lastIndexOf('.') + 1).replace(/\[\d+\]$/, '')

/** after and before read the clock from `validate(values, { context: { now } })` when it is given. */
const clockOf = (context: TestContext<AnyObject>): (() => Date) | undefined => {
  const now: unknown = context.options.context?.now
  return typeof now === 'function' ? (now as () => Date) : undefined
}

/** The rule's view of a yup test: the siblings are the form values; the key names an unnamed label. */
const fieldOf = (value: unknown, context: TestContext<AnyObject>, label: RuleLabel) => {
  const name = fieldNameOf(context.path) || label.name || ''
  const formValues: FormValues = context.parent ?? {}
  const rule: RuleContext = { value, name, getFormValues: () => formValues, now: clockOf(context) }
  return { rule, label: { ...label, name: label.name || name } }
}

/** One rule as a yup test: the siblings are the form values, and the message is the locale's. */
export function yupTest<K extends RuleName>(
  rule: K,
  args: RuleArgs<K>,
  label: RuleLabel,
  locale: Locale = 'pl',
): TestConfig<unknown, AnyObject> {
  return {
    name: rule,
    test(value, context) {
      const field = fieldOf(value, context, label)
      if (passes(rule, field.rule, args)) return true
      const message = ruleMessage({ rule, label: field.label, args, value, locale })
      return context.createError({ message })
    },
  }
}

/** A whole rule list, with bail and optional, as one yup test reporting the first message. */
export function yupRules(
  validation: Validation,
  label: RuleLabel,
  locale: Locale = 'pl',
): TestConfig<unknown, AnyObject> {
  return {
    name: 'formRules',
    test(value, context) {
      const { rule, label: named } = fieldOf(value, context, label)
      const [message] = validateValue(value, validation, { ...rule, label: named }, locale)
      return message === undefined || context.createError({ message })
    },
  }
}
