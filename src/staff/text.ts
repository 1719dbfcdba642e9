// The staff area's Polish words, in one place (CONVENTIONS.md habit 4).
import type { ALBUM_EVENTS } from '../domain/content/vocabulary'
import { schoolDay } from '../domain/schoolTime'
import { RECORD_NAMES } from '../domain/recordNames'
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
  emailInvalid: 'Proszę podać poprawny adres email.',
  passwordRequired: 'Hasło jest wymagane.',
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
}

export const FORBIDDEN_TITLE = 'Brak uprawnień'
export const FORBIDDEN_MESSAGE = 'Ta część panelu jest dostępna tylko dla administratora.'
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

export const DASHBOARD = {
  data: 'Dane',
  content: 'Treści strony',
  pages: 'Strony',
}

// Moments on the school's clock and date-only days, each written in one place in src/domain.
/** A moment (a status change, a history entry): "24.11.2026, 09:30" in school time. */
export { formatSchoolDateTime as formatDateTime } from '../domain/schoolClock'
/** The school's calendar day of a moment (when an enrolment or an account was made). */
export { formatSchoolDate as formatMomentDay } from '../domain/schoolClock'
/** A date-only value (a birth date): "14.03.2017", never read as an instant. */
export { formatIsoDay as formatDay } from '../domain/isoDay'

export const ENROLLMENTS = {
  filters: 'Filtry zgłoszeń',
  year: 'Rok szkolny',
  allYears: 'Wszystkie lata',
  status: 'Status',
  shift: 'Zmiana',
  allShifts: 'Wszystkie zmiany',
  level: 'Klasa',
  allLevels: 'Wszystkie klasy',
  duplicate: 'Możliwy duplikat',
  duplicateOptions: [
    { value: 'true', label: 'Tylko możliwe duplikaty' },
    { value: 'false', label: 'Bez duplikatów' },
  ],
  all: 'Wszystkie',
  search: 'Szukaj ucznia (imię lub nazwisko)',
  exportCsv: 'Eksportuj CSV',
  print: 'Drukuj',
  searching: 'Wyszukiwanie…',
  found: (total: number) => `Znalezione zgłoszenia: ${total}`,
  tableCaption: 'Zgłoszenia',
  number: 'Numer',
  created: 'Data zgłoszenia',
  students: 'Uczniowie',
  yes: 'Tak',
  no: 'Nie',
  csvName: (year: string) => `zapisy-${year || 'wszystkie-lata'}.csv`,
  recordTitle: RECORD_NAMES.enrollment,
  schoolYear: 'Rok szkolny',
  duplicateWarning: 'To zgłoszenie może powtarzać wcześniejsze (ten sam uczeń i data urodzenia).',
  changeStatus: 'Zmień status',
  currentStatus: 'Obecny status',
  statusChanged: (when: string, who: string) =>
    who ? `Ostatnia zmiana: ${when}, ${who}` : `Ostatnia zmiana: ${when}`,
  statusSaved: (label: string) => `Zapisano status: ${label}`,
  family: 'Rodzina',
  mother: 'Matka',
  father: 'Ojciec',
  emergency: 'Kontakt awaryjny',
  address: 'Adres',
  photo: 'Zgoda na zdjęcia',
  comments: 'Uwagi rodziców',
  studentName: 'Imię i nazwisko',
}

export const SURVEYS = {
  summary: 'Podsumowanie',
  answers: 'Odpowiedzi',
  none: 'Nie ma jeszcze odpowiedzi.',
  number: 'Nr',
  date: 'Data',
  mode: 'Rodzaj',
  count: (n: number) => `Odpowiedzi: ${n}`,
  mean: (mean: number, of: number) => `średnia ocena ${mean.toLocaleString('pl-PL')} (ocen: ${of})`,
  ratingChart: 'Opinia o szkole: rozkład ocen',
  continuationChart: 'Deklaracje kontynuacji nauki',
  rating: 'Ocena',
  answersCount: 'Liczba odpowiedzi',
  declaration: 'Deklaracja',
  familiesCount: 'Liczba rodzin',
  accepted: 'Zaakceptowana',
  notAccepted: 'Niezaakceptowana',
  recordTitle: RECORD_NAMES.surveyAnswer,
  family: 'Rodzina',
  familyOf: (name: string, number: string) => `${name || 'rodzina'} (zgłoszenie ${number})`,
  noFamily: 'nie podano',
  searchLabel: 'Szukanie w odpowiedziach',
  search: 'Szukaj (e-mail, adres, miejsce urodzenia, uwagi)',
}

