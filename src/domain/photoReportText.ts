// The photo report form's words (issue #10), apart from its rules: the album page shows the
// "Zgłoś zdjęcie" buttons with these alone, and loads the rest with the form.
export const PHOTO_REPORT_TEXT = {
  open: 'Zgłoś zdjęcie',
  openFor: (alt: string) => `Zgłoś zdjęcie: ${alt}`,
  title: 'Zgłoś zdjęcie do usunięcia',
  intro:
    'Jeśli na tym zdjęciu jesteś Ty albo Twoje dziecko i nie chcesz, żeby było na stronie, napisz dlaczego. Biuro szkoły rozpatrzy zgłoszenie.',
  reason: 'Powód zgłoszenia',
  email: 'E-mail do kontaktu (nieobowiązkowy)',
  emailHint: 'Podaj, jeśli biuro ma Ci odpowiedzieć.',
  send: 'Wyślij zgłoszenie',
  sending: 'Wysyłanie…',
  cancel: 'Anuluj',
  close: 'Zamknij',
  thanks: 'Dziękujemy. Zgłoszenie zostało przekazane do biura szkoły.',
  failed: 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie za chwilę.',
} as const
