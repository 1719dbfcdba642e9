// The survey page's own words (the start, the form's headings and buttons, the thanks) in the
// page's language: src/domain/i18n/messages/survey.ts.
import surveyText from '../../domain/i18n/compiled/survey'
import type { Language } from '../../domain/i18n/languages'
import type { DraftFormText } from '../DraftForm'

export { surveyText }

export const formTextIn = (language: Language): DraftFormText => {
  const t = surveyText.in(language)
  return {
    heading: t('heading'),
    requiredNote: t('requiredNote'),
    submitLabel: t('submit'),
    backLabel: t('back'),
  }
}

/** The form's block headings. */
export const blocksIn = (language: Language) => {
  const t = surveyText.in(language)
  return { contact: t('contact'), child: t('child'), year: t('year'), duty: t('duty') }
}
