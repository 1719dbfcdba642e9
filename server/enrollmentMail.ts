import type { EnrollmentValues, StudentValues } from '../src/domain/enrollment'
import {
  ENROLLMENT_DESCRIPTIONS as FAMILY,
  STUDENT_DESCRIPTIONS as STUDENT,
  type FieldDescription,
} from '../src/domain/enrollment/fields'
import { fieldWord, lineWords, type SchoolNames } from '../src/domain/enrollment/words'
import { routes, STAFF_KINDS } from '../src/domain/routes'
import type { OfficeContact } from './content/office'
import type { MailMessage } from './mail'

/** "label: value" for each field its description says the mail names (fields.ts `mail`). */
const mailLines = <F extends string>(
  descriptions: Record<F, FieldDescription>,
  values: Partial<Record<NoInfer<F>, unknown>>,
  school: SchoolNames,
  indent = '',
) =>
  (Object.keys(descriptions) as F[])
    .filter((name) => descriptions[name].mail)
    .map(
      (name) =>
        `${indent}${descriptions[name].label}: ${fieldWord(descriptions[name], values[name], school)}\n`,
    )
    .join('')

/** SPEC.md §5 requires only the emergency phone: the name is there when it was given. */
const emergencyContact = (values: EnrollmentValues) =>
  [lineWords(FAMILY, values, 'name', 'emergency'), values.erPhone].filter(Boolean).join(', ')

const child = (s: StudentValues, i: number, school: SchoolNames) =>
  `${i + 1}. ${lineWords(STUDENT, s, 'name')}, ur. ${fieldWord(STUDENT.birthDate, s.birthDate, school)}\n` +
  mailLines(STUDENT, s, school, '   ')

/**
 * The confirmation the parents get: that the application was received, the number to quote and
 * what they sent, to check it, in the words the form showed them (issue #18: "klasa: klasa-3" meant nothing to a parent).
 */
export function parentsConfirmation(
  values: EnrollmentValues,
  number: string,
  school: SchoolNames,
  contact?: { office: OfficeContact; siteUrl: string },
): MailMessage | null {
  const to = [values.motherEmail, values.fatherEmail].filter((email) => email.trim() !== '')
  if (to.length === 0) return null
  const children = values.students.map((s, i) => child(s, i, school)).join('')
  return {
    to,
    ...(contact && { replyTo: contact.office.email }),
    // Issue #31: received, not accepted ("Przyjęte" is the office's decision, mailed apart).
    subject: `Polska Szkoła w Lombard: otrzymaliśmy zgłoszenie nr ${number}`,
    text:
      `Dziękujemy za zgłoszenie dzieci do Polskiej Szkoły w Lombard. Otrzymaliśmy je i ` +
      `sekretariat wkrótce je rozpatrzy; o decyzji dla każdego dziecka napiszemy w osobnej ` +
      `wiadomości.\n\n` +
      `Numer zgłoszenia: ${number}\n\nUczniowie:\n${children}\n` +
      `Adres: ${values.address}, ${lineWords(FAMILY, values, 'place', 'address')}\n` +
      `Kontakt w nagłych wypadkach: ${emergencyContact(values)}\n` +
      mailLines(FAMILY, values, school) +
      `\nJeśli coś się nie zgadza, prosimy o kontakt z sekretariatem szkoły, podając numer zgłoszenia.\n` +
      (contact ? nextStepsAndContact(contact.office, contact.siteUrl) : ''),
  }
}

/**
 * Issue #33: what comes next and how to reach the office, from content/office/ (the staff area's
 * "Sekretariat"): a parent can answer this mail, call, or read the fees and the calendar.
 */
function nextStepsAndContact(office: OfficeContact, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  const steps = office.nextSteps ? `${office.nextSteps}\n` : ''
  return (
    `\nCo dalej:\n${steps}` +
    `Opłaty za szkołę: ${base}${routes.page('oplaty-za-szkole')}\n` +
    `Kalendarz zajęć: ${base}${routes.calendar()}\n` +
    `\nSekretariat szkoły:\n` +
    `E-mail: ${office.email} (można też odpowiedzieć na tę wiadomość)\n` +
    (office.phone ? `Telefon: ${office.phone}\n` : '') +
    (office.hours ? `${office.hours}\n` : '')
  )
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
