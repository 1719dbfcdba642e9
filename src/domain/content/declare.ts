// One declaration per kind of content (issue #30): where its files are, its fields with their
// Polish labels and limits, and the rules between fields. From it come the build's check of a file
// (./kinds.ts), Gatsby's type of the kind (gatsby/schema.ts), the API's check of a save
// (server/routes/gazda/content/declared.ts) and the staff area's list and form
// (src/staff/declared/). Adding a field to a kind is one entry in its declaration.
import { isIsoDay } from '../isoDay'
import { dateText, isRecord } from './check'
import { requiredMessage } from './requiredMessage'

export type FieldType =
  /** One line of text. */
  | 'text'
  /** Several lines of plain text. */
  | 'longText'
  /** Markdown, shown as HTML through the site's allowlist sanitizer. */
  | 'markdown'
  | 'date'
  /** HH:MM, 24-hour. */
  | 'time'
  | 'integer'
  | 'boolean'
  /** One of `choices`. */
  | 'choice'
  /** An http(s) address. */
  | 'url'
  | 'email'
  /** A list of lines of text. */
  | 'texts'
  /** A level's id from school/levels.yaml. */
  | 'level'
  /** Levels' ids. */
  | 'levels'
  /** A teacher's name as in teachers.yaml (a teacher's own account fills it). */
  | 'teacher'
  /** Shifts' (buildings') ids from school/buildings.yaml. */
  | 'shifts'
  /** A file beside the content (a school form's PDF), as `./school-forms/name.pdf`. */
  | 'file'
  /** A list of records, each with `fields` (a level's textbooks). */
  | 'records'

export interface Choice {
  value: string
  label: string
}

export interface FieldDeclaration {
  name: string
  type: FieldType
  /** The form's label, Polish. */
  label: string
  /** The grammatical gender of the label, for messages ("Tytuł jest wymagany"). */
  gender?: 'm' | 'f' | 'n'
  required?: boolean
  /** At most this many characters (text), items (lists) or this value (integer). */
  max?: number
  min?: number
  choices?: readonly Choice[]
  /** A short help text under the field. */
  hint?: string
  /** The fields of each record of a `records` field. */
  fields?: readonly FieldDeclaration[]
  /** Shown in the staff area's list. */
  column?: boolean
  /** Filled by the server, not typed (a homework's number). */
  readOnly?: boolean
  /** The GraphQL type of each record of a `records` field (a level's `Textbook`s). */
  graphqlType?: string
}

/** How a kind's records are kept under content/. */
export type Storage =
  /** One file per record: `{dir}/{id}{ext}`; markdown files have a body. */
  | {
      form: 'files'
      dir: string
      ext: '.md' | '.yaml'
      /** How an id looks; `number` ids are given by the server (the next free one). */
      id: 'number' | RegExp
      /** The field holding the id, the same as the file's name. */
      idField?: string
      /** Only these ids exist (the sections): no creating or deleting. */
      fixedIds?: readonly string[]
      /** A new record's id from its values (graduates: their year). */
      idOf?: (values: Record<string, unknown>) => string
      /** The markdown node's `fields.kind` when not the kind's name (`section`). */
      nodeKind?: string
    }
  /** One YAML file holding a list; a record is an item, named by its place (1, 2, …) or a key. */
  | { form: 'list'; file: string; key?: string; numericKey?: boolean }
  /**
   * A YAML file per school year with the records under `listKey` (the calendar's events); a record
   * is `{years}.{n}`.
   */
  | {
      form: 'yearLists'
      dir: string
      listKey: string
      yearField: string
      dateField: string
      /** Gatsby's node type of a year's file. */
      fileType: string
    }

export interface Problem {
  field: string
  /** English, for the build's message and the logs. */
  en: string
  /** Polish, for the staff area. */
  pl: string
}

