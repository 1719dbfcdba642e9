// The enrolment page's own Polish words: phases, block headings, buttons, confirmation.

export const START_LABEL = 'Wypełnij formularz zapisu'
export const FORM_HEADING = 'Formularz zapisu'
export const BACK_TO_INFO_LABEL = 'Wróć do informacji o zapisach'
export const SUBMIT_LABEL = 'Wyślij zgłoszenie'
export const REQUIRED_NOTE = 'Pola oznaczone gwiazdką (*) są wymagane.'

export const BLOCKS = {
  mother: 'Matka',
  father: 'Ojciec',
  parentsNote: 'Prosimy podać dane co najmniej jednego z rodziców.',
  emergency: 'Osoba do kontaktu w nagłych wypadkach',
  address: 'Adres',
  students: 'Uczniowie',
  student: (index: number) => `Uczeń ${index + 1}`,
  addStudent: 'Dodaj ucznia',
  studentItem: (index: number) => `ucznia ${index + 1}`,
  photo: 'Zdjęcia',
  photoHint:
    'Zdjęcia z uroczystości szkolnych publikujemy w galerii na stronie szkoły. Zgodę można w każdej chwili wycofać w sekretariacie.',
} as const

export const CONFIRMATION_HEADING = 'Zgłoszenie zostało wysłane'
export const confirmationText = (number: string) =>
  `Dziękujemy. Numer zgłoszenia: ${number}. Potwierdzenie wysłaliśmy na podane adresy e-mail.`
export const SUMMARY_HEADING = 'Podsumowanie zgłoszenia'
export const NEW_ENROLLMENT_LABEL = 'Wypełnij kolejny formularz'
