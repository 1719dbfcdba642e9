// The gallery's photo report form (issue #10; English: issue #35): the dialog's words and its
// check's messages, the page's and the server's (src/domain/photoReport.ts). Loaded with the
// dialog's code; the album page's "Zgłoś zdjęcie" buttons take theirs from ./gallery.ts.
import type { MessageSource } from '../source'

export default {
  title: { pl: 'Zgłoś zdjęcie do usunięcia', en: 'Ask for a Photo to Be Removed' },
  intro: {
    pl: 'Jeśli na tym zdjęciu jesteś Ty albo Twoje dziecko i nie chcesz, żeby było na stronie, napisz dlaczego. Biuro szkoły rozpatrzy zgłoszenie.',
    en: 'If you or your child are in this photo and you do not want it on the website, tell us why. The school office will review your request.',
  },
  reason: { pl: 'Powód zgłoszenia', en: 'Reason for the request' },
  email: { pl: 'E-mail do kontaktu (nieobowiązkowy)', en: 'Contact e-mail (optional)' },
  emailHint: {
    pl: 'Podaj, jeśli biuro ma Ci odpowiedzieć.',
    en: 'Give it if you would like the office to reply.',
  },
  send: { pl: 'Wyślij zgłoszenie', en: 'Send the request' },
  sending: { pl: 'Wysyłanie…', en: 'Sending…' },
  cancel: { pl: 'Anuluj', en: 'Cancel' },
  close: { pl: 'Zamknij', en: 'Close' },
  thanks: {
    pl: 'Dziękujemy. Zgłoszenie zostało przekazane do biura szkoły.',
    en: 'Thank you. Your request has been passed on to the school office.',
  },
  failed: {
    pl: 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie za chwilę.',
    en: 'The request could not be sent. Please try again in a moment.',
  },
  /** The server's 429 (server/limits/rules.ts says the Polish one), in the page's language. */
  tooMany: {
    pl: 'Wysłano już wiele zgłoszeń z tego adresu. Spróbuj ponownie za godzinę.',
    en: 'Many requests have already been sent from this address. Please try again in an hour.',
  },
  notFound: {
    pl: 'Nie ma takiego zdjęcia w galerii albo zostało już ukryte. Odśwież stronę albumu.',
    en: 'There is no such photo in the gallery, or it has already been hidden. Reload the album page.',
  },
  reasonRequired: { pl: 'Powód zgłoszenia jest wymagany.', en: 'The reason is required.' },
  reasonTooLong: {
    pl: 'Powód zgłoszenia powinien być nie dłuższy niż {max} znaków.',
    en: 'The reason must be at most {max} characters long.',
  },
  emailInvalid: {
    pl: 'Proszę podać poprawny adres email.',
    en: 'Please enter a valid e-mail address.',
  },
  emailTooLong: {
    pl: 'E-mail powinien być nie dłuższy niż {max} znaków.',
    en: 'The e-mail address must be at most {max} characters long.',
  },
  unstorable: {
    pl: 'Pole zawiera niedozwolone znaki (np. znak NUL). Usuń je i wyślij ponownie.',
    en: 'The field contains characters that are not allowed (e.g. the NUL character). Remove them and send again.',
  },
} satisfies MessageSource