export interface ContentDeclaration {
  /** The kind in the API's URL and the history: `homework`, `parent-duty`. */
  kind: string
  /** The staff area's address word: /gazda/{path}/. */
  path: string
  /** Polish: the list's title, and one record ("zadanie domowe") for buttons and messages. */
  title: string
  one: string
  storage: Storage
  fields: readonly FieldDeclaration[]
  /** A markdown body (markdown files only). */
  body?: { label: string; required?: boolean; max: number }
  /** Rules between fields: due not before assigned. */
  rules?: (values: Record<string, unknown>) => Problem[]
  /** The record's name in lists, history and messages. */
  nameOf: (values: Record<string, unknown>) => string
  /** The public page a record is shown on (for "see it on the site"). */
  publicPath: (values: Record<string, unknown>, id: string) => string
  /** The field naming a level: a teacher may change only records of their classes. */
  classField?: string
  /** Teachers may edit this kind (for their classes). */
  teachers?: boolean
  /** `published: false` keeps a record off the site (a draft). */
  drafts?: boolean
  /**
   * Gatsby's type of a YAML kind's record (gatsby/schema.ts), with fields whose GraphQL name
   * differs (`id`, which gatsby-transformer-yaml keeps as `yamlId`); `embedded` when the records
   * are inside another node (a calendar's events) rather than nodes of their own.
   */
  graphql?: { type: string; rename?: Record<string, string>; embedded?: boolean }
  /** Newest first by this field in the staff area's list. */
  sortBy?: string
}

const LENGTH = (value: string) => [...value.trim()].length
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const URL_TEXT = /^https?:\/\/\S+$/
const FILE = /^\.\/[a-z0-9][a-z0-9._/-]*\.[a-z0-9]+$/i

export { requiredMessage }

/** Whether a field's value counts as given. */
export const isGiven = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0)

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** What is wrong with one field's value (nothing when it is fine), named `at`. */
function fieldProblems(field: FieldDeclaration, value: unknown, at: string): Problem[] {
  const problem = (en: string, pl: string): Problem[] => [{ field: at, en, pl }]
  if (!isGiven(value)) {
    return field.required ? problem('is required', requiredMessage(field.label)) : []
  }
  const tooLong = (n: number) =>
    problem(`must be at most ${n} characters`, `${field.label}: najwyżej ${n} znaków.`)
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'markdown':
    case 'level':
    case 'teacher':
      if (!isText(value)) return problem('must be text', `${field.label}: wpisz tekst.`)
      if (field.max && LENGTH(value) > field.max) return tooLong(field.max)
      if (field.type === 'text' && /[\r\n]/.test(value))
        return problem('must be one line', `${field.label}: tylko jeden wiersz.`)
      return []
    case 'date':
      return isIsoDay(dateText(value))
        ? []
        : problem(
            'must be a real date written YYYY-MM-DD',
            `${field.label}: podaj prawdziwą datę, np. 2026-09-12.`,
          )
    case 'time':
      return typeof value === 'string' && TIME.test(value)
        ? []
        : problem(
            'must be a time HH:MM',
            `${field.label}: podaj godzinę w formacie GG:MM, np. 09:00.`,
          )
    case 'integer':
      if (!Number.isInteger(value))
        return problem('must be a whole number', `${field.label}: podaj liczbę całkowitą.`)
      if (field.min !== undefined && (value as number) < field.min)
        return problem(`must be at least ${field.min}`, `${field.label}: co najmniej ${field.min}.`)
      if (field.max !== undefined && (value as number) > field.max)
        return problem(`must be at most ${field.max}`, `${field.label}: najwyżej ${field.max}.`)
      return []
    case 'boolean':
      return typeof value === 'boolean'
        ? []
        : problem('must be true or false', `${field.label}: wybierz tak albo nie.`)
    case 'choice': {
      const allowed = (field.choices ?? []).map((choice) => choice.value)
      return allowed.includes(value as string)
        ? []
        : problem(
            `must be one of ${allowed.join(', ')}`,
            `${field.label}: wybierz jedną z możliwości.`,
          )
    }
    case 'url':
      if (typeof value !== 'string' || !URL_TEXT.test(value))
        return problem('must be an http(s) address', `${field.label}: podaj adres https://…`)
      return field.max && LENGTH(value) > field.max ? tooLong(field.max) : []
    case 'email':
      return typeof value === 'string' && EMAIL.test(value) && LENGTH(value) <= 254
        ? []
        : problem('must be an e-mail address', `${field.label}: podaj poprawny adres e-mail.`)
    case 'file':
      return typeof value === 'string' && FILE.test(value) && !value.includes('..')
        ? []
        : problem(
            'must be a file beside the content, written ./folder/name.ext',
            `${field.label}: dodaj plik.`,
          )
    case 'texts':
    case 'levels':
    case 'shifts':
      return listProblems(field, value, at)
    case 'records':
      return recordsProblems(field, value, at)
  }
}

