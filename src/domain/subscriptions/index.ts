// Issue #34's mailing lists as the public page and the server both know them: which lists there
// are, their names, and the one check of a subscribe request (the page runs it before sending,
// the API again on what arrives), in the page's language (issue #35).
import { EMAIL_PATTERN } from '../enrollment/constants'
import { addFormError, emptyFormErrors, hasFormErrors, type FormErrors } from '../formErrorPayload'
import subscribeText from '../i18n/compiled/subscribe'
import type { Language } from '../i18n/languages'

/** The two lists every school has beside one per class (a level's id from content/school/). */
export const SCHOOL_LISTS = ['news', 'urgent'] as const
export type SchoolList = (typeof SCHOOL_LISTS)[number]

/** The longest address taken (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254

/** The school's two lists' names in a language. */
export const schoolListNames = (language: Language): Record<SchoolList, string> => {
  const t = subscribeText.in(language)
  return { news: t('news'), urgent: t('urgent') }
}

export const LIST_NAMES_PL = schoolListNames('pl')

/** The check's messages in a language. */
export function subscribeMessages(language: Language) {
  const t = subscribeText.in(language)
  return {
    emailInvalid: t('emailInvalid'),
    listsRequired: t('listsRequired'),
    listsRepeated: t('listsRepeated'),
    listUnknown: (list: string) => t('listUnknown', { list }),
  }
}

export const SUBSCRIBE_MESSAGES = subscribeMessages('pl')

/** What a subscribe asks for, as the form holds it and the API takes it. */
export interface SubscribeValues {
  email: string
  lists: string[]
}

export type SubscribeCheck =
  { valid: true; email: string; lists: string[] } | { valid: false; errors: FormErrors }

/**
 * The site's e-mail rule, and lists that are given, each once, each one the school has (`known`:
 * the levels' ids and SCHOOL_LISTS), its messages in `language`. The address is taken trimmed.
 */
export function checkSubscribe(
  values: SubscribeValues,
  known: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  language: Language = 'pl',
): SubscribeCheck {
  const messages = subscribeMessages(language)
  const errors = emptyFormErrors()
  const email = values.email.trim()
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    addFormError(errors, 'email', messages.emailInvalid)
  }
  if (values.lists.length === 0) addFormError(errors, 'lists', messages.listsRequired)
  if (new Set(values.lists).size < values.lists.length) {
    addFormError(errors, 'lists', messages.listsRepeated)
  }
  for (const list of new Set(values.lists)) {
    if (!known.has(list)) addFormError(errors, 'lists', messages.listUnknown(list))
  }
  return hasFormErrors(errors)
    ? { valid: false, errors }
    : { valid: true, email, lists: values.lists }
}
