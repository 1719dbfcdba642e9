// The mail a family gets when the office changes a child's status (issue #31), in the language the
// family enrolled in (issue #35). The server's only: no page imports it.
import type { MessageSource } from '../source'

export default {
  status: {
    pl: '{status, select, new {Nowe} accepted {Przyjęte} waitlisted {Lista oczekujących} rejected {Odrzucone} withdrawn {Wycofane} other {{status}}}',
    en: '{status, select, new {New} accepted {Accepted} waitlisted {Wait list} rejected {Not accepted} withdrawn {Withdrawn} other {{status}}}',
  },
  subject: {
    pl: 'Polska Szkoła w Lombard: zgłoszenie nr {number}, {change}',
    en: 'Polska Szkoła w Lombard: application no. {number}, {change}',
  },
  subjectStatus: { pl: 'status: {status}', en: 'status: {status}' },
  subjectChange: { pl: 'zmiana statusu', en: 'status change' },
  greeting: { pl: 'Szanowni Państwo,', en: 'Dear Parents,' },
  changed: {
    pl: 'sekretariat zmienił status zgłoszenia nr {number}.',
    en: 'the school office has changed the status of application no. {number}.',
  },
  closing: {
    pl: 'Z poważaniem\nSekretariat Polskiej Szkoły w Lombard',
    en: 'Sincerely,\nThe office of the Polish School in Lombard (Polska Szkoła w Lombard)',
  },
  student: { pl: 'Uczeń: {name} ({class})', en: 'Student: {name} ({class})' },
  statusLine: { pl: 'Status: {status}', en: 'Status: {status}' },
  office: { pl: 'Kontakt z sekretariatem: {email}', en: 'School office: {email}' },
  accepted: {
    pl: 'Dziecko zostało przyjęte do szkoły. Co dalej:',
    en: 'Your child has been accepted to the school. What comes next:',
  },
  firstDay: {
    pl: '- Pierwszy dzień zajęć: {day}, zmiana: {session}.',
    en: '- First day of classes: {day}, session: {session}.',
  },
  firstDayLater: {
    pl: '- Pierwszy dzień zajęć podamy w osobnej wiadomości.',
    en: '- We will send the first day of classes in a separate message.',
  },
  fees: { pl: '- Opłaty za szkołę: {url}', en: '- Tuition and fees: {url}' },
  waitlisted: {
    pl: 'W tej klasie nie ma teraz wolnego miejsca: dziecko jest na liście oczekujących.',
    en: 'There is no free place in this class now: your child is on the wait list.',
  },
  place: {
    pl: 'Miejsce na liście oczekujących tej klasy: {place}.',
    en: 'Place on this class’s wait list: {place}.',
  },
  willWrite: {
    pl: 'Napiszemy do Państwa, gdy zwolni się miejsce.',
    en: 'We will write to you when a place becomes free.',
  },
  rejected: {
    pl: 'Niestety nie możemy przyjąć dziecka do szkoły. Dziękujemy za zainteresowanie naszą szkołą.',
    en: 'Unfortunately we cannot accept your child to the school. Thank you for your interest in our school.',
  },
  questions: {
    pl: 'W razie pytań prosimy o kontakt z sekretariatem: {email}',
    en: 'If you have any questions, please contact the school office: {email}',
  },
  withdrawn: {
    pl: 'Zgłoszenie dziecka zostało wycofane.',
    en: 'Your child’s application has been withdrawn.',
  },
  mistake: {
    pl: 'Jeśli to pomyłka, prosimy o kontakt z sekretariatem: {email}',
    en: 'If this is a mistake, please contact the school office: {email}',
  },
  pending: {
    pl: 'Zgłoszenie dziecka czeka na rozpatrzenie przez sekretariat.',
    en: 'Your child’s application is waiting for the school office’s review.',
  },
} satisfies MessageSource
