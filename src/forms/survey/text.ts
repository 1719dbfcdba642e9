// The survey page's own words (the start, the form's headings and buttons, the thanks) in the
// page's language: src/domain/i18n/messages/survey.json.
import surveyText from '../../domain/i18n/compiled/survey'
import type { Language } from '../../domain/i18n/languages'
import { draftFormTextOf, type DraftFormText } from '../draftFormText'

export { surveyText }

export const formTextIn = (language: Language): DraftFormText =>
  draftFormTextOf(surveyText.in(language))

/** The form's block headings. */
export const blocksIn = (language: Language) => {
  const t = surveyText.in(language)
  return { contact: t('contact'), child: t('child'), year: t('year'), duty: t('duty') }
}
