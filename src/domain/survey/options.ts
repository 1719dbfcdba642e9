// The enrolment survey's choices (/ankiety/zapisy/): the mode, the subjects, the continuation, and
// the terms of the parents' duty declaration.
import { SUBJECT_OPTIONS, type Subject } from '../enrollment/constants'
import type { Language } from '../i18n/languages'
import type { RadioOption } from './answers'

/** The survey's first question; it decides which fields are required (see schema.ts). */
export const SURVEY_MODES = [
  {
    value: 'nowa',
    label: 'Nowa rodzina',
    description: 'Dziecko nie uczęszczało jeszcze do naszej szkoły.',
  },
  {
    value: 'kontynuacja',
    label: 'Kontynuacja',
    description: 'Dziecko uczy się w naszej szkole w kończącym się roku szkolnym.',
  },
] as const satisfies readonly RadioOption[]

export type SurveyMode = (typeof SURVEY_MODES)[number]['value']
export const SURVEY_MODE_VALUES: readonly SurveyMode[] = SURVEY_MODES.map((mode) => mode.value)

/** English option labels by value, over the Polish options (their values and order; issue #35). */
export const inEnglish = <V extends string>(
  options: readonly RadioOption<V>[],
  words: Record<V, Omit<RadioOption, 'value'>>,
): RadioOption<V>[] => options.map((option) => ({ value: option.value, ...words[option.value] }))

const ENGLISH_MODES = inEnglish<SurveyMode>(SURVEY_MODES, {
  nowa: { label: 'New family', description: 'Your child has not attended our school yet.' },
  kontynuacja: {
    label: 'Returning family',
    description: 'Your child attends our school in the school year now ending.',
  },
})

/**
 * The survey's first question's answers in a language; here rather than in english.ts, as the
 * page shows them before the form's code has loaded.
 */
export const surveyModesIn = (language: Language): readonly RadioOption<SurveyMode>[] =>
  language === 'en' ? ENGLISH_MODES : SURVEY_MODES

export const isSurveyMode = (value: unknown): value is SurveyMode =>
  (SURVEY_MODE_VALUES as readonly unknown[]).includes(value)

/** The enrolment form's subject options, shown here as a radio group. */
export const SURVEY_SUBJECT_OPTIONS: readonly RadioOption<Subject>[] = SUBJECT_OPTIONS

export const CONTINUATION_OPTIONS = [
  { value: 'tak', label: 'Dziecko będzie kontynuować naukę w przyszłym roku szkolnym' },
  { value: 'nie', label: 'Dziecko nie będzie kontynuować nauki' },
  {
    value: 'nie-wiem',
    label: 'Jeszcze nie wiemy',
    description: 'Prosimy o decyzję przed końcem roku szkolnego.',
  },
] as const satisfies readonly RadioOption[]

export type Continuation = (typeof CONTINUATION_OPTIONS)[number]['value']
export const CONTINUATION_VALUES: readonly Continuation[] = CONTINUATION_OPTIONS.map((o) => o.value)

/** The parents' duty declaration in the accusative, for 'Proszę zaakceptować {name}.' */
export const PARENT_DUTY_ACCEPT_NAME = 'deklarację dyżurów rodziców'

/** The terms the accept button's modal shows, after the 'Dyżury rodziców' page. */
export const PARENT_DUTY_TERMS = [
  'Deklarujemy, że w nadchodzącym roku szkolnym będziemy pełnić sobotnie dyżury rodziców: na korytarzach, na parkingu, w kawiarence lub przy szkolnych uroczystościach.',
  'Terminy dyżurów ustalamy z wychowawcą klasy.',
  'Jeśli nie będziemy mogli pełnić dyżurów, wniesiemy opłatę dyżurową (szczegóły na stronie „Opłaty za szkołę”).',
] as const
