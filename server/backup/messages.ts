// What the backup tool says to the school office, in one place (CONVENTIONS.md habit 4).
import { KEEP_BACKUPS } from './format'

export const USAGE = [
  'Kopie zapasowe bazy danych strony szkoły.',
  '',
  'Użycie:',
  `  npm run backup               zapisuje kopię w DATA_DIR/backups/ (zostaje ${KEEP_BACKUPS} najnowszych)`,
  '  npm run restore -- <plik>    przywraca bazę z kopii',
  '',
  'Przy wbudowanej bazie (bez DATABASE_URL) kopię zapisuje działający serwer, jeśli działa;',
  'przed przywróceniem kopii serwer musi być zatrzymany.',
].join('\n')

/** Polish plural: 1 wiersz, 2–4 wiersze (not 12–14), 5 wierszy. */
const counted = (count: number, one: string, few: string, many: string) => {
  if (count === 1) return `1 ${one}`
  const fewForm = [2, 3, 4].includes(count % 10) && ![12, 13, 14].includes(count % 100)
  return `${count} ${fewForm ? few : many}`
}
const rows = (count: number) => counted(count, 'wiersz', 'wiersze', 'wierszy')

export const messages = {
  written: (file: string, tables: number, count: number) =>
    `Zapisano kopię zapasową: ${file} (${counted(tables, 'tabela', 'tabele', 'tabel')}, ${rows(count)}).`,
  pruned: (count: number) =>
    `Usunięto starsze kopie (${count}); zostaje ${KEEP_BACKUPS} najnowszych.`,
  restored: (file: string, createdAt: string, count: number) =>
    `Przywrócono bazę z kopii ${file} z ${createdAt} (${rows(count)}).`,
  keptAside: (dir: string) =>
    `Poprzednia baza została odłożona do ${dir}; usuń ją, gdy nie będzie potrzebna.`,
  noFile: 'Podaj plik kopii: npm run restore -- <plik>',
  missingFile: (file: string) => `Nie ma pliku ${file}.`,
  notABackup: (file: string) =>
    `Plik ${file} nie jest kopią zapasową bazy tej strony; niczego nie zmieniono.`,
  damaged: (file: string) =>
    `Kopia ${file} jest niepełna lub uszkodzona; niczego nie zmieniono. Użyj innej kopii.`,
  newer: (file: string) =>
    `Kopia ${file} pochodzi z nowszej wersji strony; najpierw zaktualizuj stronę. Niczego nie zmieniono.`,
  targetNotEmpty:
    'Baza wskazana w DATABASE_URL nie jest pusta; niczego nie zmieniono. Utwórz nową, pustą bazę ' +
    '(np. createdb), przywróć kopię do niej i wtedy przestaw DATABASE_URL.',
  serverRunning: (dir: string, pid: number) =>
    `Serwer strony działa na tych danych (${dir}, proces ${pid}). Najpierw zatrzymaj serwer, ` +
    'potem uruchom to polecenie ponownie: wbudowanej bazy nie mogą otworzyć dwa programy naraz.',
  askingServer: (pid: number) =>
    `Serwer strony działa na tych danych (proces ${pid}): kopię zapisuje on, czekam na niego.`,
  notAServer: (dir: string, pid: number) =>
    `Dane w ${dir} są w użyciu przez proces ${pid}, który nie przyjmuje próśb o kopię zapasową ` +
    '(np. npm run staff, przywracanie kopii albo serwer w starszej wersji). Kopii nie zapisano. ' +
    'Poczekaj, aż skończy, albo go zatrzymaj, i uruchom to polecenie ponownie.',
  noAnswer: (pid: number, seconds: number) =>
    `Serwer (proces ${pid}) nie zapisał kopii w ciągu ${seconds} s; kopii nie ma. ` +
    'Sprawdź dziennik serwera i uruchom to polecenie ponownie.',
  serverStopped: (pid: number) =>
    `Serwer (proces ${pid}) zatrzymał się, zanim zapisał kopię; kopii nie ma. ` +
    'Uruchom to polecenie ponownie.',
  failed: (reason: string) => `Nie udało się: ${reason}`,
}
