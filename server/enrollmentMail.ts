import { formatIsoDay } from '../src/domain/isoDay'
import type { EnrollmentValues } from '../src/domain/enrollment'
import { ENROLLMENT_LABELS, STUDENT_LABELS } from '../src/domain/enrollment/labels'
import {
  levelWord,
  photoWord,
  shiftWord,
  subjectWord,
  type SchoolNames,
} from '../src/domain/enrollment/words'
import { routes, STAFF_KINDS } from '../src/domain/routes'
import type { MailMessage } from './mail'

/** SPEC.md §5 requires only the emergency phone: the name is there when it was given. */
const emergencyContact = (values: EnrollmentValues) =>
  [`${values.erFirstName} ${values.erLastName}`.trim(), values.erPhone].filter(Boolean).join(', ')

/**
 * The confirmation the parents get: the number to quote and what they sent, to check it, in the
 * words the form showed them (issue #18: "klasa: klasa-3" meant nothing to a parent).
 */
export function parentsConfirmation(
  values: EnrollmentValues,
  number: string,
  school: SchoolNames,
): MailMessage | null {
  const to = [values.motherEmail, values.fatherEmail].filter((email) => email.trim() !== '')
  if (to.length === 0) return null
  const children = values.students
    .map((s, i) =>
      [
        `${i + 1}. ${s.firstName} ${s.lastName}, ur. ${formatIsoDay(s.birthDate)}`,
        `   ${STUDENT_LABELS.level.label}: ${levelWord(school, s.level)}`,
        `   ${STUDENT_LABELS.buildingId.label}: ${shiftWord(school, s.buildingId)}`,
        `   ${STUDENT_LABELS.subjects.label}: ${subjectWord(s.subjects)}`,
      ].join('\n'),
    )
    .join('\n')
  return {
    to,
    subject: `Polska Szkoła w Lombard: zgłoszenie nr ${number} przyjęte`,
    text:
      `Dziękujemy za zapisanie dzieci do Polskiej Szkoły w Lombard.\n\n` +
      `Numer zgłoszenia: ${number}\n\nUczniowie:\n${children}\n\n` +
      `Adres: ${values.address}, ${values.city}, ${values.state} ${values.zip}\n` +
      `Kontakt w nagłych wypadkach: ${emergencyContact(values)}\n` +
      `${ENROLLMENT_LABELS.photo.label}: ${photoWord(values.photo)}\n\n` +
      `Jeśli coś się nie zgadza, prosimy o kontakt z sekretariatem szkoły, podając numer zgłoszenia.\n`,
  }
}

/** The enrolment's record in the staff area, absolute: a mail program has no page to be relative to. */
export const enrollmentRecordUrl = (siteUrl: string, id: number) =>
  `${siteUrl}${routes.staffRecord(STAFF_KINDS.enrollments, id)}`

/** The office's notice carries the number, the count and the link to the record only. */
export function officeNotice(
  officeEmail: string,
  enrollment: { id: number; number: string; count: number; duplicate: boolean },
  siteUrl: string,
): MailMessage {
  const { id, number, count, duplicate } = enrollment
  return {
    to: [officeEmail],
    subject: `Nowe zgłoszenie nr ${number}`,
    text:
      `Nowe zgłoszenie nr ${number}: uczniów ${count}.` +
      (duplicate ? '\nUwaga: możliwy duplikat wcześniejszego zgłoszenia.' : '') +
      `\n\nZgłoszenie w panelu: ${enrollmentRecordUrl(siteUrl, id)}\n`,
  }
}
