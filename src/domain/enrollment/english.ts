// The enrolment fields' English words (issue #35): labels, names in messages, hints, placeholders
// and option labels, by field. Plain text, no ICU: fields.ts stays the Polish source of every
// field (the CSV, the staff record and the office's mail are Polish), and `describedIn` swaps
// these in for the form's English page and the English validation messages.
import type { Language } from '../i18n/languages'
import type { SelectOption } from './constants'
import {
  ENROLLMENT_DESCRIPTIONS,
  STUDENT_DESCRIPTIONS,
  type EnrollmentField,
  type FieldDescription,
  type StudentField,
} from './fields'

interface EnglishWords {
  label: string
  validationName?: string
  hint?: string
  placeholder?: string
  options?: Record<string, string>
}

const person = (whose: string) => ({
  FirstName: { label: 'First name', validationName: `${whose} first name` },
  LastName: { label: 'Last name', validationName: `${whose} last name` },
  Email: { label: 'Email', validationName: `${whose} email` },
  Phone: { label: 'Phone', validationName: `${whose} phone` },
})
const mother = person('Mother’s')
const father = person('Father’s')
const emergency = person('Emergency contact’s')
const COMMENTS = { label: 'Comments', validationName: 'Comment' }
const YES_NO = { Y: 'Yes', N: 'No' }

const FAMILY: Record<EnrollmentField, EnglishWords> = {
  motherFirstName: mother.FirstName,
  motherLastName: mother.LastName,
  motherEmail: { ...mother.Email, hint: 'Should differ from the father’s email.' },
  motherPhone: {
    ...mother.Phone,
    hint: 'Should differ from the father’s phone and the emergency phone.',
  },
  fatherFirstName: father.FirstName,
  fatherLastName: father.LastName,
  fatherEmail: { ...father.Email, hint: 'Should differ from the mother’s email.' },
  fatherPhone: {
    ...father.Phone,
    hint: 'Should differ from the mother’s phone and the emergency phone.',
  },
  erFirstName: emergency.FirstName,
  erLastName: emergency.LastName,
  erEmail: emergency.Email,
  erPhone: {
    ...emergency.Phone,
    validationName: 'Emergency phone',
    hint: 'Should differ from the mother’s and the father’s phones.',
  },
  address: { label: 'Street address', validationName: 'Address' },
  city: { label: 'City' },
  state: { label: 'State' },
  zip: { label: 'ZIP code' },
  comments: COMMENTS,
  photo: {
    label: 'Consent to publish photos of my child',
    validationName: 'Photo consent',
    hint: 'We publish photos of school celebrations in the gallery on the school’s website. You can withdraw consent at any time at the school office.',
    options: YES_NO,
  },
  mailingLists: {
    label: 'I want to receive homework and class calendar changes for my children by email',
    validationName: 'Email notifications',
    hint: 'We will send a confirmation link to the mother’s and father’s email addresses given; until it is clicked, we send nothing more. Every message has a one-click unsubscribe link.',
  },
}

const STUDENT: Record<StudentField, EnglishWords> = {
  firstName: { label: 'First name', validationName: 'Student’s first name' },
  lastName: { label: 'Last name', validationName: 'Student’s last name' },
  birthDate: { label: 'Date of birth' },
  birthCountry: { label: 'Country of birth' },
  level: { label: 'Class' },
  buildingId: { label: 'Session' },
  subjects: {
    label: 'Classes',
    validationName: 'Type of classes',
    options: {
      full: 'All classes',
      religia: 'Religion only',
      wolny: 'Auditing student (Wolny słuchacz)',
    },
  },
  comments: { ...COMMENTS, placeholder: 'Restrictions, allergies and other needs of the child' },
}

const optionsIn = (options: readonly SelectOption[] | undefined, words: EnglishWords) =>
  options && words.options
    ? options.map((option) => ({ ...option, label: words.options?.[option.value] ?? option.label }))
    : options

/** A field's description with its English words; the Polish description unchanged otherwise. */
function inEnglish(field: FieldDescription, words: EnglishWords): FieldDescription {
  return {
    ...field,
    label: words.label,
    validationName: words.validationName,
    hint: field.hint && words.hint,
    placeholder: field.input === 'tel' ? field.placeholder : words.placeholder,
    options: optionsIn(field.options, words),
    language: 'en',
  }
}

const english = <F extends string>(
  descriptions: Record<F, FieldDescription>,
  words: Record<F, EnglishWords>,
) =>
  Object.fromEntries(
    (Object.keys(descriptions) as F[]).map((name) => [
      name,
      inEnglish(descriptions[name], words[name]),
    ]),
  ) as Record<F, FieldDescription>

const ENGLISH = {
  family: english<EnrollmentField>(ENROLLMENT_DESCRIPTIONS, FAMILY),
  students: english<StudentField>(STUDENT_DESCRIPTIONS, STUDENT),
}

/** The family's fields described in a language. */
export const familyDescriptionsIn = (
  language: Language,
): Record<EnrollmentField, FieldDescription> =>
  language === 'en' ? ENGLISH.family : ENROLLMENT_DESCRIPTIONS

/** A student's fields described in a language. */
export const studentDescriptionsIn = (
  language: Language,
): Record<StudentField, FieldDescription> =>
  language === 'en' ? ENGLISH.students : STUDENT_DESCRIPTIONS