/** Today in the school's time zone (YYYY-MM-DD), as the server counts visit days. */
export const schoolToday = (now: Date = new Date()) => schoolDay(now)

export const VISITS = {
  period: 'Okres',
  lastDays: (n: number) => `Ostatnie ${n} dni`,
  totals: (views: number, bots: number) =>
    `Odsłony stron: ${views}. Wizyty botów (liczone osobno): ${bots}.`,
  perDay: 'Odsłony stron dziennie',
  day: 'Dzień',
  views: 'Odsłony',
  topPages: 'Najczęściej odwiedzane strony',
  page: 'Strona',
  outbound: 'Kliknięcia w linki zewnętrzne',
  target: 'Cel',
  clicks: 'Kliknięcia',
  bots: 'Boty',
  botsNote: 'Znane boty nie są liczone jako wizyty; tu tylko ich dzienna liczba.',
  botVisits: 'Wizyty botów',
  none: 'Brak danych w tym okresie.',
}

export const PUBLISH = {
  publishing: 'Publikowanie…',
  // Issue #17: an editor's builds start at most once per PUBLISH_MIN_INTERVAL_SECONDS.
  waiting: (time: string) =>
    `Zapisano. Zmiany trafią do następnej publikacji, która zacznie się o ${time}.`,
  disabled:
    'Zapisano. Ten serwer nie publikuje zmian sam: pojawią się na stronie po jej następnym zbudowaniu.',
  published: (time: string) => (time ? `Opublikowano o ${time}.` : 'Opublikowano.'),
  viewPage: 'Zobacz stronę',
  failed: 'Publikacja nie powiodła się',
  unknown: (message: string) => `Zapisano. Nie udało się sprawdzić stanu publikacji: ${message}`,
}

export const EDITOR = {
  save: 'Zapisz i opublikuj',
  preview: 'Podgląd',
  draftRestored: (time: string) =>
    `Przywrócono niezapisane zmiany z tej karty przeglądarki (${time}).`,
  draftOutdated:
    'Od tamtej pory ktoś zmienił tę treść na serwerze: sprawdź podgląd przed zapisaniem.',
  discardDraft: 'Odrzuć niezapisane zmiany',
  conflict:
    'Ktoś inny zmienił tę treść w międzyczasie. Twoje zmiany zostały zachowane jako szkic w tej karcie. Wczytaj aktualną wersję, sprawdź ją i zapisz ponownie.',
  reload: 'Wczytaj aktualną wersję',
  invalid: 'Popraw zaznaczone pola.',
  failedTitle: 'Nie udało się zapisać',
  draftNote: 'Niezapisane zmiany są przechowywane tylko w tej karcie przeglądarki.',
  removedTitle: 'Zapisano. Strona pominie w tej treści to, czego nie wolno na niej pokazać:',
}

/** After someone else saved the same content meanwhile (ContentEditor, ConflictNote). */
export const CONFLICT = {
  merged:
    'Ktoś inny zapisał tę treść w międzyczasie. Jego zmiany zostały połączone z Twoimi (zmieniliście różne miejsca). Sprawdź formularz i zapisz ponownie.',
  both: (n: number) =>
    `Ktoś inny zapisał tę treść w międzyczasie i zmienił to samo co Ty (miejsca: ${n}). W formularzu jest teraz zapisana wersja. Wybierz dla każdego miejsca, którą wersję zachować, albo popraw tekst w polu, i zapisz ponownie.`,
  theirs: 'Zapisana wersja (ktoś inny)',
  mine: 'Twoja wersja (niezapisana)',
  keepTheirs: 'Zostaw zapisaną wersję',
  takeMine: 'Użyj mojej wersji',
  byHand: 'Możesz też połączyć obie wersje ręcznie w polu formularza.',
  loadFailed: 'Nie udało się wczytać zapisanej wersji. Spróbuj ponownie.',
}

export const FAQ = {
  title: 'Tytuł strony',
  questions: 'Pytania i odpowiedzi',
  question: (index: number) => `Pytanie ${index + 1}`,
  answer: (index: number) => `Odpowiedź ${index + 1}`,
  answerHint:
    'Odpowiedzi w markdown: **pogrubienie**, [link](/zapisy-do-szkoly/), listy z myślnikami.',
  which: (index: number) => `pytanie ${index + 1}`,
  up: 'W górę',
  down: 'W dół',
  remove: 'Usuń',
  add: 'Dodaj pytanie',
}

