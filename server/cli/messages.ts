// What the staff-account tool says to the school office, in one place (CONVENTIONS.md habit 4).
import { MIN_PASSWORD_LENGTH } from '../auth/passwords'
import type { Role } from '../repositories/users'

export const USAGE = [
  'Konta pracowników strony szkoły.',
  '',
  'Użycie: npm run staff -- <polecenie>',
  '',
  '  add <e-mail> <imię i nazwisko> [--role editor|admin] [--admin]',
  '      [--teacher <klasy>] [--password-stdin]',
  '      Zakłada konto: redaktora (editor, domyślnie: zmienia tylko treści strony),',
  '      administratora (admin, lub --admin: także zapisy, ankiety i statystyki wizyt) albo',
  '      nauczyciela (--teacher klasa-3,klasa-4: tylko zadania domowe i kalendarz swoich klas;',
  '      klasy to identyfikatory z content/school/levels.yaml).',
  '      Bez --password-stdin hasło jest losowane i pokazywane jeden raz; z --password-stdin',
  '      jest czytane z pierwszego wiersza standardowego wejścia',
  `      (co najmniej ${MIN_PASSWORD_LENGTH} znaków).`,
  '  role <e-mail> <editor|admin|teacher> [--classes <klasy>]',
  '      Zmienia rolę konta (nauczyciel: z jego klasami, np. --classes klasa-3,klasa-4)',
  '      i wylogowuje je ze wszystkich urządzeń.',
  '  list',
  '      Pokazuje wszystkie konta (nauczycieli z ich klasami).',
  '  disable <e-mail>',
  '      Wyłącza konto i wylogowuje je ze wszystkich urządzeń.',
  '  help',
  '      Pokazuje ten opis.',
  '',
  'Przy wbudowanej bazie (bez DATABASE_URL) serwer musi być najpierw zatrzymany.',
].join('\n')

export const ROLE_NAMES: Record<Role, string> = {
  editor: 'redaktor',
  admin: 'administrator',
  teacher: 'nauczyciel',
}

/** A role's name, with a teacher's classes: `nauczyciel: klasa-3, klasa-4`. */
export const roleWithClasses = (role: Role, classes: readonly string[] = []) =>
  role === 'teacher' ? `${ROLE_NAMES[role]}: ${classes.join(', ') || '—'}` : ROLE_NAMES[role]
export const ACTIVE = 'aktywne'
export const DISABLED = 'wyłączone'
export const NO_ACCOUNTS = 'Brak kont.'

export const messages = {
  unknownCommand: (command: string) => `Nieznane polecenie: ${command}`,
  badArguments: (command: string) => `Niepoprawne argumenty polecenia ${command}.`,
  badEmail: (email: string) => `To nie jest poprawny adres e-mail: ${email}`,
  badRole: (command: string, role: string) =>
    `Nieznana rola w poleceniu ${command}: ${role} (do wyboru: editor, admin, teacher).`,
  noClasses:
    'Nauczyciel musi mieć co najmniej jedną klasę, np. --teacher klasa-3,klasa-4 ' +
    '(albo --classes klasa-3 przy poleceniu role).',
  unknownClasses: (unknown: readonly string[], known: readonly string[]) =>
    `Szkoła nie ma ${unknown.length === 1 ? 'klasy' : 'klas'}: ${unknown.join(', ')}. ` +
    (known.length > 0
      ? `Klasy z content/school/levels.yaml: ${known.join(', ')}.`
      : 'W content/school/levels.yaml nie ma żadnej klasy (sprawdź CONTENT_DIR).'),
  staffMeansEditor:
    'Rola „staff” to teraz „editor” (redaktor: zmienia tylko treści strony); użyto „editor”.',
  roleChanged: (email: string, role: Role, classes: readonly string[] = []) =>
    `Konto ${email} ma teraz rolę: ${roleWithClasses(role, classes)}; ` +
    'wylogowano je ze wszystkich urządzeń.',
  noPassword: 'Nie podano hasła: z --password-stdin hasło musi być w pierwszym wierszu wejścia.',
  shortPassword: `Hasło jest za krótkie: musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaków.`,
  duplicate: (email: string) => `Konto ${email} już istnieje; niczego nie zmieniono.`,
  added: (email: string, name: string, role: Role, classes: readonly string[] = []) =>
    `Założono konto ${email} (${name}, ${roleWithClasses(role, classes)}).`,
  generatedPassword: (password: string) => `Hasło (pokazywane tylko ten jeden raz): ${password}`,
  handOver: 'Przekaż je tej osobie bezpiecznie: osobiście lub telefonicznie, nie e-mailem.',
  unknownAccount: (email: string) => `Nie ma konta ${email}.`,
  disabled: (email: string) => `Wyłączono konto ${email} i wylogowano je ze wszystkich urządzeń.`,
  serverRunning: (dir: string, pid: number) =>
    `Serwer strony działa na tych danych (${dir}, proces ${pid}). Najpierw zatrzymaj serwer, ` +
    'potem uruchom to polecenie ponownie: wbudowanej bazy nie mogą otworzyć dwa programy naraz.',
  failed: (reason: string) => `Nie udało się: ${reason}`,
}
