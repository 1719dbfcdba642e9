// Issue #34: the words of the weekly digest, its command and the preference page (beside
// server/subscriptions/texts.ts, which has the words every list mail shares). The digest and the
// page follow the subscriber's language (issue #35,
// src/domain/i18n/messages/subscriptionMail.json); the command speaks Polish to the staff.
import { formatDate, formatDateWithWeekday } from '../../../src/domain/dates'
import mailText from '../../../src/domain/i18n/compiled/subscriptionMail'
import type { Language } from '../../../src/domain/i18n/languages'
import { countOf, type PluralForms } from '../../../src/domain/plural'

const MAILS: PluralForms = ['wiadomość', 'wiadomości', 'wiadomości']

/** The digest's fixed words in the subscriber's language (issue #35). */
export function digestTexts(language: Language) {
  const t = mailText.in(language)
  const date = (day: string) => formatDate(day, language)
  const by = (title: string, teacher: string) => `${title}${teacher ? ` (${teacher})` : ''}`
  return {
    subject: (day: string) => t('digestSubject', { day: date(day) }),
    greeting: t('greeting'),
    intro: (day: string) => t('digestIntro', { day: date(day) }),
    newHomework: t('newHomework'),
    dueSaturday: (saturday: string) => t('dueSaturday', { saturday: date(saturday) }),
    calendar: t('calendar'),
    news: t('news'),
    bulletins: t('bulletins'),
    homeworkLine: (title: string, teacher: string, due: string) =>
      `${by(title, teacher)}, ${t('due', { date: date(due) })}`,
    dueLine: by,
    eventLine: (day: string, title: string, label: string, hours: string) =>
      `${formatDateWithWeekday(day, language)}: ${title} (${label}${hours ? `, ${hours}` : ''})`,
    datedLine: (day: string, title: string) => `${date(day)}: ${title}`,
    signature: t('signature'),
  }
}

export const DIGEST_TEXTS = digestTexts('pl')

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

/** The preference page's words in the subscriber's language (issue #35). */
export function preferenceTexts(language: Language) {
  const t = mailText.in(language)
  return {
    title: t('preferencesTitle'),
    intro: t('preferencesIntro'),
    pending: t('pending'),
    others: t('others'),
    weekly: t('weekly'),
    immediate: t('immediate'),
    off: t('off'),
    save: t('save'),
    saved: t('saved'),
    gone: t('notSubscribed'),
  }
}

export const PREFERENCE_TEXTS = preferenceTexts('pl')
