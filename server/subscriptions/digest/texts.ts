// Issue #34: the Polish words of the weekly digest, its command and the preference page (beside
// server/subscriptions/texts.ts, which has the words every list mail shares).
import { formatDate, formatDateWithWeekday } from '../../../src/domain/dates'
import { countOf, type PluralForms } from '../../../src/domain/plural'

const MAILS: PluralForms = ['wiadomość', 'wiadomości', 'wiadomości']

export const DIGEST_TEXTS = {
  subject: (day: string) => `Polska Szkoła w Lombard: co nowego w tygodniu do ${formatDate(day)}`,
  greeting: 'Dzień dobry,',
  intro: (day: string) =>
    `oto zestawienie z list szkoły, na które zapisany jest ten adres (tydzień do ${formatDate(day)}).`,
  newHomework: 'Nowe zadania domowe',
  dueSaturday: (saturday: string) => `Do oddania w sobotę ${formatDate(saturday)}`,
  calendar: 'W kalendarzu w najbliższych dwóch tygodniach',
  news: 'Aktualności',
  bulletins: 'Biuletyny',
  homeworkLine: (title: string, teacher: string, due: string) =>
    `${title}${teacher ? ` (${teacher})` : ''}, termin: ${formatDate(due)}`,
  dueLine: (title: string, teacher: string) => `${title}${teacher ? ` (${teacher})` : ''}`,
  eventLine: (date: string, title: string, label: string, hours: string) =>
    `${formatDateWithWeekday(date)}: ${title} (${label}${hours ? `, ${hours}` : ''})`,
  datedLine: (date: string, title: string) => `${formatDate(date)}: ${title}`,
  more: 'Więcej na stronie szkoły:',
  signature: 'Polska Szkoła w Lombard',
} as const

export const NOTIFY_TEXTS = {
  usage: [
    'Poczta z list szkoły.',
    '',
    'Użycie:',
    '  npm run notify -- digest                      wysyła zestawienie tygodniowe teraz',
    '  npm run notify -- digest --date=RRRR-MM-DD    zestawienie z tego czwartku',
    '',
    'Bez --date: ostatni czwartek (dziś, jeśli dziś jest czwartek) w Chicago.',
    'Zestawienie z danego tygodnia każdy adres dostaje tylko raz, nawet po ponownym uruchomieniu.',
  ].join('\n'),
  notThursday: (date: string) =>
    `Data ${date} nie jest czwartkiem; zestawienie wysyłamy z czwartku (RRRR-MM-DD).`,
  askingServer: (pid: number) =>
    `Serwer strony działa na tych danych (proces ${pid}): zestawienie wysyła on, czekam na niego.`,
  notAServer: (dir: string, pid: number) =>
    `Dane w ${dir} są w użyciu przez proces ${pid}, który nie przyjmuje próśb o zestawienie ` +
    '(np. npm run staff, przywracanie kopii albo serwer w starszej wersji). Niczego nie wysłano. ' +
    'Poczekaj, aż skończy, albo go zatrzymaj, i uruchom to polecenie ponownie.',
  noAnswer: (pid: number, seconds: number) =>
    `Serwer (proces ${pid}) nie odpowiedział w ciągu ${seconds} s. ` +
    'Sprawdź dziennik serwera; ponowne uruchomienie nie wyśle nikomu drugiej kopii.',
  serverStopped: (pid: number) =>
    `Serwer (proces ${pid}) zatrzymał się przed końcem; uruchom to polecenie ponownie ` +
    '(nikt nie dostanie drugiej kopii).',
  failed: (reason: string) => `Nie udało się: ${reason}`,
  done: (day: string, queued: number, sent: number) =>
    queued === 0
      ? `Zestawienie z ${formatDate(day)}: nic nowego do wysłania (0 wiadomości w kolejce).`
      : `Zestawienie z ${formatDate(day)}: ${countOf(queued, MAILS)} w kolejce, wysłano ${sent}.` +
        (sent < queued ? ' Pozostałe wyśle serwer strony, gdy serwer poczty je przyjmie.' : ''),
} as const

export const PREFERENCE_TEXTS = {
  title: 'Listy i częstotliwość poczty',
  intro:
    'Dla każdej listy można wybrać, jak często przychodzi poczta: raz w tygodniu (w czwartek ' +
    'wieczorem, w jednym zestawieniu), od razu, albo wcale.',
  pending: 'czeka na potwierdzenie linkiem z wiadomości',
  others: 'Pozostałe listy szkoły',
  weekly: 'co tydzień',
  immediate: 'od razu',
  off: 'wcale',
  save: 'Zapisz wybór',
  saved: 'Zapisano. Tak teraz przychodzi poczta z list:',
  gone: 'Ten adres nie jest już zapisany na żadną listę szkoły. Można zapisać się ponownie na stronie szkoły.',
} as const