export const PAGE_EDITOR = {
  heading: (title: string) => `Strona: ${title}`,
  title: 'Tytuł',
  body: 'Treść (markdown)',
  bodyHint: 'Nagłówki: ## Tytuł. Pogrubienie: **tekst**. Link: [opis](/pages/skarbnik/).',
}

export const ALERT = {
  kind: 'Rodzaj komunikatu',
  kinds: { alert: 'Ważny (czerwony, dzwonek)', info: 'Informacja', none: 'Brak komunikatu' },
  content: 'Treść (HTML)',
  contentHint: 'Np. <strong>Zajęcia odwołane</strong> z powodu śniegu.',
  link: 'Link „Więcej informacji”',
  linkHint: 'Adres na stronie (/zapisy-do-szkoly/) lub pełny adres http(s)://; puste: bez linku.',
  start: 'Pokazuj od',
  startHint: 'Czas szkoły (Lombard, Illinois). Puste: od razu.',
  end: 'Pokazuj do',
  endHint: 'Czas szkoły (Lombard, Illinois). Puste: bez końca.',
  noBanner: 'Baner nie będzie wyświetlany.',
  standing: 'Komunikat stały',
  standingHint: 'Widoczny zawsze, gdy nie trwa żaden komunikat zaplanowany.',
  scheduled: 'Komunikaty zaplanowane',
  scheduledHint:
    'Np. odwołane zajęcia: w czasie od–do widoczny zamiast komunikatu stałego; po końcu wraca komunikat stały.',
  scheduledOne: (index: number) => `Komunikat zaplanowany ${index + 1}`,
  addScheduled: 'Dodaj komunikat zaplanowany',
  removeScheduled: 'Usuń komunikat zaplanowany',
  previewNow: 'Podgląd: teraz',
}

/** A question asked before an action hard to take back (ConfirmButton). */
export const CONFIRM = {
  yes: 'Tak',
  cancel: 'Anuluj',
}

export const NEWS = {
  listCaption: 'Wiadomości',
  heading: (title: string) => `Wiadomość: ${title}`,
  title: 'Tytuł',
  date: 'Data',
  body: 'Treść (markdown)',
  bodyHint: 'Pierwszy akapit jest zapowiedzią na liście wiadomości.',
  visibility: 'Widoczność',
  published: 'Opublikowana',
  unpublished: 'Wycofana (niewidoczna na stronie)',
  action: 'Działanie',
  publish: 'Opublikuj',
  unpublish: 'Wycofaj',
  unpublishQuestion: (title: string) =>
    `Wycofać wiadomość „${title}”? Zniknie ze strony szkoły (można ją potem opublikować ponownie).`,
  create: 'Nowa wiadomość',
  createSubmit: 'Dodaj i opublikuj',
}

export const BULLETINS = {
  listCaption: 'Biuletyny szkolne',
  heading: (title: string) => `Biuletyn: ${title}`,
  title: 'Tytuł',
  date: 'Data',
  body: 'Treść (markdown)',
  bodyHint: 'Krótkie podsumowanie biuletynu; pełna wersja w pliku PDF.',
  file: 'Plik PDF',
  noFile: 'Brak pliku PDF',
  create: 'Nowy biuletyn',
  createSubmit: 'Dodaj i opublikuj',
  pdfHeading: 'Plik PDF biuletynu',
  currentFile: (name: string) => `Obecny plik: ${name}`,
  pdfInput: 'Wybierz plik PDF',
  pdfHint: 'Tylko plik PDF. Nowy plik zastępuje poprzedni.',
  upload: 'Prześlij PDF',
  uploading: 'Przesyłanie…',
  chooseFile: 'Najpierw wybierz plik PDF.',
  notPdf: 'Wybrany plik nie jest plikiem PDF.',
  uploaded: (name: string) => `Przesłano plik ${name}.`,
}

