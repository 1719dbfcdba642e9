// The form kit's own Polish words not yet in the forms catalog
// (src/domain/i18n/messages/forms.json, issue #35: the enrolment form's are there). Field labels and validation messages belong to each
// form's domain module, not here.

export const REMOVE_LABEL = 'Usuń'

export const UPLOADING_TEXT = (fileName: string) => `Przesyłanie pliku ${fileName}`
export const UPLOADED_TEXT = 'Przesłano'
export const UPLOAD_FAILED_MESSAGE = 'Nie udało się przesłać pliku. Spróbuj ponownie.'
export const UPLOAD_NETWORK_MESSAGE =
  'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.'
/** A submit while a file is still on its way fails validation with this, beside the files. */
export const UPLOAD_PENDING_MESSAGE = 'Poczekaj, aż pliki zostaną przesłane.'
