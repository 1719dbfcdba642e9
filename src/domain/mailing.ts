// Issue #34: the rules of a message the staff area sends to the mailing lists, checked the same
// way by the compose screen (src/staff/mailing/) and /api/gazda/mailing (server/routes/gazda/mailing/).
import { addFormError, emptyFormErrors, type FormErrors } from './formErrorPayload'

/** A subject a phone's inbox shows whole; longer is a paragraph typed in the wrong field. */
export const SUBJECT_MAX_LENGTH = 150
/** About five printed pages: a notice to parents, not a newsletter's archive. */
export const BODY_MAX_LENGTH = 20_000
/** The most lists one message goes to: every class and the school's two, with room to spare. */
export const MAX_MESSAGE_LISTS = 60

/** One send's name, made by the screen once per message: a second click sends nothing more. */
export const MESSAGE_KEY_PATTERN =
  '^staff:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'

export const MAILING_MESSAGES = {
  unsubscribeRequestInvalid:
    'W tym temacie nie ma ważnego kodu wypisania (unsubscribe-…). Wklej cały temat wiadomości, którą przysłał rodzic.',
  listsRequired: 'Zaznacz co najmniej jedną listę odbiorców.',
  listUnknown: (list: string) => `Szkoła nie ma listy „${list}”.`,
  subjectRequired: 'Temat wiadomości jest wymagany.',
  subjectTooLong: `Temat może mieć najwyżej ${SUBJECT_MAX_LENGTH} znaków.`,
  subjectOneLine: 'Temat musi mieścić się w jednej linii.',
  bodyRequired: 'Treść wiadomości jest wymagana.',
  bodyTooLong: `Treść może mieć najwyżej ${BODY_MAX_LENGTH.toLocaleString('pl-PL')} znaków.`,
  invalid: 'Popraw zaznaczone pola: wiadomość nie została wysłana.',
  notYourList:
    'Możesz pisać tylko do rodziców swoich klas. Wiadomości do innych klas i do całej szkoły wysyła sekretariat.',
  emailInvalid: 'Podaj poprawny adres e-mail.',
  suppressionExists: 'Ten adres jest już na liście blokad.',
  suppressionNotAdmin:
    'Można usunąć tylko adres dodany przez administratora. Adresy odrzucone przez serwer pocztowy lub wypisane przez właściciela zostają na liście.',
  suppressionMissing: 'Tego adresu nie ma na liście blokad.',
} as const

export interface MailMessageValues {
  lists: string[]
  subject: string
  text: string
}

/** Length as people count it: a Polish letter or an emoji is one character. */
const lengthOf = (text: string) => [...text].length

/**
 * The field errors of a message: at least one list, each one the school has (`known`; unchecked
 * when not given), a one-line subject and a body, each within its length.
 */
export function mailMessageErrors(
  values: MailMessageValues,
  known?: readonly string[],
): FormErrors {
  const errors = emptyFormErrors()
  if (values.lists.length === 0) addFormError(errors, 'lists', MAILING_MESSAGES.listsRequired)
  if (known)
    for (const list of new Set(values.lists))
      if (!known.includes(list)) addFormError(errors, 'lists', MAILING_MESSAGES.listUnknown(list))
  const subject = values.subject.trim()
  if (subject === '') addFormError(errors, 'subject', MAILING_MESSAGES.subjectRequired)
  else if (/[\r\n]/.test(subject)) addFormError(errors, 'subject', MAILING_MESSAGES.subjectOneLine)
  else if (lengthOf(subject) > SUBJECT_MAX_LENGTH)
    addFormError(errors, 'subject', MAILING_MESSAGES.subjectTooLong)
  if (values.text.trim() === '') addFormError(errors, 'text', MAILING_MESSAGES.bodyRequired)
  else if (lengthOf(values.text) > BODY_MAX_LENGTH)
    addFormError(errors, 'text', MAILING_MESSAGES.bodyTooLong)
  return errors
}

/** The address rule the staff accounts use: something, an @, a domain with a dot. */
export const isEmailAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
