// The enrolment form's validation messages (SPEC.md §5) and its page's words (issue #35). Polish
// messages agree with the field's grammatical gender (`gender`: m, f, n); English has one form for
// all, so its messages take the gender too (the languages share placeholders) and ignore it.
import type { MessageSource } from '../source'

const POLISH_CHARACTERS = '{n, plural, one {# znak} few {# znaki} many {# znaków} other {# znaki}}'
const ENGLISH_CHARACTERS = '{n, plural, one {# character} other {# characters}}'
const SHOULD_BE = '{gender, select, m {powinien być} f {powinna być} other {powinno być}}'
/** English words every gender alike. */
const anyGender = (text: string) => `{gender, select, other {${text}}}`

export default {
  required: {
    pl: '{name} jest {gender, select, m {wymagany} f {wymagana} other {wymagane}}',
    en: anyGender('{name} is required.'),
  },
  max: {
    pl: `{name} ${SHOULD_BE} nie {gender, select, m {dłuższy} f {dłuższa} other {dłuższe}} niż ${POLISH_CHARACTERS}`,
    en: anyGender(`{name} must be at most ${ENGLISH_CHARACTERS} long.`),
  },
  exactLength: {
    pl: `{name} musi mieć dokładnie ${POLISH_CHARACTERS}`,
    en: `{name} must be exactly ${ENGLISH_CHARACTERS} long.`,
  },
  min: {
    pl: `{name} musi mieć przynajmniej ${POLISH_CHARACTERS}.`,
    en: `{name} must be at least ${ENGLISH_CHARACTERS} long.`,
  },
  numeric: { pl: '{name} musi być liczbą.', en: '{name} must be a number.' },
  email: {
    pl: '{name} nie jest poprawnym emailem',
    en: '{name} is not a valid email address.',
  },
  phone: {
    pl: `{name} ${SHOULD_BE} poprawnym numerem telefonu, np. {example}`,
    en: anyGender('{name} must be a valid phone number, e.g. {example}.'),
  },
  noLinks: {
    pl: '{name} nie może zawierać adresu strony internetowej ani e-maila',
    en: '{name} cannot contain a website or email address.',
  },
  differ: {
    pl: '{name} musi się różnić od pola „{other}”',
    en: '{name} must be different from “{other}”.',
  },
  oneOf: { pl: '{name} ma niedozwoloną wartość', en: '{name} has a value that is not allowed.' },
  date: {
    pl: '{name} musi być poprawną datą w formacie RRRR-MM-DD',
    en: '{name} must be a valid date in the format YYYY-MM-DD.',
  },
  dateRange: {
    pl: '{name} musi mieścić się w przedziale od {min} do {max}',
    en: '{name} must be between {min} and {max}.',
  },
  atLeastOneParent: {
    pl: 'Minimum jeden Rodzic jest wymagany.',
    en: 'At least one parent is required.',
  },
  notAForm: { pl: 'Nieprawidłowe dane formularza.', en: 'Invalid form data.' },
  unknownFields: {
    pl: '{count, plural, one {Nieznane pole} other {Nieznane pola}} formularza: {unknown}',
    en: 'Unknown form {count, plural, one {field} other {fields}}: {unknown}',
  },
  studentsCount: {
    pl: 'Formularz musi zawierać od {min} do {max} uczniów',
    en: 'The form must list between {min} and {max} students.',
  },

  // The page (src/forms/enrollment).
  heading: { pl: 'Formularz zapisu', en: 'Enrollment Form' },
  requiredNote: {
    pl: 'Pola oznaczone gwiazdką (*) są wymagane.',
    en: 'Fields marked with an asterisk (*) are required.',
  },
  submit: { pl: 'Wyślij zgłoszenie', en: 'Send the application' },
  back: { pl: 'Wróć do informacji o zapisach', en: 'Back to the enrollment information' },
  mother: { pl: 'Matka', en: 'Mother' },
  father: { pl: 'Ojciec', en: 'Father' },
  parentsNote: {
    pl: 'Prosimy podać dane co najmniej jednego z rodziców.',
    en: 'Please give the details of at least one parent.',
  },
  emergency: { pl: 'Osoba do kontaktu w nagłych wypadkach', en: 'Emergency contact' },
  address: { pl: 'Adres', en: 'Address' },
  students: { pl: 'Uczniowie', en: 'Students' },
  student: { pl: 'Uczeń {number}', en: 'Student {number}' },
  addStudent: { pl: 'Dodaj ucznia', en: 'Add a student' },
  studentItem: { pl: 'ucznia {number}', en: 'student {number}' },
  photo: { pl: 'Zdjęcia', en: 'Photos' },
  confirmationHeading: { pl: 'Zgłoszenie zostało wysłane', en: 'Your application has been sent' },
  confirmationBefore: {
    pl: 'Dziękujemy. Numer zgłoszenia:',
    en: 'Thank you. Application number:',
  },
  // A non-breaking hyphen: "e-" and "mail" never on two lines.
  confirmationMailed: {
    pl: '. Potwierdzenie wysłaliśmy na podane adresy e\u2011mail.',
    en: '. We have sent a confirmation to the email addresses you gave.',
  },
  confirmationByOffice: {
    pl: '. Potwierdzenie na podane adresy e\u2011mail wyśle sekretariat szkoły.',
    en: '. The school office will send a confirmation to the email addresses you gave.',
  },
  summaryHeading: { pl: 'Podsumowanie zgłoszenia', en: 'Application Summary' },
  newEnrollment: { pl: 'Wypełnij kolejny formularz', en: 'Fill in another form' },
} satisfies MessageSource
