// The shapes the form library's rules (SPEC.md §5) work on: a field's context, file entries, locales.
import type { FieldLabel } from './wording'

/** The whole form's values by field name, for rules that look at other fields (confirm). */
export type FormValues = Readonly<Record<string, unknown>>

/** What a rule sees of the field it checks. */
export interface RuleContext {
  value: unknown
  /** The field's name in the form: confirm pairs `password` with `password_confirm`. */
  name: string
  getFormValues: () => FormValues
  /** The clock of after and before when no date is given; tests pass a fixed one. */
  now?: () => Date
}

/** SPEC.md §3 "File entry": a file field's value is one entry or a list of them. */
export interface FileEntry {
  name: string
  type: string
  url: string
  uuid: string
  progress?: number
}

/** min, max and between measure text by length and numbers by value unless forced. */
export type Force = 'length' | 'value'

/** alpha and alphanumeric: Polish and other Latin-1 letters by default, or a–z only. */
export type LetterSet = 'default' | 'latin'

export type Locale = 'pl' | 'en'

/** How a field is named in messages; the gender is not needed here. */
export type RuleLabel = Omit<FieldLabel, 'gender'> & Partial<Pick<FieldLabel, 'gender'>>