/** What is wrong with a list as a whole (not a list, too many items); none when it is fine. */
function listShapeProblems(field: FieldDeclaration, value: unknown, at: string): Problem[] {
  if (!Array.isArray(value))
    return [{ field: at, en: 'must be a list', pl: `${field.label}: to musi być lista.` }]
  if (field.max && value.length > field.max) {
    return [
      {
        field: at,
        en: `must have at most ${field.max} items`,
        pl: `${field.label}: najwyżej ${field.max} pozycji.`,
      },
    ]
  }
  return []
}

function listProblems(field: FieldDeclaration, value: unknown, at: string): Problem[] {
  const shape = listShapeProblems(field, value, at)
  if (shape.length > 0 || !Array.isArray(value)) return shape
  return value.flatMap((item, index): Problem[] => {
    const ok = field.type === 'shifts' ? Number.isInteger(item) : isText(item)
    if (!ok) {
      const en = field.type === 'shifts' ? 'must be a whole number' : 'must be text'
      return [
        { field: `${at}[${index}]`, en, pl: `${field.label}: pozycja ${index + 1} jest pusta.` },
      ]
    }
    if (typeof item === 'string' && LENGTH(item) > 200) {
      return [
        {
          field: `${at}[${index}]`,
          en: 'must be at most 200 characters',
          pl: `${field.label}: pozycja ${index + 1} ma więcej niż 200 znaków.`,
        },
      ]
    }
    return []
  })
}

function recordsProblems(field: FieldDeclaration, value: unknown, at: string): Problem[] {
  const shape = listShapeProblems(field, value, at)
  if (shape.length > 0 || !Array.isArray(value)) return shape
  return value.flatMap((item, index) =>
    isRecord(item)
      ? (field.fields ?? []).flatMap((inner) =>
          fieldProblems(inner, item[inner.name], `${at}[${index}].${inner.name}`),
        )
      : [
          {
            field: `${at}[${index}]`,
            en: 'must be a mapping of fields',
            pl: `${field.label}: pozycja ${index + 1} jest niepoprawna.`,
          },
        ],
  )
}

/** Everything wrong with a record of the kind: each field, then the rules between fields. */
export function recordProblems(
  declaration: Pick<ContentDeclaration, 'fields' | 'rules' | 'body'>,
  values: unknown,
): Problem[] {
  if (!isRecord(values))
    return [{ field: '', en: 'the file must hold a mapping of fields', pl: 'Niepoprawny zapis.' }]
  const problems = declaration.fields.flatMap((field) =>
    fieldProblems(field, values[field.name], field.name),
  )
  // A rule between fields only speaks once the fields it compares are right.
  if (problems.length === 0 && declaration.rules) problems.push(...declaration.rules(values))
  return problems
}

/** The build's lines for a record: "field: what is wrong", as content/README.md promises. */
export const buildMessages = (problems: Problem[]) =>
  problems.map((problem) => (problem.field ? `${problem.field}: ${problem.en}` : problem.en))

/** A date field's text (YAML reads an unquoted date as a Date). */
export const dayOf = (value: unknown): string | undefined => {
  const text = dateText(value)
  return typeof text === 'string' ? text : undefined
}

/** The choices of a level field: the school's levels, as the staff form offers them. */
export interface LevelChoice {
  id: string
  name: string
}
