// A content file's problem as the staff area shows it (issue #30): the file, the field, and what is
// wrong in Polish, with the rule as the build words it ("due: must not be before assigned") kept as
// the detail. The checks themselves (./kinds.ts, ./references.ts) stay in English, as the build's
// output and content/README.md have them.

export interface ContentProblem {
  /** `content/<path>`, as the build names it. */
  file: string
  /** The field (`due`, `events[3].date`, `[0].name`); null for the file as a whole. */
  field: string | null
  /** What is wrong, in Polish where the rule is a common one; else the rule's own words. */
  message: string
  /** The rule's words as the build prints them after the file's name. */
  detail: string
}

/** `due`, `events[3].date`, `[0].name`, `captions.01.jpg`: a path of fields, never a sentence. */
const FIELD = /^([\w\-[\].]+): (.+)$/
const FILE_NAME = 'the file name: '

/** The common rules' words in Polish; `$1`… are the rule's own values. */
const POLISH: [RegExp, string][] = [
  [/^is required$/, 'brak wartości: to pole jest wymagane'],
  [/^must be text$/, 'musi być tekstem'],
  [/^must be a real date written YYYY-MM-DD$/, 'musi być prawdziwą datą w postaci RRRR-MM-DD'],
  [/^must be a time HH:MM$/, 'musi być godziną w postaci GG:MM'],
  [/^must be a whole number$/, 'musi być liczbą całkowitą'],
  [/^must be true or false$/, 'musi mieć wartość true albo false'],
  [/^must be one of (.+)$/, 'musi mieć jedną z wartości: $1'],
  [/^must be an http\(s\) address$/, 'musi być adresem http:// lub https://'],
  [/^must be a list$/, 'musi być listą'],
  [/^must not be empty$/, 'nie może być puste'],
  [/^must be a mapping of fields$/, 'musi być zestawem pól'],
  [/^the file must hold a mapping of fields$/, 'plik musi zawierać zestaw pól'],
  [/^the file must hold a list$/, 'plik musi zawierać listę'],
  [
    /^must not be before assigned$/,
    'termin oddania (due) nie może być wcześniejszy niż data zadania (assigned)',
  ],
  [/^must be (\S+), the same as the file name$/, 'musi mieć wartość $1, taką jak nazwa pliku'],
  [
    /^(\S+) is not in the school year (\S+?)( \(.*\))?$/,
    '$1 nie należy do roku szkolnego $2 (od 1 września do 31 sierpnia)',
  ],
  [/^no level "(.*)" in school\/levels\.yaml$/, 'nie ma poziomu „$1” w content/school/levels.yaml'],
  [/^no teacher "(.*)" in teachers\.yaml$/, 'nie ma nauczyciela „$1” w content/teachers.yaml'],
  [/^is missing$/, 'brak tego pliku: strona go potrzebuje'],
  [
    /^this file is not a kind of content the site knows.*$/,
    'strona nie zna takiego pliku: sprawdź jego folder i nazwę (zob. content/README.md)',
  ],
  [/^is not valid YAML: (.*)$/, 'błąd zapisu YAML: $1'],
  [
    /^the front matter is not valid YAML: (.*)$/,
    'błąd zapisu YAML w nagłówku (między liniami ---): $1',
  ],
  [
    /^is not a field of an English version, which holds only the text \((.*)\).*$/,
    'wersja angielska (plik .en.md) zawiera tylko teksty ($1); pozostałe pola są w pliku polskim',
  ],
  [
    /^is an English version of (\S+), which does not exist.*$/,
    'to wersja angielska pliku $1, którego nie ma: najpierw utwórz plik polski albo usuń ten',
  ],
  [
    /^has (\d+) items but (\S+) has (\d+);.*$/,
    'ma $1 pozycji, a $2 ma $3: angielskie pozycje odpowiadają polskim według kolejności',
  ],
  [/^a (\S+) has no English version$/, 'ten rodzaj treści nie ma wersji angielskiej'],
  [/^the file has no front matter between --- lines$/, 'brak nagłówka między liniami ---'],
  [
    /^the front matter is not a mapping of fields$/,
    'nagłówek (między liniami ---) musi zawierać zestaw pól',
  ],
  [/^the link (\S+) must end with a slash: (\S+)$/, 'link $1 musi kończyć się ukośnikiem: $2'],
  [/^the link (\S+) goes to no page of the site$/, 'link $1 prowadzi do strony, której nie ma'],
  [/^no section is called "(.*)".*$/, 'nazwa pliku: nie ma sekcji „$1”'],
  [/^the site has no page "(.*)".*$/, 'nazwa pliku: strona nie ma podstrony „$1”'],
]

/** The rule's words in Polish where it is a common one; otherwise the words as they are. */
export function polishRule(rule: string): string {
  for (const [pattern, polish] of POLISH) {
    if (pattern.test(rule)) return rule.replace(pattern, polish)
  }
  return rule
}

/** One problem from a file under content/ and the rule's words, as contentErrors gives them. */
export function contentProblem(relativePath: string, detail: string): ContentProblem {
  const file = `content/${relativePath}`
  if (detail.startsWith(FILE_NAME)) {
    return { file, field: null, message: polishRule(detail.slice(FILE_NAME.length)), detail }
  }
  const match = FIELD.exec(detail)
  const field = match ? match[1]! : null
  return { file, field, message: polishRule(match ? match[2]! : detail), detail }
}

/** "Plik content/homework/955.md, pole „due”: termin oddania …": one line of the publish error. */
export function problemLine({ file, field, message }: ContentProblem): string {
  return field ? `Plik ${file}, pole „${field}”: ${message}` : `Plik ${file}: ${message}`
}

/** The build's own line for it: "content/homework/955.md: due: must not be before assigned". */
export const buildLine = ({ file, detail }: ContentProblem) => `${file}: ${detail}`

const IN_OUTPUT = /(?:^|\s)content\/(\S+?\.(?:md|ya?ml)): (.+?)\s*$/

/**
 * The problems a failed build named in its output (a link to no page, found only once every page
 * exists): each line "content/<file>: <rule>", once each.
 */
export function problemsInOutput(lines: readonly string[]): ContentProblem[] {
  const seen = new Set<string>()
  const problems: ContentProblem[] = []
  for (const line of lines) {
    const match = IN_OUTPUT.exec(line)
    if (!match || seen.has(`${match[1]}\n${match[2]}`)) continue
    seen.add(`${match[1]}\n${match[2]}`)
    problems.push(contentProblem(match[1]!, match[2]!))
  }
  return problems
}
