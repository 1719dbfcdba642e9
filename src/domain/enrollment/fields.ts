// One description of each enrolment field (issue #21): what the form shows and asks, its limits and
// default, its CSV column and how it is said to people. The values' types, the starting values,
// the labels, the schema's plain rules, the form's blocks, the CSV, the staff record and the
// parents' mail are derived from it. The rules the spec gives by name to a few fields (a parent's
// requiredIf, otherThen between phones and e-mails, validPhone) are added to those in schema.ts.
//
// A new field is one entry here: a student's field that has no column of its own in the students
// table is stored with the student's details (server/repositories/enrollments.ts).
import {
  BIRTH_DATE_MAX,
  BIRTH_DATE_MIN,
  DEFAULT_BIRTH_COUNTRY,
  DEFAULT_PHOTO,
  DEFAULT_STATE,
  DEFAULT_SUBJECT,
  LIMITS,
  PHOTO_OPTIONS,
  SUBJECT_OPTIONS,
  US_STATE_CODES,
  type SelectOption,
} from './constants'
import type { FieldLabel } from './messages'
import { PHONE_EXAMPLE } from './phone'

export type FieldInput =
  'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea' | 'radio' | 'checkbox'

/** A ticked check box's value; an unticked one is ''. */
export const CHECKED = 'Y'

/** How a stored value is said to people: as it is, as a day, or as the word of a code. */
export type FieldPrint = 'text' | 'day' | 'subject' | 'photo' | 'level' | 'shift'

/** The blocks of the form outside the students (SPEC.md §3), in the form's order. */
export const FAMILY_BLOCKS = ['mother', 'father', 'emergency', 'address', 'consent'] as const
export type FamilyBlock = (typeof FAMILY_BLOCKS)[number]

export interface FieldDescription extends FieldLabel {
  /** label is what the form shows; validationName what messages (and the CSV) say. */
  label: string
  input: FieldInput
  /** Always required, and marked so in the form; a field required under a condition is not. */
  required?: boolean
  /** Length in characters (SPEC.md §9): at least, at most, exactly. */
  min?: number
  max?: number
  length?: number
  /** Digits only. */
  numeric?: boolean
  /** A date's first and last day, inclusive (YYYY-MM-DD). */
  earliest?: string
  latest?: string
  /** Stored as digits: the id of a shift. */
  digits?: boolean
  /** A fixed list of choices. Classes and shifts come from content/school/ instead. */
  options?: readonly SelectOption[]
  /** The starting value; '' when not given. */
  default?: string
  /**
   * The autofill token; a parent's and the emergency contact's fields are a section each
   * (`section-mother given-name`), so a phone fills one person, not three with the same name.
   */
  autoComplete?: string
  /** The phone's keyboard, where the input's type does not choose it: numeric for a ZIP code. */
  inputMode?: 'numeric'
  placeholder?: string
  /** Shown under the field (SPEC.md §5 "Hints"). */
  hint?: string
  rows?: number
  /** The block of the form it is asked in (fields outside the students). */
  block?: FamilyBlock
  /** The CSV export's column; a field without one has no column. */
  csv?: string
  /** A second CSV column with the code as stored, for spreadsheets that join (classes, shifts). */
  csvId?: string
  /** How it is said to people (staff record, mail, CSV); 'text' when not given. */
  print?: FieldPrint
  /**
   * Printed on one line with the block's other fields of the same line, in order: a person's name;
   * city, state and zip. `after` follows the value there (the comma after the city).
   */
  line?: 'name' | 'place'
  after?: string
  /** Said in the parents' confirmation as "label: value" (the name and the day of birth always are). */
  mail?: boolean
  /**
   * false: acted on when the enrolment arrives and never stored with it, so no record, CSV or
   * export shows it (the mailing lists' box: the subscription itself is the record).
   */
  kept?: false
}

/** Typed as text: the schema names a code that is no state's (schema.ts), not the type. */
const STATE_OPTIONS: readonly SelectOption[] = US_STATE_CODES.map((code) => ({
  value: code,
  label: code,
}))

