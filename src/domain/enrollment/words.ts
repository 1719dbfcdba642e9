// The words people read for what an enrolment stores as codes (issue #18): class and shift names
// from content/school/, subjects and photo consent from the form's own option lists. The parents'
// mail, the CSV and the staff views say these, never `klasa-3`, `full` or `Y`.
import { formatDate } from '../dates'
import type { Language } from '../i18n/languages'
import { formatIsoDay } from '../isoDay'
import { PHOTO_OPTIONS, SUBJECT_OPTIONS, type SelectOption } from './constants'
import type { FieldDescription } from './fields'

/** Names of content/school/'s levels and buildings (shifts), by id. */
export interface SchoolNames {
  levels: readonly { id: string; name: string; nameEn?: string | null }[]
  shifts: readonly { id: number; name: string; nameEn?: string | null }[]
}

/** A level's or shift's name in a language: English where the school gives one (issue #35). */
const nameIn = (entry: { name: string; nameEn?: string | null }, language: Language) =>
  (language === 'en' && entry.nameEn) || entry.name

/** An option's label by its value; a value no option has is shown as stored. */
export const labelOf = (options: readonly SelectOption[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

export const subjectWord = (value: string) => labelOf(SUBJECT_OPTIONS, value)
export const photoWord = (value: string) => labelOf(PHOTO_OPTIONS, value)

// An id the school no longer has (a level removed from levels.yaml) is still shown, as stored.
export const levelWord = (names: SchoolNames, id: string, language: Language = 'pl') => {
  const level = names.levels.find((entry) => entry.id === id)
  return level ? nameIn(level, language) : id
}

export const shiftWord = (names: SchoolNames, id: number | string, language: Language = 'pl') => {
  const shift = names.shifts.find((entry) => String(entry.id) === String(id))
  return shift ? nameIn(shift, language) : String(id)
}

/** Yes or no, in the words of the photo consent's options. */
export const yesNoWord = (value: boolean) => photoWord(value ? 'Y' : 'N')

/** A stored value as text; nothing given is ''. */
const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value))

/** Days as the school writes them for people (staff record, mail), or as stored (CSV). */
export type DayStyle = 'people' | 'iso'

/** A field's value as its description says it is read (fields.ts `print`). */
export function fieldWord(
  field: FieldDescription,
  value: unknown,
  names: SchoolNames,
  days: DayStyle = 'people',
  /** English (issue #35): a field described in English gives its options' English words. */
  language: Language = 'pl',
): string {
  const text = textOf(value)
  if (text === '') return ''
  switch (field.print) {
    case 'subject':
      return field.options ? labelOf(field.options, text) : subjectWord(text)
    case 'photo':
      return field.options ? labelOf(field.options, text) : photoWord(text)
    case 'level':
      return levelWord(names, text, language)
    case 'shift':
      return shiftWord(names, text, language)
    case 'day':
      if (days !== 'people') return text
      return language === 'en' ? formatDate(text, 'en') : formatIsoDay(text)
    default:
      return text
  }
}

/**
 * The given values of one line's fields (a name; city, state and zip) of a block (none for a
 * student's), in the descriptions' order
 * and each followed by its `after`: 'Anna Nowak', 'Lombard, IL 60148'.
 */
export function lineWords<F extends string>(
  descriptions: Record<F, FieldDescription>,
  values: Partial<Record<NoInfer<F>, unknown>>,
  line: NonNullable<FieldDescription['line']>,
  block?: FieldDescription['block'],
): string {
  return (Object.keys(descriptions) as F[])
    .filter((name) => descriptions[name].line === line && descriptions[name].block === block)
    .map((name) => {
      const value = textOf(values[name])
      return value.trim() === '' ? '' : `${value}${descriptions[name].after ?? ''}`
    })
    .filter(Boolean)
    .join(' ')
}
