// Issue #19: Back then Forward must not lose the confirmation. The enrolment number and who sends
// the confirmation (nothing of the children) are kept in the history entry of the page that
// showed them, so they come back with that entry (Back, Forward, reload) and never with a new
// visit to the page.
import type { ConfirmationSender } from '../../domain/enrollment/constants'

const KEY = 'enrollmentNumber'
const SENDER_KEY = 'enrollmentConfirmation'

/** Notes the number in the current history entry, keeping what the router keeps there. */
export function rememberSentNumber(number: string, sender: ConfirmationSender): void {
  const state: unknown = window.history.state
  const kept = isObject(state) ? state : {}
  window.history.replaceState({ ...kept, [KEY]: number, [SENDER_KEY]: sender }, '')
}

/** The number this history entry showed, if it showed one, and who sends its confirmation. */
export function sentNumberOfEntry(): { number: string; sender: ConfirmationSender } | null {
  const state: unknown = window.history.state
  if (!isObject(state)) return null
  const number = state[KEY]
  if (typeof number !== 'string' || number === '') return null
  return { number, sender: state[SENDER_KEY] === 'mail' ? 'mail' : 'office' }
}

/** A parent who starts another enrolment leaves the confirmation behind. */
export function forgetSentNumber(): void {
  const state: unknown = window.history.state
  if (!isObject(state) || !(KEY in state)) return
  const { [KEY]: _forgotten, [SENDER_KEY]: _sender, ...rest } = state
  window.history.replaceState(rest, '')
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