/** The fields of a parent (mother, father) or of the emergency contact, but for what differs. */
const person = (block: 'mother' | 'father' | 'emergency', whose: string) =>
  ({
    FirstName: {
      label: 'Imię',
      validationName: `Imię ${whose}`,
      gender: 'n',
      input: 'text',
      max: LIMITS.firstName,
      autoComplete: `section-${block} given-name`,
      block,
      line: 'name',
      csv: `Imię ${whose}`,
    },
    LastName: {
      label: 'Nazwisko',
      validationName: `Nazwisko ${whose}`,
      gender: 'n',
      input: 'text',
      max: LIMITS.lastName,
      autoComplete: `section-${block} family-name`,
      block,
      line: 'name',
      csv: `Nazwisko ${whose}`,
    },
    Email: {
      label: 'E-mail',
      validationName: `E-mail ${whose}`,
      gender: 'm',
      input: 'email',
      max: LIMITS.email,
      autoComplete: `section-${block} email`,
      block,
      csv: `E-mail ${whose}`,
    },
    Phone: {
      label: 'Telefon',
      validationName: `Telefon ${whose}`,
      gender: 'm',
      input: 'tel',
      autoComplete: `section-${block} tel`,
      placeholder: PHONE_EXAMPLE,
      block,
      csv: `Telefon ${whose}`,
    },
  }) as const satisfies Record<string, FieldDescription>

/** The free text below a block (the family's, a student's), named in the CSV as `csv`. */
const comments = (csv: string, rows: number) =>
  ({
    label: 'Uwagi',
    validationName: 'Komentarz',
    gender: 'm',
    input: 'textarea',
    max: LIMITS.comments,
    rows,
    csv,
  }) as const satisfies FieldDescription

const mother = person('mother', 'matki')
const father = person('father', 'ojca')
const emergency = person('emergency', 'osoby kontaktowej')

/** The fields outside the students list, in the form's order. */
export const ENROLLMENT_DESCRIPTIONS = {
  motherFirstName: mother.FirstName,
  motherLastName: mother.LastName,
  motherEmail: { ...mother.Email, hint: 'Powinien różnić się od e-maila ojca.' },
  motherPhone: {
    ...mother.Phone,
    hint: 'Powinien różnić się od telefonu ojca i telefonu awaryjnego.',
  },
  fatherFirstName: father.FirstName,
  fatherLastName: father.LastName,
  fatherEmail: { ...father.Email, hint: 'Powinien różnić się od e-maila matki.' },
  fatherPhone: {
    ...father.Phone,
    hint: 'Powinien różnić się od telefonu matki i telefonu awaryjnego.',
  },
  erFirstName: emergency.FirstName,
  erLastName: emergency.LastName,
  erEmail: emergency.Email,
  erPhone: {
    ...emergency.Phone,
    validationName: 'Telefon awaryjny',
    csv: 'Telefon awaryjny',
    required: true,
    hint: 'Powinien różnić się od telefonów matki i ojca.',
  },
  address: {
    label: 'Ulica i numer domu',
    validationName: 'Adres',
    gender: 'm',
    input: 'text',
    required: true,
    min: LIMITS.addressMin,
    max: LIMITS.addressMax,
    autoComplete: 'street-address',
    block: 'address',
    csv: 'Adres',
  },
  city: {
    label: 'Miasto',
    gender: 'n',
    input: 'text',
    required: true,
    max: LIMITS.city,
    autoComplete: 'address-level2',
    block: 'address',
    line: 'place',
    after: ',',
    csv: 'Miasto',
  },
  state: {
    label: 'Stan',
    gender: 'm',
    input: 'select',
    required: true,
    length: LIMITS.state,
    options: STATE_OPTIONS,
    default: DEFAULT_STATE,
    autoComplete: 'address-level1',
    block: 'address',
    line: 'place',
    csv: 'Stan',
  },
  zip: {
    label: 'Kod pocztowy',
    gender: 'm',
    input: 'text',
    required: true,
    numeric: true,
    length: LIMITS.zip,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    block: 'address',
    line: 'place',
    csv: 'Kod pocztowy',
  },
  comments: { ...comments('Uwagi rodziców', 7), block: 'address' },
  photo: {
    label: 'Zgoda na publikację zdjęć dziecka',
    validationName: 'Zgoda na zdjęcia',
    gender: 'f',
    input: 'radio',
    required: true,
    options: PHOTO_OPTIONS,
    default: DEFAULT_PHOTO,
    block: 'consent',
    hint: 'Zdjęcia z uroczystości szkolnych publikujemy w galerii na stronie szkoły. Zgodę można w każdej chwili wycofać w sekretariacie.',
    print: 'photo',
    csv: 'Zgoda na zdjęcia',
    mail: true,
  },
  /**
   * Issue #34: unticked unless the parent ticks it. Ticked, the parents' addresses are subscribed to
   * their children's classes, each confirmed by its own link (server/routes/enrollments.ts).
   */
  mailingLists: {
    label: 'Chcę otrzymywać e-mailem zadania domowe i zmiany w kalendarzu klas moich dzieci',
    validationName: 'Powiadomienia e-mail',
    gender: 'n',
    input: 'checkbox',
    block: 'consent',
    hint: 'Na podane adresy e-mail matki i ojca wyślemy link potwierdzający; bez jego kliknięcia nie wyślemy nic więcej. Z każdej wiadomości można wypisać się jednym kliknięciem.',
    kept: false,
  },
} as const satisfies Record<string, FieldDescription>

