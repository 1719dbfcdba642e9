// The homework and calendar pages' pointer to the mailing lists (issue #34; English: issue #35).
import type { MessageSource } from '../source'

export default {
  homework: {
    pl: 'Nowe zadania domowe mogą przychodzić e-mailem, raz w tygodniu.',
    en: 'New homework can come by e-mail, once a week.',
  },
  calendar: {
    pl: 'Zmiany w kalendarzu klasy mogą też przychodzić e-mailem.',
    en: 'Changes to your class’s calendar can also come by e-mail.',
  },
  link: { pl: 'Zapisz się na powiadomienia e-mail', en: 'Sign up for e-mail notifications' },
} satisfies MessageSource
