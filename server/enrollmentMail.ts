import type { EnrollmentValues } from '../src/domain/enrollment'
import type { MailMessage } from './mail'

const SUBJECT_LABELS: Record<string, string> = {
  full: 'wszystkie zajęcia',
  religia: 'tylko religia',
  wolny: 'wolny słuchacz',
}

/** The confirmation the parents get: the number to quote and what they sent, to check it. */
export function parentsConfirmation(values: EnrollmentValues, number: string): MailMessage | null {
  const to = [values.motherEmail, values.fatherEmail].filter((email) => email.trim() !== '')
  if (to.length === 0) return null
  const children = values.students
    .map(
      (s, i) =>
        `${i + 1}. ${s.firstName} ${s.lastName}, ur. ${s.birthDate}, klasa: ${s.level}, ` +
        `zajęcia: ${SUBJECT_LABELS[s.subjects] ?? s.subjects}`,
    )
    .join('\n')
  return {
    to,
    subject: `Polska Szkoła w Lombard: zgłoszenie nr ${number} przyjęte`,
    text:
      `Dziękujemy za zapisanie dzieci do Polskiej Szkoły w Lombard.\n\n` +
      `Numer zgłoszenia: ${number}\n\nUczniowie:\n${children}\n\n` +
      `Adres: ${values.address}, ${values.city}, ${values.state} ${values.zip}\n` +
      `Kontakt w nagłych wypadkach: ${values.erFirstName} ${values.erLastName}, ${values.erPhone}\n\n` +
      `Jeśli coś się nie zgadza, prosimy o kontakt z sekretariatem szkoły, podając numer zgłoszenia.\n`,
  }
}

/** The office's notice carries the number and the count only; the details are in /gazda/. */
export function officeNotice(
  officeEmail: string,
  number: string,
  count: number,
  duplicate: boolean,
) {
  return {
    to: [officeEmail],
    subject: `Nowe zgłoszenie nr ${number}`,
    text:
      `Nowe zgłoszenie nr ${number}: uczniów ${count}.` +
      (duplicate ? '\nUwaga: możliwy duplikat wcześniejszego zgłoszenia.' : '') +
      `\n\nSzczegóły w panelu: /gazda/enrollments/\n`,
  }
}
