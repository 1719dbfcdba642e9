// The enrolment page's own Polish words: phases, block headings, buttons, confirmation.
import type { ConfirmationSender } from '../../domain/enrollment/constants'
import type { DraftFormText } from '../DraftForm'

export const START_LABEL = 'Wypełnij formularz zapisu'

export const FORM_TEXT: DraftFormText = {
  heading: 'Formularz zapisu',
  requiredNote: 'Pola oznaczone gwiazdką (*) są wymagane.',
  submitLabel: 'Wyślij zgłoszenie',
  backLabel: 'Wróć do informacji o zapisach',
}

export const BLOCKS = {
  mother: 'Matka',
  father: 'Ojciec',
  parentsNote: 'Prosimy podać dane co najmniej jednego z rodziców.',
  emergency: 'Osoba do kontaktu w nagłych wypadkach',
  address: 'Adres',
  students: 'Uczniowie',
  student: (index: number) => `Uczeń ${index + 1}`,
  addStudent: 'Dodaj ucznia',
  studentItem: (index: number) => `ucznia ${index + 1}`,
  photo: 'Zdjęcia',
} as const

export const CONFIRMATION_HEADING = 'Zgłoszenie zostało wysłane'
/**
 * The sentence around the number, which is set apart so that it never breaks (issue #19). Without
 * SMTP the server cannot mail the confirmation, so the page must not say it did (issue #18).
 */
export const CONFIRMATION_TEXT = {
  before: 'Dziękujemy. Numer zgłoszenia:',
  // A non-breaking hyphen: "e-" and "mail" never on two lines.
  after: (sender: ConfirmationSender) =>
    sender === 'mail'
      ? '. Potwierdzenie wysłaliśmy na podane adresy e\u2011mail.'
      : '. Potwierdzenie na podane adresy e\u2011mail wyśle sekretariat szkoły.',
} as const

/** The same sentence as plain text, with an ordinary hyphen. */
export const confirmationText = (number: string, sender: ConfirmationSender) =>
  `${CONFIRMATION_TEXT.before} ${number}${CONFIRMATION_TEXT.after(sender)}`.replace(/\u2011/g, '-')
export const SUMMARY_HEADING = 'Podsumowanie zgłoszenia'
export const NEW_ENROLLMENT_LABEL = 'Wypełnij kolejny formularz'
