// The words of the declared kinds' screens (issue #30); each kind's own words (its title, one
// record, its fields' labels) are in its declaration.
import { requiredMessage } from '../../domain/content/requiredMessage'

/** "Dodaj klasę": a name as the object of a verb (Polish accusative of `one`). */
export function accusative(one: string): string {
  const [first = '', ...rest] = one.split(' ')
  const word = ANIMATE[first] ?? first.replace(/a$/, 'ę')
  return [word, ...rest].join(' ')
}
const ANIMATE: Record<string, string> = { nauczyciel: 'nauczyciela' }

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export const DECLARED = {
  dashboardHeading: 'Szkoła: zadania, kalendarz, nauczyciele i inne',
  add: (one: string) => `Dodaj ${accusative(one)}`,
  newTitle: (one: string) => `Nowy wpis: ${one}`,
  recordTitle: (one: string, name: string) => (name ? `${capital(one)}: ${name}` : capital(one)),
  filter: 'Szukaj na liście',
  filterBar: 'Filtr listy',
  none: 'Nie ma jeszcze żadnego wpisu.',
  noneFound: 'Nic nie pasuje do wyszukiwania.',
  shown: (shown: number, all: number) =>
    shown === all ? `Wpisów: ${all}` : `Pasujących wpisów: ${shown} z ${all}`,
  name: 'Nazwa',
  yes: 'tak',
  no: 'nie',
  draft: 'szkic',
  state: 'Stan',
  published: 'opublikowane',
  count: (n: number) => `pozycji: ${n}`,
  required: requiredMessage,
  tooLong: (label: string, max: number) => `${label}: najwyżej ${max} znaków.`,
  create: 'Dodaj',
  save: 'Zapisz i opublikuj',
  publish: 'Opublikuj',
  saveDraft: 'Zapisz jako szkic',
  draftNow: 'To jest szkic: nie widać go na stronie, dopóki go nie opublikujesz.',
  publishedNow: 'Ten wpis jest opublikowany. „Zapisz jako szkic” zdejmie go ze strony.',
  delete: 'Usuń',
  deleteQuestion: (name: string) => `Usunąć „${name}”? Tego nie da się cofnąć.`,
  deleted: (name: string) => `Usunięto „${name}”.`,
  backToList: 'Wróć do listy',
  fixedRecords: 'Tych wpisów nie dodaje się ani nie usuwa: można je tylko zmieniać.',
  choose: 'Wybierz…',
  noLevels: 'Szkoła nie ma jeszcze klas.',
  noShifts: 'Szkoła nie ma jeszcze zmian.',
  linesHint: 'Jedna pozycja w wierszu.',
  markdownHint: 'Markdown: **pogrubienie**, *kursywa*, listy zaczynane od „- ”, [link](https://…).',
  previewOf: (label: string) => `Podgląd: ${label}`,
  item: (label: string, n: number) => `${label} ${n}`,
  addItem: (label: string) => `Dodaj pozycję (${label.toLowerCase()})`,
  removeItem: 'Usuń',
  moveUp: 'W górę',
  moveDown: 'W dół',
  ofItem: (label: string, n: number) => `: ${label.toLowerCase()}, pozycja ${n}`,
  file: {
    current: (name: string) => `Obecny plik: ${name}`,
    none: 'Nie dodano jeszcze pliku.',
    choose: 'Wybierz plik PDF',
    hint: 'Tylko plik PDF. Po przesłaniu zapisz formularz.',
    upload: 'Prześlij PDF',
    uploading: 'Przesyłanie…',
    chooseFirst: 'Najpierw wybierz plik PDF.',
    notPdf: 'Wybrany plik nie jest plikiem PDF.',
    uploaded: (name: string) => `Przesłano plik ${name}. Zapisz formularz, aby go użyć.`,
  },
  teacherFilled: 'Nauczyciel: Ty (uzupełniane z Twojego konta).',
}
