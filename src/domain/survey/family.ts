// Who answered a survey (issue #18): the survey asks no names, so the family is known by the
// e-mails the parent gave, the contact one first, and by the enrolment those e-mails belong to.
import type { SurveyValues } from './values'

const FAMILY_FIELDS = ['contactEmail', 'motherEmail', 'fatherEmail'] as const

/** The e-mails a survey answer gives, each once (letter case aside), the contact one first. */
export function surveyEmails(answers: Partial<SurveyValues>): string[] {
  const emails = new Map<string, string>()
  for (const field of FAMILY_FIELDS) {
    const email = answers[field]?.trim()
    if (email && !emails.has(email.toLowerCase())) emails.set(email.toLowerCase(), email)
  }
  return [...emails.values()]
}

/** The e-mails a survey answer gives, joined by ", "; '' when none. */
export const surveyFamily = (answers: Partial<SurveyValues>) => surveyEmails(answers).join(', ')

/** An enrolment's family by its parents' surnames, each once: "Nowak" or "Nowak / Kowalska". */
export function familyName(family: { motherLastName?: string; fatherLastName?: string }): string {
  const names = [family.motherLastName, family.fatherLastName].map((name) => name?.trim() ?? '')
  return [...new Set(names.filter(Boolean))].join(' / ')
}

/** The enrolment a survey answer's family made, found by a parent's e-mail (the API sends it). */
export interface SurveyFamily {
  name: string
  enrollmentId: number
  number: string
}
