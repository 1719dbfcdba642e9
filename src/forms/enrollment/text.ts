// The enrolment page's own words (phases, block headings, buttons, confirmation) in the page's
// language: src/domain/i18n/messages/enrollment.json.
import type { ConfirmationSender } from '../../domain/enrollment/constants'
import enrollmentText from '../../domain/i18n/compiled/enrollment'
import type { Language } from '../../domain/i18n/languages'
import { draftFormTextOf, type DraftFormText } from '../draftFormText'

export { enrollmentText }

export const formTextIn = (language: Language): DraftFormText =>
  draftFormTextOf(enrollmentText.in(language))

/** The block headings and the students list's words. */
export const blocksIn = (language: Language) => {
  const t = enrollmentText.in(language)
  return {
    mother: t('mother'),
    father: t('father'),
    parentsNote: t('parentsNote'),
    emergency: t('emergency'),
    address: t('address'),
    students: t('students'),
    student: (index: number) => t('student', { number: index + 1 }),
    addStudent: t('addStudent'),
    studentItem: (index: number) => t('studentItem', { number: index + 1 }),
    photo: t('photo'),
  }
}

/**
 * The sentence around the number, which is set apart so that it never breaks (issue #19). Without
 * SMTP the server cannot mail the confirmation, so the page must not say it did (issue #18).
 */
export const confirmationTextIn = (language: Language) => {
  const t = enrollmentText.in(language)
  return {
    before: t('confirmationBefore'),
    after: (sender: ConfirmationSender) =>
      sender === 'mail' ? t('confirmationMailed') : t('confirmationByOffice'),
  }
}

/** The same sentence as plain text, with an ordinary hyphen. */
export const confirmationText = (
  number: string,
  sender: ConfirmationSender,
  language: Language = 'pl',
) => {
  const text = confirmationTextIn(language)
  return `${text.before} ${number}${text.after(sender)}`.replace(/\u2011/g, '-')
}
