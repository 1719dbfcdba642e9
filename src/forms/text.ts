// The forms' own Polish words (CONVENTIONS.md habit 4): sending, retrying, drafts, clearing.
// Field labels and validation messages are in each form's domain module.

export const LOADING_FORM_TEXT = 'Ładowanie formularza…'
export const SENDING_TEXT = 'Wysyłanie…'
export const retryingText = (retry: number, of: number) =>
  `Nie udało się połączyć z serwerem. Ponawiamy próbę (${retry} z ${of})…`

/** After the retries: nothing is lost, the draft stays. */
export const SEND_FAILED_MESSAGE =
  'Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie — wpisane dane zostały zachowane.'
/** A 429 without the server's own message (issue #17). */
export const TOO_MANY_MESSAGE =
  'Wysłano zbyt wiele formularzy w krótkim czasie. Spróbuj ponownie za kilka minut — wpisane dane zostały zachowane.'
export const invalidAnswerMessage = (message: string) =>
  message || 'Formularz zawiera błędy. Popraw zaznaczone pola.'

export const DRAFT_NOTE =
  'Wpisane dane są zapisywane tylko w tej karcie przeglądarki i znikają po wysłaniu formularza lub jego wyczyszczeniu.'
export const CLEAR_FORM_LABEL = 'Wyczyść formularz'
export const CLEAR_FORM_TITLE = 'Wyczyścić formularz?'
export const CLEAR_FORM_TEXT =
  'Wszystkie wpisane dane zostaną usunięte z formularza i z tej karty przeglądarki.'
export const PRINT_LABEL = 'Drukuj podsumowanie'
