// The parents' confirmation of an enrolment, in the language they filled the form in (issue #35).
// The server's only: no page imports it. The office's notice stays Polish (server/enrollmentMail.ts).
import type { MessageSource } from '../source'

export default {
  subject: {
    pl: 'Polska Szkoła w Lombard: otrzymaliśmy zgłoszenie nr {number}',
    en: 'Polska Szkoła w Lombard: we have received application no. {number}',
  },
  thanks: {
    pl: 'Dziękujemy za zgłoszenie dzieci do Polskiej Szkoły w Lombard. Otrzymaliśmy je i sekretariat wkrótce je rozpatrzy; o decyzji dla każdego dziecka napiszemy w osobnej wiadomości.',
    en: 'Thank you for enrolling your children in the Polish School in Lombard (Polska Szkoła w Lombard). We have received your application and the school office will review it soon; we will write about the decision for each child in a separate message.',
  },
  number: { pl: 'Numer zgłoszenia: {number}', en: 'Application number: {number}' },
  students: { pl: 'Uczniowie:', en: 'Students:' },
  born: { pl: 'ur. {day}', en: 'born {day}' },
  address: { pl: 'Adres: {address}', en: 'Address: {address}' },
  emergency: {
    pl: 'Kontakt w nagłych wypadkach: {contact}',
    en: 'Emergency contact: {contact}',
  },
  check: {
    pl: 'Jeśli coś się nie zgadza, prosimy o kontakt z sekretariatem szkoły, podając numer zgłoszenia.',
    en: 'If anything is wrong, please contact the school office and give the application number.',
  },
  next: { pl: 'Co dalej:', en: 'What comes next:' },
  fees: { pl: 'Opłaty za szkołę: {url}', en: 'Tuition and fees: {url}' },
  calendar: { pl: 'Kalendarz zajęć: {url}', en: 'Class calendar: {url}' },
  office: { pl: 'Sekretariat szkoły:', en: 'School office:' },
  officeEmail: {
    pl: 'E-mail: {email} (można też odpowiedzieć na tę wiadomość)',
    en: 'Email: {email} (you can also reply to this message)',
  },
  officePhone: { pl: 'Telefon: {phone}', en: 'Phone: {phone}' },
} satisfies MessageSource