export const GALLERY = {
  listCaption: 'Albumy galerii',
  year: 'Rok szkolny',
  allYears: 'Wszystkie lata',
  title: 'Album',
  date: 'Data',
  photos: 'Zdjęcia',
  hidden: 'Ukryte',
  heading: (title: string) => `Album: ${title}`,
  onSite: 'Zobacz album na stronie',
  photosHeading: 'Zdjęcia albumu',
  photosHint:
    'Ukryte zdjęcie zostaje w folderze albumu, ale znika ze strony po opublikowaniu. Album musi pokazywać co najmniej jedno zdjęcie.',
  shownCount: (shown: number, hidden: number) => `Widoczne: ${shown}, ukryte: ${hidden}.`,
  hiddenBadge: 'ukryte',
  hide: (name: string) => `Ukryj zdjęcie ${name}`,
  show: (name: string) => `Pokaż zdjęcie ${name}`,
  hideLabel: 'Ukryj',
  showLabel: 'Pokaż',
  photoAlt: (name: string) => `Zdjęcie ${name}`,
  orderHint:
    'Przyciski „Wcześniej” i „Później” przesuwają zdjęcie o jedno miejsce. Nowa kolejność pojawi się na stronie po zapisaniu.',
  position: (at: number) => `${at}.`,
  moveEarlier: (name: string) => `Przesuń wcześniej zdjęcie ${name}`,
  moveLater: (name: string) => `Przesuń później zdjęcie ${name}`,
  earlierLabel: 'Wcześniej',
  laterLabel: 'Później',
  moved: (name: string, at: number, count: number) =>
    `Zdjęcie ${name} jest teraz na miejscu ${at} z ${count}.`,
  orderUnsaved: 'Kolejność zdjęć została zmieniona i nie jest jeszcze zapisana.',
  saveOrder: 'Zapisz kolejność',
  resetOrder: 'Przywróć zapisaną kolejność',
  orderSaved: 'Zapisano nową kolejność zdjęć.',
  orderUnchanged: 'Kolejność zdjęć się nie zmieniła: nie ma czego zapisać.',
  orderReset: 'Przywrócono zapisaną kolejność zdjęć.',
  orderConflict:
    'Ktoś inny zmienił w międzyczasie kolejność zdjęć w tym albumie. Twoja kolejność nie została zapisana. Porównaj obie i wybierz, którą zachować.',
  orderRace: 'Ktoś inny znowu zmienił ten album. Spróbuj zapisać kolejność jeszcze raz.',
  previewError: 'Podgląd niedostępny',
  uploadHeading: 'Dodaj zdjęcia',
  uploadInput: 'Wybierz zdjęcia',
  uploadHint:
    'Pliki JPEG, PNG albo WebP, prosto z aparatu lub telefonu. Nowe zdjęcia trafiają na koniec albumu.',
  upload: 'Prześlij zdjęcia',
  uploading: (done: number, total: number) => `Przesyłanie… ${done} z ${total}`,
  chooseFiles: 'Najpierw wybierz zdjęcia.',
  notPhoto: (name: string) => `Plik ${name} nie jest zdjęciem JPEG, PNG ani WebP.`,
  uploaded: (names: string[]) => `Dodano: ${names.join(', ')}.`,
  failed: (name: string, message: string) => `${name}: ${message}`,
  newAlbumHeading: 'Nowy album',
  newAlbumHint:
    'Nowy rok szkolny powstaje razem z pierwszym albumem w nim. Album zaczyna się od jednego zdjęcia; kolejne dodasz na jego stronie.',
  newYears: 'Rok szkolny (np. 2026-2027)',
  newTitle: 'Tytuł albumu',
  newDate: 'Data wydarzenia',
  newEvent: 'Rodzaj wydarzenia',
  newPhoto: 'Pierwsze zdjęcie',
  newAddress: (path: string) => `Adres albumu: ${path}`,
  choosePhoto: 'Wybierz pierwsze zdjęcie albumu.',
  createAlbum: 'Utwórz album',
  renameHeading: 'Zmiana tytułu',
  renameHint: 'Adres albumu na stronie zostaje ten sam.',
  rename: 'Zmień tytuł',
}

/** How the gallery editor names each event an album can be of (ALBUM_EVENTS). */
export const ALBUM_EVENT_LABELS: Record<(typeof ALBUM_EVENTS)[number], string> = {
  'zakonczenie-roku': 'Zakończenie roku szkolnego',
  karnawal: 'Bal karnawałowy',
  andrzejki: 'Andrzejki',
  egzaminy: 'Egzaminy',
  'boze-narodzenie': 'Boże Narodzenie, jasełka',
  'parada-3-maja': 'Parada 3 Maja',
  pielgrzymka: 'Pielgrzymka',
  slubowanie: 'Ślubowanie',
  'zdjecia-klasowe': 'Zdjęcia klasowe',
  inne: 'Inne',
}