/** A student's fields (SPEC.md §3 "Student block"), in the form's order. */
export const STUDENT_DESCRIPTIONS = {
  firstName: {
    label: 'Imię',
    validationName: 'Imię ucznia',
    gender: 'n',
    input: 'text',
    required: true,
    max: LIMITS.firstName,
    autoComplete: 'off',
    line: 'name',
    csv: 'Imię ucznia',
  },
  lastName: {
    label: 'Nazwisko',
    validationName: 'Nazwisko ucznia',
    gender: 'n',
    input: 'text',
    required: true,
    max: LIMITS.lastName,
    autoComplete: 'off',
    line: 'name',
    csv: 'Nazwisko ucznia',
  },
  /** YYYY-MM-DD, as a date input gives it. */
  birthDate: {
    label: 'Data urodzenia',
    gender: 'f',
    input: 'date',
    required: true,
    earliest: BIRTH_DATE_MIN,
    latest: BIRTH_DATE_MAX,
    // YYYY-MM-DD in the CSV: a spreadsheet reads it as that day in any locale.
    print: 'day',
    csv: 'Data urodzenia',
  },
  birthCountry: {
    label: 'Kraj urodzenia',
    gender: 'm',
    input: 'text',
    required: true,
    max: LIMITS.birthCountry,
    default: DEFAULT_BIRTH_COUNTRY,
    autoComplete: 'off',
    csv: 'Kraj urodzenia',
  },
  /** The id of a level (class), from content/school/. */
  level: {
    label: 'Klasa',
    gender: 'f',
    input: 'select',
    required: true,
    print: 'level',
    csv: 'Klasa',
    csvId: 'Id klasy',
    mail: true,
  },
  /** The id of a building (the shift, "Zmiana"), as the select gives it: a string of digits. */
  buildingId: {
    label: 'Zmiana',
    gender: 'f',
    input: 'select',
    required: true,
    digits: true,
    print: 'shift',
    csv: 'Zmiana',
    csvId: 'Id zmiany',
    mail: true,
  },
  subjects: {
    label: 'Zajęcia',
    validationName: 'Rodzaj zajęć',
    gender: 'm',
    input: 'select',
    required: true,
    options: SUBJECT_OPTIONS,
    default: DEFAULT_SUBJECT,
    print: 'subject',
    csv: 'Zajęcia',
    mail: true,
  },
  comments: {
    ...comments('Uwagi o uczniu', 3),
    placeholder: 'Ograniczenia, alergie i inne potrzeby dziecka',
  },
} as const satisfies Record<string, FieldDescription>

/** A field's value: one of its options where it has a fixed list, else text. */
type ValueOf<D> = D extends { options: readonly { value: infer V extends string }[] } ? V : string
type ValuesOf<T> = { -readonly [K in keyof T]: ValueOf<T[K]> }

export type FamilyValues = ValuesOf<typeof ENROLLMENT_DESCRIPTIONS>
export type StudentValues = ValuesOf<typeof STUDENT_DESCRIPTIONS>
export type EnrollmentField = keyof typeof ENROLLMENT_DESCRIPTIONS
export type StudentField = keyof typeof STUDENT_DESCRIPTIONS

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T)[]

/** Every field of the form outside the students list, in the form's order. */
export const ENROLLMENT_FIELDS: readonly EnrollmentField[] = keysOf(ENROLLMENT_DESCRIPTIONS)
export const STUDENT_FIELDS: readonly StudentField[] = keysOf(STUDENT_DESCRIPTIONS)

export const describeField = (field: EnrollmentField): FieldDescription =>
  ENROLLMENT_DESCRIPTIONS[field]
export const describeStudentField = (field: StudentField): FieldDescription =>
  STUDENT_DESCRIPTIONS[field]

/** Long text: below a block's grid of short fields in the form, kept apart on the record. */
export const isWide = (field: FieldDescription) => field.input === 'textarea'

/** The fields of one block of the form, in order. */
export const blockFields = (block: FamilyBlock): EnrollmentField[] =>
  ENROLLMENT_FIELDS.filter((field) => describeField(field).block === block)

/** Each field's starting value. */
export const startingValues = <T extends Record<string, FieldDescription>>(
  descriptions: T,
): ValuesOf<T> =>
  Object.fromEntries(
    Object.entries(descriptions).map(([field, description]) => [field, description.default ?? '']),
  ) as ValuesOf<T>
