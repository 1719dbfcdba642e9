// The enrolment survey's questions (/ankiety/zapisy/): labels, options and the consent's terms.
import type { FieldLabel } from '../enrollment/messages'
import type { RadioOption } from './answers'

export const PARENT_DUTY_OPTIONS = [
  {
    value: 'tak',
    label: 'Deklarujemy pełnienie dyżurów rodziców',
    description: 'Dyżury odbywają się w soboty, według grafiku na stronie „Dyżury rodziców”.',
  },
  {
    value: 'nie',
    label: 'Nie możemy pełnić dyżurów',
    description: 'Szkoła skontaktuje się z Państwem w sprawie innej formy pomocy.',
  },
] as const satisfies readonly RadioOption[]

export const CONTINUATION_OPTIONS = [
  { value: 'tak', label: 'Dziecko będzie kontynuować naukę w przyszłym roku szkolnym' },
  { value: 'nie', label: 'Dziecko nie będzie kontynuować nauki' },
  {
    value: 'nie-wiem',
    label: 'Jeszcze nie wiemy',
    description: 'Prosimy o decyzję przed końcem roku szkolnego.',
  },
] as const satisfies readonly RadioOption[]

export type ParentDuty = (typeof PARENT_DUTY_OPTIONS)[number]['value']
export type Continuation = (typeof CONTINUATION_OPTIONS)[number]['value']

export const SURVEY_LABELS = {
  contactEmail: { label: 'E-mail kontaktowy', gender: 'm' },
  level: { label: 'Klasa', gender: 'f' },
  buildingId: { label: 'Zmiana', gender: 'f' },
  opinion: { label: 'Opinia o szkole', gender: 'f' },
  parentDuty: { label: 'Deklaracja dyżurów rodziców', gender: 'f' },
  continuation: { label: 'Deklaracja kontynuacji nauki', gender: 'f' },
  consent: { label: 'Zgoda na przetwarzanie danych osobowych', gender: 'f' },
  comments: { label: 'Uwagi', validationName: 'Komentarz', gender: 'm' },
} as const satisfies Record<string, FieldLabel>

/** The consent in the accusative, for 'Proszę zaakceptować {name}.' */
export const CONSENT_ACCEPT_NAME = 'zgodę na przetwarzanie danych osobowych'

/** The terms the accept button's modal shows. */
export const CONSENT_TERMS = [
  'Wyrażam zgodę na przetwarzanie danych osobowych podanych w ankiecie przez Polską Szkołę w Lombard.',
  'Dane służą wyłącznie organizacji zapisów i zajęć w nadchodzącym roku szkolnym.',
] as const
