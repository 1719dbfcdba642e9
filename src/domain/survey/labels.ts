// The enrolment survey's field labels (what the form shows and what messages name), hints and the
// messages of its own rules, in the field's language (issue #35: the catalog
// src/domain/i18n/messages/survey.json; the English labels are english.ts).
import { messageName, type FieldLabel } from '../formRules/wording'
import surveyText from '../i18n/compiled/survey'
import type { Language } from '../i18n/languages'
import type { SurveyField } from './values'

/** No block headings here, so each label names whose field it is ('E-mail matki'). */
export const SURVEY_LABELS = {
  mode: {
    label: 'Czy dziecko uczęszczało już do naszej szkoły?',
    validationName: 'Rodzaj zgłoszenia',
    gender: 'm',
  },
  familyName: { label: 'Nazwisko rodziny', gender: 'n' },
  motherEmail: { label: 'E-mail matki', gender: 'm' },
  motherPhone: { label: 'Telefon matki', gender: 'm' },
  fatherEmail: { label: 'E-mail ojca', gender: 'm' },
  fatherPhone: { label: 'Telefon ojca', gender: 'm' },
  contactEmail: { label: 'E-mail kontaktowy', gender: 'm' },
  street: { label: 'Ulica i numer domu', validationName: 'Adres', gender: 'm' },
  postalCode: { label: 'Kod pocztowy', gender: 'm' },
  birthPlace: { label: 'Miejsce urodzenia dziecka', gender: 'n' },
  birthDate: { label: 'Data urodzenia dziecka', gender: 'f' },
  birthCountry: { label: 'Kraj urodzenia dziecka', gender: 'm' },
  level: { label: 'Klasa', gender: 'f' },
  buildingId: { label: 'Zmiana', gender: 'f' },
  subjects: { label: 'Zajęcia', validationName: 'Rodzaj zajęć', gender: 'm' },
  opinion: { label: 'Opinia o szkole', gender: 'f' },
  continuation: { label: 'Deklaracja kontynuacji nauki', gender: 'f' },
  parentDuty: { label: 'Deklaracja dyżurów rodziców', gender: 'f' },
  comments: { label: 'Uwagi', validationName: 'Komentarz', gender: 'm' },
} as const satisfies Record<SurveyField, FieldLabel>

/** Shown under the fields, in the wording of the enrolment form's hints. */
export const SURVEY_HINTS = {
  motherEmail: 'Powinien różnić się od e-maila ojca.',
  motherPhone: 'Powinien różnić się od telefonu ojca.',
  fatherEmail: 'Powinien różnić się od e-maila matki.',
  fatherPhone: 'Powinien różnić się od telefonu matki.',
  familyName: 'Nazwisko dziecka lub rodziców, żeby sekretariat wiedział, czyja to odpowiedź.',
  contactEmail: 'Na ten adres szkoła będzie pisać w sprawie zapisów.',
  postalCode: 'Pięć cyfr, np. 60148.',
} as const satisfies Partial<Record<SurveyField, string>>

/** No e-mail and no phone at all: the office could not answer the family (issue #33). */
export const noContactMessage = (language: Language = 'pl') => surveyText.in(language)('noContact')
export const NO_CONTACT_MESSAGE = noContactMessage()

/** A question only returning families answer, answered by a new family. */
export const onlyReturningMessage = (field: FieldLabel) =>
  surveyText.in(field.language ?? 'pl')('onlyReturning', { name: messageName(field) })

/** The form library's accepted message for the parents' duty pledge ('Proszę zaakceptować …'). */
export const acceptDutyMessage = (language: Language = 'pl') =>
  surveyText.in(language)('acceptDuty')
