// Words every screen of the staff area uses: the frame, the login, refusals, the pager.
import { screenTitle } from './routes'

export const STAFF_AREA_TITLE = screenTitle('dashboard')

export const LOADING_TEXT = 'Ładowanie…'

export const LOADING_PANEL_TEXT = 'Ładowanie panelu…'

export const LOGIN_TITLE = 'Logowanie'

export const LOGIN = {
  email: 'E-mail',
  password: 'Hasło',
  submit: 'Zaloguj się',
  emailRequired: 'E-mail jest wymagany.',
  failed: 'Nie udało się zalogować.',
}

export const SESSION_EXPIRED_MESSAGE = 'Sesja wygasła. Zaloguj się ponownie.'

export const NETWORK_MESSAGE =
  'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.'

export const LOGOUT_LABEL = 'Wyloguj się'

export const loggedInAs = (name: string, role: string) => `Zalogowano jako ${name} (${role})`

export const ROLE_NAMES: Record<string, string> = {
  admin: 'administrator',
  editor: 'redaktor',
  staff: 'redaktor',
  teacher: 'nauczyciel',
}

export const FORBIDDEN_TITLE = 'Brak uprawnień'

export const FORBIDDEN_MESSAGE = 'Ta część panelu jest dostępna tylko dla administratora.'

/** A teacher opening any other part of the panel than their classes' homework and calendar. */
export const FORBIDDEN_TEACHER_MESSAGE = 'Ta część panelu nie jest dostępna dla konta nauczyciela.'

export const BACK_TO_DASHBOARD = 'Wróć do panelu'

export const NOT_FOUND_MESSAGE = 'Nie ma takiej strony w panelu.'

export const RETRY_LABEL = 'Spróbuj ponownie'

export const loadFailed = (message: string) => `Nie udało się wczytać danych: ${message}`

export const PAGER = {
  label: 'Strony wyników',
  previous: 'Poprzednia',
  next: 'Następna',
  pageOf: (page: number, pages: number) => `Strona ${page} z ${pages}`,
  total: (total: number) => `Razem: ${total}`,
}

/** A question asked before an action hard to take back (ConfirmButton). */
export const CONFIRM = {
  yes: 'Tak',
  cancel: 'Anuluj',
}
