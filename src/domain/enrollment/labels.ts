// The enrolment form's field labels (what the form shows and what messages name) and hints.
import type { FieldLabel } from './messages'
import type { EnrollmentField, StudentField } from './types'

/**
 * label is what the form shows under its block heading ("Matka", "Ojciec"); validationName is what
 * messages say, where the label alone would be ambiguous or plural ('Uwagi').
 */
export const ENROLLMENT_LABELS: Record<EnrollmentField, FieldLabel> = {
  motherFirstName: { label: 'Imię', validationName: 'Imię matki', gender: 'n' },
  motherLastName: { label: 'Nazwisko', validationName: 'Nazwisko matki', gender: 'n' },
  motherEmail: { label: 'E-mail', validationName: 'E-mail matki', gender: 'm' },
  motherPhone: { label: 'Telefon', validationName: 'Telefon matki', gender: 'm' },
  fatherFirstName: { label: 'Imię', validationName: 'Imię ojca', gender: 'n' },
  fatherLastName: { label: 'Nazwisko', validationName: 'Nazwisko ojca', gender: 'n' },
  fatherEmail: { label: 'E-mail', validationName: 'E-mail ojca', gender: 'm' },
  fatherPhone: { label: 'Telefon', validationName: 'Telefon ojca', gender: 'm' },
  erFirstName: { label: 'Imię', validationName: 'Imię osoby kontaktowej', gender: 'n' },
  erLastName: { label: 'Nazwisko', validationName: 'Nazwisko osoby kontaktowej', gender: 'n' },
  erEmail: { label: 'E-mail', validationName: 'E-mail osoby kontaktowej', gender: 'm' },
  erPhone: { label: 'Telefon', validationName: 'Telefon awaryjny', gender: 'm' },
  address: { label: 'Ulica i numer domu', validationName: 'Adres', gender: 'm' },
  city: { label: 'Miasto', gender: 'n' },
  state: { label: 'Stan', gender: 'm' },
  zip: { label: 'Kod pocztowy', gender: 'm' },
  comments: { label: 'Uwagi', validationName: 'Komentarz', gender: 'm' },
  photo: {
    label: 'Zgoda na publikację zdjęć dziecka',
    validationName: 'Zgoda na zdjęcia',
    gender: 'f',
  },
}

export const STUDENT_LABELS: Record<StudentField, FieldLabel> = {
  firstName: { label: 'Imię', validationName: 'Imię ucznia', gender: 'n' },
  lastName: { label: 'Nazwisko', validationName: 'Nazwisko ucznia', gender: 'n' },
  birthDate: { label: 'Data urodzenia', gender: 'f' },
  birthCountry: { label: 'Kraj urodzenia', gender: 'm' },
  level: { label: 'Klasa', gender: 'f' },
  buildingId: { label: 'Zmiana', gender: 'f' },
  subjects: { label: 'Zajęcia', validationName: 'Rodzaj zajęć', gender: 'm' },
  comments: { label: 'Uwagi', validationName: 'Komentarz', gender: 'm' },
}

/** SPEC.md §3: the student comments' placeholder, about restrictions, allergies and other needs. */
export const STUDENT_COMMENTS_PLACEHOLDER = 'Ograniczenia, alergie i inne potrzeby dziecka'

/** SPEC.md §5 "Hints": shown under the phone and e-mail fields. */
export const ENROLLMENT_HINTS: Partial<Record<EnrollmentField, string>> = {
  motherPhone: 'Powinien różnić się od telefonu ojca i telefonu awaryjnego.',
  fatherPhone: 'Powinien różnić się od telefonu matki i telefonu awaryjnego.',
  erPhone: 'Powinien różnić się od telefonów matki i ojca.',
  motherEmail: 'Powinien różnić się od e-maila ojca.',
  fatherEmail: 'Powinien różnić się od e-maila matki.',
}
