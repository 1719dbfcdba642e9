// The public forms' shared words (issue #35): the form kit (src/components/form) and what every
// form page says around its form (src/forms): loading, sending, retrying, drafts, the office.
import type { MessageSource } from '../source'

export default {
  required: { pl: '(wymagane)', en: '(required)' },
  selectPlaceholder: { pl: 'Wybierz…', en: 'Choose…' },
  accepted: { pl: 'Zaakceptowano', en: 'Accepted' },
  notAccepted: { pl: 'Nie zaakceptowano', en: 'Not accepted' },
  // The accept modal's buttons (src/components/AcceptModal.tsx).
  accept: { pl: 'Akceptuję', en: 'I accept' },
  cancel: { pl: 'Anuluj', en: 'Cancel' },
  close: { pl: 'Zamknij', en: 'Close' },
  remove: { pl: 'Usuń', en: 'Remove' },
  item: { pl: 'pozycję {number}', en: 'item {number}' },
  uploading: { pl: 'Przesyłanie pliku {file}', en: 'Uploading {file}' },
  uploaded: { pl: 'Przesłano', en: 'Uploaded' },
  uploadFailed: {
    pl: 'Nie udało się przesłać pliku. Spróbuj ponownie.',
    en: 'The file could not be uploaded. Please try again.',
  },
  uploadNetwork: {
    pl: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    en: 'Could not connect to the server. Check your connection and try again.',
  },
  uploadPending: {
    pl: 'Poczekaj, aż pliki zostaną przesłane.',
    en: 'Please wait until the files have been uploaded.',
  },
  errorsTitle: { pl: 'Nie udało się wysłać formularza', en: 'The form could not be sent' },
  sending: { pl: 'Wysyłanie…', en: 'Sending…' },
  retrying: {
    pl: 'Nie udało się połączyć z serwerem. Ponawiamy próbę ({retry} z {of})…',
    en: 'Could not connect to the server. Trying again ({retry} of {of})…',
  },
  sendFailed: {
    pl: 'Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie — wpisane dane zostały zachowane.',
    en: 'The form could not be sent. Check your internet connection and try again — what you entered has been kept.',
  },
  tooMany: {
    pl: 'Wysłano zbyt wiele formularzy w krótkim czasie. Spróbuj ponownie za kilka minut — wpisane dane zostały zachowane.',
    en: 'Too many forms were sent in a short time. Please try again in a few minutes — what you entered has been kept.',
  },
  invalidAnswer: {
    pl: 'Formularz zawiera błędy. Popraw zaznaczone pola.',
    en: 'The form has errors. Please correct the marked fields.',
  },
  draftNote: {
    pl: 'Wpisane dane są zapisywane tylko w tej karcie przeglądarki i znikają po wysłaniu formularza lub jego wyczyszczeniu.',
    en: 'What you enter is saved only in this browser tab and disappears when the form is sent or cleared.',
  },
  clearForm: { pl: 'Wyczyść formularz', en: 'Clear the form' },
  clearFormTitle: { pl: 'Wyczyścić formularz?', en: 'Clear the form?' },
  clearFormText: {
    pl: 'Wszystkie wpisane dane zostaną usunięte z formularza i z tej karty przeglądarki.',
    en: 'Everything you entered will be removed from the form and from this browser tab.',
  },
  print: { pl: 'Drukuj podsumowanie', en: 'Print the summary' },
} satisfies MessageSource