export const ACCOUNTS = {
  caption: 'Konta pracowników',
  email: 'E-mail',
  name: 'Imię i nazwisko',
  role: 'Rola',
  state: 'Stan',
  created: 'Utworzone',
  actions: 'Czynności',
  active: 'aktywne',
  disabled: 'zablokowane',
  you: '(to Ty)',
  add: 'Nowe konto',
  password: 'Hasło',
  passwordHint: 'Co najmniej 12 znaków. Przekaż je tej osobie osobiście, nie e-mailem.',
  addSubmit: 'Dodaj konto',
  added: (email: string) => `Dodano konto ${email}.`,
  roleFor: (email: string) => `Rola konta ${email}`,
  changeRole: 'Zmień rolę',
  disable: 'Zablokuj',
  enable: 'Odblokuj',
  newPasswordFor: (email: string) => `Nowe hasło dla ${email}`,
  setPassword: 'Ustaw hasło',
  saved: (email: string) => `Zapisano zmiany konta ${email}.`,
  roles: [
    { value: 'editor', label: 'redaktor' },
    { value: 'admin', label: 'administrator' },
  ],
}

export const HISTORY = {
  filters: 'Filtr historii',
  kind: 'Rodzaj',
  all: 'Wszystkie',
  kinds: {
    faq: 'Najczęstsze pytania',
    page: 'Strona',
    news: 'Wiadomość',
    alert: 'Komunikat',
    bulletin: 'Biuletyn',
    gallery: 'Galeria',
    enrollment: 'Zgłoszenie',
    staff: 'Konto',
  } as Record<string, string>,
  actions: {
    create: 'utworzenie',
    update: 'zmiana',
    publish: 'publikacja',
    unpublish: 'wycofanie',
    delete: 'usunięcie',
    read: 'odczyt',
    list: 'przeglądanie listy',
    export: 'eksport',
    status: 'zmiana statusu',
    send: 'ponowne wysłanie',
  } as Record<string, string>,
  none: 'Brak wpisów.',
  caption: 'Historia zmian',
  auditCaption: 'Dziennik audytu',
  at: 'Kiedy',
  who: 'Kto',
  record: 'Rekord',
  action: 'Czynność',
  summary: 'Opis',
  account: (id: number) => `konto nr ${id}`,
  /** The audit log's record kinds (server/routes/gazda/: createAudit's third argument). */
  auditKinds: {
    enrollments: screenTitle('enrollments'),
    surveys: screenTitle('surveys'),
    'photo-report': screenTitle('photoReports'),
    uploads: 'Załączniki do zgłoszeń',
    outbox: screenTitle('outbox'),
  } as Record<string, string>,
}

/** /gazda/zgloszenia-zdjec/: visitors' requests to take a gallery photo down (issue #10). */
export const PHOTO_REPORTS = {
  status: 'Stan',
  search: 'Szukaj (zdjęcie, album, powód, e-mail)',
  allStatuses: 'Wszystkie',
  statusNames: {
    new: 'Nowe',
    hidden: 'Zdjęcie ukryte',
    rejected: 'Odrzucone',
    resolved: 'Załatwione',
  } as Record<string, string>,
  empty: 'Brak zgłoszeń.',
  listLabel: 'Zgłoszenia zdjęć',
  reportTitle: (photo: string, album: string) => `${photo} z albumu „${album}”`,
  unknownAlbum: 'album, którego już nie ma',
  photoGone: 'Tego zdjęcia nie ma już w albumie.',
  photoHiddenNow: 'Zdjęcie jest już ukryte na stronie.',
  onSite: 'Album na stronie',
  inEditor: 'Album w edytorze galerii',
  reason: 'Powód',
  received: 'Otrzymane',
  contact: 'Kontakt',
  noContact: 'nie podano',
  handled: (name: string | null, at: string) => `Decyzja: ${name ?? 'nieznana osoba'}, ${at}`,
  hide: 'Ukryj zdjęcie',
  hideFor: (photo: string) => `Ukryj zdjęcie ${photo}`,
  reject: 'Odrzuć',
  rejectFor: (photo: string) => `Odrzuć zgłoszenie zdjęcia ${photo}`,
  resolve: 'Załatwione',
  resolveFor: (photo: string) => `Załatwione: zgłoszenie zdjęcia ${photo}`,
  hidden: (photo: string) =>
    `Zdjęcie ${photo} zostało ukryte. Album zostanie opublikowany bez niego.`,
  saved: (status: string) => `Zapisano: ${status}.`,
}
