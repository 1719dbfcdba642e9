// The public API's refusals worded by the client in its page's language (issue #35): one text per
// stable `code` of an answer, with the answer's `params` as its values (sizes given as text by
// src/domain/apiErrorText.ts). The Polish texts are the server's own words. A code not here is
// shown in the server's words, which follow the request's language where the server has them.
import type { MessageSource } from '../source'

export default {
  INVALID_FORM: {
    pl: 'Formularz zawiera błędy. Popraw zaznaczone pola.',
    en: 'The form has errors. Please correct the marked fields.',
  },
  TOO_MANY_ENROLLMENTS: {
    pl: 'Z tego połączenia wysłano w krótkim czasie zbyt wiele zgłoszeń. Spróbuj ponownie za minutę — wpisane dane zostały zachowane.',
    en: 'Too many enrollments were sent from this connection in a short time. Please try again in a minute — what you entered has been kept.',
  },
  TOO_MANY_SURVEYS: {
    pl: 'Z tego połączenia wysłano w krótkim czasie zbyt wiele odpowiedzi. Spróbuj ponownie za minutę — wpisane dane zostały zachowane.',
    en: 'Too many answers were sent from this connection in a short time. Please try again in a minute — what you entered has been kept.',
  },
  TOO_MANY_UPLOADS: {
    pl: 'Zbyt wiele przesłanych plików. Spróbuj za minutę.',
    en: 'Too many files were uploaded. Please try again in a minute.',
  },
  SERVER_BUSY: {
    pl: 'Serwer przyjmuje teraz zbyt wiele zgłoszeń naraz. Spróbuj ponownie {window, select, hour {za godzinę} other {za minutę}}.',
    en: 'The server is receiving too many submissions at once. Please try again in {window, select, hour {an hour} other {a minute}}.',
  },
  FILE_TOO_LARGE: {
    pl: 'Plik jest za duży. Największy dopuszczalny rozmiar to {maxBytes}.',
    en: 'The file is too large. The largest size allowed is {maxBytes}.',
  },
  UNSUPPORTED_FILE_TYPE: {
    pl: 'Ten rodzaj pliku nie jest przyjmowany. Prześlij zdjęcie (JPG, PNG, GIF, WebP, HEIC) lub PDF.',
    en: 'This type of file is not accepted. Please upload a photo (JPG, PNG, GIF, WebP, HEIC) or a PDF.',
  },
  UPLOAD_ADDRESS_FULL: {
    pl: 'Z tego połączenia czeka już {maxBytes} plików niewysłanych z formularzem. Wyślij najpierw formularz z przesłanymi plikami i dopiero potem prześlij kolejne (pliki niewysłane z formularzem są usuwane po {hours} godzinach).',
    en: '{maxBytes} of files not yet sent with a form are already waiting from this connection. Please send the form with the uploaded files first, then upload more (files not sent with a form are deleted after {hours} hours).',
  },
  UPLOAD_POOL_FULL: {
    pl: 'Serwer szkoły przyjął w ostatnich godzinach zbyt wiele plików, których nikt nie wysłał jeszcze z formularzem. Spróbuj ponownie za godzinę albo skontaktuj się z sekretariatem.',
    en: 'In the last few hours the school’s server has received too many files that nobody has sent with a form yet. Please try again in an hour or contact the school office.',
  },
  UPLOAD_QUOTA_FULL: {
    pl: 'Serwer szkoły nie przyjmuje teraz więcej plików: miejsce na przesłane pliki jest pełne. Spróbuj ponownie później albo skontaktuj się z sekretariatem.',
    en: 'The school’s server is not accepting more files now: the space for uploaded files is full. Please try again later or contact the school office.',
  },
} satisfies MessageSource
