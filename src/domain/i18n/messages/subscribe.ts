// The mailing lists' sign-up form (issue #34; English: issue #35): its labels, the school's own
// lists, the check's messages (the page's and the server's: src/domain/subscriptions) and what it
// says once sent. Loaded with the form's code, and by the server for its refusals and mail.
import type { MessageSource } from '../source'

export default {
  formHeading: { pl: 'Zapisz się na listy', en: 'Sign Up for the Lists' },
  requiredNote: {
    pl: 'Pola oznaczone gwiazdką (*) są wymagane.',
    en: 'Fields marked with an asterisk (*) are required.',
  },
  emailLabel: { pl: 'Adres e-mail', en: 'E-mail address' },
  listsLabel: { pl: 'Listy', en: 'Lists' },
  listsHint: { pl: 'Zaznacz co najmniej jedną listę.', en: 'Choose at least one list.' },
  classesSection: {
    pl: 'Klasy: zadania domowe i zmiany w kalendarzu',
    en: 'Classes: homework and calendar changes',
  },
  schoolSection: { pl: 'Cała szkoła', en: 'The whole school' },
  /** The school's two lists beside the classes' (SCHOOL_LISTS). */
  news: { pl: 'Wiadomości szkolne', en: 'School news' },
  urgent: {
    pl: 'Pilne komunikaty (np. odwołane zajęcia)',
    en: 'Urgent notices (e.g. classes canceled)',
  },
  submit: { pl: 'Zapisz mnie', en: 'Sign me up' },
  /** After the 202: the same words whatever the address was (the server says nothing more). */
  sentHeading: { pl: 'Sprawdź skrzynkę e-mail', en: 'Check Your E-mail' },
  sent1: {
    pl: 'Wysłaliśmy na podany adres wiadomość z linkiem potwierdzającym. Zapis zacznie działać dopiero po kliknięciu tego linku.',
    en: 'We have sent a message with a confirmation link to the address you gave. The sign-up starts working only once that link is clicked.',
  },
  sent2: {
    pl: 'Jeśli wiadomość nie dotrze w ciągu kilku minut, proszę zajrzeć do folderu spam. Gdy link wysłaliśmy już wcześniej (w ciągu ostatniej doby), następny nie przychodzi — wystarczy kliknąć ten pierwszy.',
    en: 'If the message does not arrive within a few minutes, please look in your spam folder. If we already sent a link earlier (within the last 24 hours), no new one comes — just click the first one.',
  },
  again: { pl: 'Zapisz inny adres', en: 'Sign up another address' },
  emailInvalid: {
    pl: 'Proszę podać poprawny adres email.',
    en: 'Please enter a valid e-mail address.',
  },
  listsRequired: { pl: 'Wybierz co najmniej jedną listę.', en: 'Choose at least one list.' },
  listsRepeated: {
    pl: 'Każdą listę można wybrać tylko raz.',
    en: 'Each list can be chosen only once.',
  },
  listUnknown: {
    pl: 'Nie ma listy „{list}”. Wybierz klasę szkoły, wiadomości szkolne lub pilne komunikaty.',
    en: 'There is no list “{list}”. Choose one of the school’s classes, school news or urgent notices.',
  },
} satisfies MessageSource
