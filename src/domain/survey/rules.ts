// The survey's rules that read the answer's mode (SPEC.md §5 "Second rule set"): the same yup
// schema then decides requirement in the browser form and on the server.
import type { TestContext } from 'yup'
import { codedParams } from '../formErrorPayload'
import { oneOfMessage, requiredMessage } from '../enrollment/messages'
import { isFilled, type Rule } from '../enrollment/rules'
import type { FieldLabel } from '../formRules/wording'
import { ACCEPTED, NOT_ACCEPTED } from './answers'
import type { Language } from '../i18n/languages'
import { noContactMessage, onlyReturningMessage } from './labels'
import { isSurveyMode, type SurveyMode } from './options'
import { CONTACT_FIELDS, requiredFieldsOf, type SurveyField } from './values'

const NEW_FAMILY: SurveyMode = 'nowa'

/** The answer's mode; '' while none (or no valid one) is chosen. */
const modeOf = (context: TestContext): SurveyMode | '' => {
  const mode: unknown = (context.parent as { mode?: unknown } | undefined)?.mode
  return isSurveyMode(mode) ? mode : ''
}

const isRequired = (context: TestContext, name: SurveyField) =>
  requiredFieldsOf(modeOf(context)).includes(name)

/** Required when the answer's mode lists the field (requiredFieldsOf). */
export const requiredInMode = (field: FieldLabel, name: SurveyField): Rule => ({
  name: 'requiredInMode',
  message: requiredMessage(field),
  params: codedParams('required'),
  test: (value, context) => isFilled(value) || !isRequired(context, name),
})

/** A question for returning families: a new family leaves it empty. */
export const onlyReturning = (field: FieldLabel): Rule => ({
  name: 'onlyReturning',
  message: onlyReturningMessage(field),
  params: codedParams('onlyReturning'),
  test: (value, context) => !isFilled(value) || modeOf(context) !== NEW_FAMILY,
})

/**
 * The accept button: "1" or "0", missing counting as "0". Required means the form library's
 * accepted ('Proszę zaakceptować {name}.', given as `notAccepted`) where the mode requires it. One
 * message at a time.
 */
export const acceptance = (field: FieldLabel, name: SurveyField, notAccepted: string): Rule => ({
  name: 'acceptance',
  test: (value, context) => {
    const answer = value ?? NOT_ACCEPTED
    if (answer !== ACCEPTED && answer !== NOT_ACCEPTED)
      return context.createError({ message: oneOfMessage(field) })
    if (answer !== ACCEPTED && isRequired(context, name))
      return context.createError({ message: notAccepted })
    return true
  },
})

/** On the last contact field: one of the family's contacts is given, in either mode. */
export const oneContact = (language: Language): Rule => ({
  name: 'oneContact',
  message: noContactMessage(language),
  params: codedParams('noContact'),
  test: (value, context) =>
    isFilled(value) ||
    modeOf(context) === '' ||
    CONTACT_FIELDS.some((name) => isFilled((context.parent as Record<string, unknown>)[name])),
})
