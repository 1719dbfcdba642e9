// Issue #34's mailing lists as the public page and the server both know them: which lists there
// are, their Polish names, and the one check of a subscribe request (the page runs it before
// sending, the API again on what arrives).
import { EMAIL_PATTERN } from '../enrollment/constants'
import { addFormError, emptyFormErrors, hasFormErrors, type FormErrors } from '../formErrorPayload'

/** The two lists every school has beside one per class (a level's id from content/school/). */
export const SCHOOL_LISTS = ['news', 'urgent'] as const
export type SchoolList = (typeof SCHOOL_LISTS)[number]

/** The longest address taken (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254

export const LIST_NAMES_PL: Record<SchoolList, string> = {
  news: 'Wiadomości szkolne',
  urgent: 'Pilne komunikaty (np. odwołane zajęcia)',
}

export const SUBSCRIBE_MESSAGES = {
  emailInvalid: 'Proszę podać poprawny adres email.',
  listsRequired: 'Wybierz co najmniej jedną listę.',
  listsRepeated: 'Każdą listę można wybrać tylko raz.',
  listUnknown: (list: string) =>
    `Nie ma listy „${list}”. Wybierz klasę szkoły, wiadomości szkolne lub pilne komunikaty.`,
} as const

/** What a subscribe asks for, as the form holds it and the API takes it. */
export interface SubscribeValues {
  email: string
  lists: string[]
}

export type SubscribeCheck =
  { valid: true; email: string; lists: string[] } | { valid: false; errors: FormErrors }

/**
 * The site's e-mail rule, and lists that are given, each once, each one the school has (`known`:
 * the levels' ids and SCHOOL_LISTS). The address is taken trimmed.
 */
export function checkSubscribe(
  values: SubscribeValues,
  known: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): SubscribeCheck {
  const errors = emptyFormErrors()
  const email = values.email.trim()
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    addFormError(errors, 'email', SUBSCRIBE_MESSAGES.emailInvalid)
  }
  if (values.lists.length === 0) addFormError(errors, 'lists', SUBSCRIBE_MESSAGES.listsRequired)
  if (new Set(values.lists).size < values.lists.length) {
    addFormError(errors, 'lists', SUBSCRIBE_MESSAGES.listsRepeated)
  }
  for (const list of new Set(values.lists)) {
    if (!known.has(list)) addFormError(errors, 'lists', SUBSCRIBE_MESSAGES.listUnknown(list))
  }
  return hasFormErrors(errors)
    ? { valid: false, errors }
    : { valid: true, email, lists: values.lists }
}
