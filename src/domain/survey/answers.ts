// SPEC.md §3 "Answer inputs" and §4 "Accept button", "Rating": the values the survey's inputs give.
import type { Language } from '../i18n/languages'

/** A radio group's option; the description is shown under the label. */
export interface RadioOption<V extends string = string> {
  value: V
  label: string
  description?: string
}

/** The accept button: "1" once the terms are accepted, "0" when the modal closes without. */
export const ACCEPTED = '1'
export const NOT_ACCEPTED = '0'
export type AcceptValue = typeof ACCEPTED | typeof NOT_ACCEPTED

/** SPEC.md §9: a rating of 5 stars; the value is the star's number as a string. */
export const RATING_SCALE = 5

export const RATING_OPTIONS = [
  { value: '1', label: 'Bardzo źle' },
  { value: '2', label: 'Źle' },
  { value: '3', label: 'Przeciętnie' },
  { value: '4', label: 'Dobrze' },
  { value: '5', label: 'Bardzo dobrze' },
] as const satisfies readonly RadioOption[]

export type RatingValue = (typeof RATING_OPTIONS)[number]['value']
export const RATING_VALUES: readonly RatingValue[] = RATING_OPTIONS.map((option) => option.value)

/** The stars' labels on an English page (issue #35); the staff area reads the Polish ones. */
const ENGLISH_RATING_OPTIONS = [
  { value: '1', label: 'Very poor' },
  { value: '2', label: 'Poor' },
  { value: '3', label: 'Average' },
  { value: '4', label: 'Good' },
  { value: '5', label: 'Very good' },
] as const satisfies readonly { value: RatingValue; label: string }[]

export const ratingOptionsIn = (
  language: Language,
): readonly { value: RatingValue; label: string }[] =>
  language === 'en' ? ENGLISH_RATING_OPTIONS : RATING_OPTIONS

/** The label the rating shows for a star, or for the current value; '' before any is chosen. */
export function ratingLabel(value: string, language: Language = 'pl'): string {
  return ratingOptionsIn(language).find((option) => option.value === value)?.label ?? ''
}
