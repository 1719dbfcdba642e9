import { Type, type Static } from '@sinclair/typebox'
import { EMAIL_PATTERN } from '../../src/domain/enrollment/constants'
import {
  addFormError,
  emptyFormErrors,
  hasFormErrors,
  type FormErrors,
} from '../../src/domain/formErrors'
import { EMAIL_MAX_LENGTH } from './model'
import { SUBSCRIBE_MESSAGES } from './texts'

/** POST /api/subscriptions: an address and the lists it asks for; nothing else is taken. */
export const SubscribeBody = Type.Object(
  {
    email: Type.String({ maxLength: 1000 }),
    lists: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }),
  },
  { additionalProperties: false },
)
export type SubscribeBody = Static<typeof SubscribeBody>

/** The same answer whatever the address was: a stranger learns nothing from it (issue #34). */
export const SubscribeAccepted = Type.Object({ status: Type.Literal('pending') })

export type SubscribeCheck =
  { valid: true; email: string; lists: string[] } | { valid: false; errors: FormErrors }

/** The site's e-mail rule, and lists that are given, each once, each one the school has. */
export function checkSubscribe(body: SubscribeBody, known: Map<string, string>): SubscribeCheck {
  const errors = emptyFormErrors()
  const email = body.email.trim()
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    addFormError(errors, 'email', SUBSCRIBE_MESSAGES.emailInvalid)
  }
  if (body.lists.length === 0) addFormError(errors, 'lists', SUBSCRIBE_MESSAGES.listsRequired)
  if (new Set(body.lists).size < body.lists.length) {
    addFormError(errors, 'lists', SUBSCRIBE_MESSAGES.listsRepeated)
  }
  for (const list of new Set(body.lists)) {
    if (!known.has(list)) addFormError(errors, 'lists', SUBSCRIBE_MESSAGES.listUnknown(list))
  }
  return hasFormErrors(errors)
    ? { valid: false, errors }
    : { valid: true, email, lists: body.lists }
}
