// The words people read for what an enrolment stores as codes (issue #18): class and shift names
// from content/school/, subjects and photo consent from the form's own option lists. The parents'
// mail, the CSV and the staff views say these, never `klasa-3`, `full` or `Y`.
import { PHOTO_OPTIONS, SUBJECT_OPTIONS, type SelectOption } from './constants'

/** Names of content/school/'s levels and buildings (shifts), by id. */
export interface SchoolNames {
  levels: readonly { id: string; name: string }[]
  shifts: readonly { id: number; name: string }[]
}

const labelOf = (options: readonly SelectOption[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

export const subjectWord = (value: string) => labelOf(SUBJECT_OPTIONS, value)
export const photoWord = (value: string) => labelOf(PHOTO_OPTIONS, value)

// An id the school no longer has (a level removed from levels.yaml) is still shown, as stored.
export const levelWord = (names: SchoolNames, id: string) =>
  names.levels.find((level) => level.id === id)?.name ?? id

export const shiftWord = (names: SchoolNames, id: number | string) =>
  names.shifts.find((shift) => String(shift.id) === String(id))?.name ?? String(id)

/** Yes or no, in the words of the photo consent's options. */
export const yesNoWord = (value: boolean) => photoWord(value ? 'Y' : 'N')
