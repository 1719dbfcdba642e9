import type { EnrollmentValues, StudentValues } from '../src/domain/enrollment'
import { familyDescriptionsIn, studentDescriptionsIn } from '../src/domain/enrollment/english'
import {
  ENROLLMENT_DESCRIPTIONS as FAMILY,
  type FieldDescription,
} from '../src/domain/enrollment/fields'
import mailText from '../src/domain/i18n/compiled/enrollmentMail'
import { pathIn, type Language } from '../src/domain/i18n/languages'
import { fieldWord, lineWords, type SchoolNames } from '../src/domain/enrollment/words'
import { routes, STAFF_KINDS } from '../src/domain/routes'
import type { OfficeContact } from './content/office'
import type { MailMessage } from './mail'

/** "label: value" for each field its description says the mail names (fields.ts `mail`). */
const mailLines = <F extends string>(
  descriptions: Record<F, FieldDescription>,
  values: Partial<Record<NoInfer<F>, unknown>>,
  school: SchoolNames,
  language: Language,
  indent = '',
) =>
  (Object.keys(descriptions) as F[])
    .filter((name) => descriptions[name].mail)
    .map(
      (name) =>
        `${indent}${descriptions[name].label}: ${fieldWord(descriptions[name], values[name], school, 'people', language)}\n`,
    )
    .join('')

/** SPEC.md §5 requires only the emergency phone: the name is there when it was given. */
const emergencyContact = (values: EnrollmentValues) =>
  [lineWords(FAMILY, values, 'name', 'emergency'), values.erPhone].filter(Boolean).join(', ')

const child = (s: StudentValues, i: number, school: SchoolNames, language: Language) => {
  const student = studentDescriptionsIn(language)
  const day = fieldWord(student.birthDate, s.birthDate, school, 'people', language)
  return (
    `${i + 1}. ${lineWords(student, s, 'name')}, ${mailText.in(language)('born', { day })}\n` +
    mailLines(student, s, school, language, '   ')
  )
}

/**
 * The confirmation the parents get: that the application was received, the number to quote and
 * what they sent, to check it, in the words the form showed them (issue #18: "klasa: klasa-3" meant
 * nothing to a parent), in the language they filled the form in (issue #35).
 */
export function parentsConfirmation(
  values: EnrollmentValues,
  number: string,
  school: SchoolNames,
  contact?: { office: OfficeContact; siteUrl: string },
  language: Language = 'pl',
): MailMessage | null {
  const to = [values.motherEmail, values.fatherEmail].filter((email) => email.trim() !== '')
  if (to.length === 0) return null
  const t = mailText.in(language)
  const children = values.students.map((s, i) => child(s, i, school, language)).join('')
  const place = lineWords(FAMILY, values, 'place', 'address')
  return {
    to,
    ...(contact && { replyTo: contact.office.email }),
    // Issue #31: received, not accepted ("Przyjęte" is the office's decision, mailed apart).
    subject: t('subject', { number }),
    text:
      `${t('thanks')}\n\n` +
      `${t('number', { number })}\n\n${t('students')}\n${children}\n` +
      `${t('address', { address: `${values.address}, ${place}` })}\n` +
      `${t('emergency', { contact: emergencyContact(values) })}\n` +
      mailLines(familyDescriptionsIn(language), values, school, language) +
      `\n${t('check')}\n` +
      (contact ? nextStepsAndContact(contact.office, contact.siteUrl, language) : ''),
  }
}

/**
 * Issue #33: what comes next and how to reach the office, from content/office/ (the staff area's
 * "Sekretariat"): a parent can answer this mail, call, or read the fees and the calendar. The
 * office's own texts (next steps, hours) are as the office wrote them.
 */
function nextStepsAndContact(office: OfficeContact, siteUrl: string, language: Language): string {
  const t = mailText.in(language)
  const base = siteUrl.replace(/\/+$/, '')
  const steps = office.nextSteps ? `${office.nextSteps}\n` : ''
  const url = (path: string) => `${base}${pathIn(path, language)}`
  return (
    `\n${t('next')}\n${steps}` +
    `${t('fees', { url: url(routes.page('oplaty-za-szkole')) })}\n` +
    `${t('calendar', { url: url(routes.calendar()) })}\n` +
    `\n${t('office')}\n` +
    `${t('officeEmail', { email: office.email })}\n` +
    (office.phone ? `${t('officePhone', { phone: office.phone })}\n` : '') +
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
