// The English version an editor writes in the staff area (issue #35): the sibling `<name>.en.md`
// of a Polish markdown file, holding the text a reader sees (its title, its other text fields and
// its markdown body); every other field comes from the Polish file. The staff area speaks Polish:
// the labels and messages here are Polish, each naming the field.
import { emptyFormErrors, addFormError, hasFormErrors } from '../../formErrors'
import type { ValidationResult } from '../../formErrors'
import { contentKindOf, englishPathOf, englishTextFieldsOf, englishVersionErrors } from '../kinds'
import { IMAGE_ALT_MAX } from '../newsImage'
import { EDIT_LIMITS } from './limits'

/** An English version as the API and the forms carry it: text by field, `body` the markdown. */
export type EnglishValues = Record<string, string>

/** Where an English version's fields sit in a save's body and in the form (english.title). */
export const ENGLISH_KEY = 'english'

export interface EnglishField {
  name: string
  /** The Polish label of the field it translates. */
  label: string
  max: number
  /** Markdown, written in a text area. */
  markdown?: boolean
  /** Whether the English version needs it once it has any text. */
  required?: boolean
}

const PLAIN_LABELS: Record<string, string> = {
  title: 'Tytuł',
  summary: 'Streszczenie',
  imageAlt: 'Opis zdjęcia',
}
const PLAIN_MAX: Record<string, number> = { summary: 1000, imageAlt: IMAGE_ALT_MAX }

/**
 * The fields of a file's English version as the editor offers them, in order, the markdown body
 * last; undefined for a file that has no English version.
 */
export function englishFieldsFor(relativePath: string): EnglishField[] | undefined {
  const names = englishTextFieldsOf(relativePath)
  const kind = contentKindOf(relativePath)
  if (!names || !kind) return undefined
  const declared = kind.declaration
  const fields = names.map((name): EnglishField => {
    const field = declared?.fields.find((f) => f.name === name)
    const titleMax = kind.kind === 'news' ? EDIT_LIMITS.newsTitle : EDIT_LIMITS.title
    return {
      name,
      label: field?.label ?? PLAIN_LABELS[name] ?? name,
      max: field?.max ?? (name === 'title' ? titleMax : (PLAIN_MAX[name] ?? 1000)),
      required: name === 'title' && (declared ? !!field?.required : true),
    }
  })
  const body = declared
    ? declared.body && { label: declared.body.label, max: declared.body.max }
    : { label: 'Treść', max: EDIT_LIMITS.body }
  return body ? [...fields, { name: 'body', markdown: true, ...body }] : fields
}

/** The values of an English version with nothing written: every field empty. */
export const emptyEnglish = (fields: readonly EnglishField[]): EnglishValues =>
  Object.fromEntries(fields.map((field) => [field.name, '']))

export const ENGLISH_MESSAGES = {
  notAField: (name: string, fields: readonly EnglishField[]) =>
    `Wersja angielska nie ma pola „${name}”: ma tylko tekst (${fields
      .map((field) => field.label)
      .join(', ')}); pozostałe pola strona bierze z wersji polskiej.`,
  notText: (label: string) => `${label} (po angielsku) musi być tekstem.`,
  required: (label: string) =>
    `${label} (po angielsku) jest wymagany, gdy wersja angielska ma jakikolwiek tekst. Wpisz go albo wyczyść wszystkie pola wersji angielskiej.`,
  tooLong: (label: string, max: number) =>
    `${label} (po angielsku) może mieć najwyżej ${max} znaków.`,
  noEnglish: 'Ta treść nie ma wersji angielskiej.',
  check: (problem: string) => `Wersja angielska nie przeszła kontroli strony: ${problem}.`,
}

const block = (value: string) => `${value.replace(/\r\n?/g, '\n').trimEnd()}\n`

/**
 * A save's English version, checked: its text by field (trimmed; the body ending with one line
 * break), or null when every field is empty (no English version: its file is removed). Errors
 * are keyed `english.<field>`, in Polish, and the front matter that would be written passes the
 * build's own check of English versions (englishVersionErrors).
 */
export function validateEnglish(
  relativePath: string,
  input: Record<string, unknown>,
): ValidationResult<EnglishValues | null> {
  const errors = emptyFormErrors()
  const fields = englishFieldsFor(relativePath)
  const at = (name: string) => `${ENGLISH_KEY}.${name}`
  if (!fields) {
    addFormError(errors, ENGLISH_KEY, ENGLISH_MESSAGES.noEnglish)
    return { valid: false, errors }
  }
  const values: EnglishValues = {}
  for (const [name, value] of Object.entries(input)) {
    const field = fields.find((f) => f.name === name)
    if (!field) addFormError(errors, at(name), ENGLISH_MESSAGES.notAField(name, fields))
    else if (typeof value !== 'string')
      addFormError(errors, at(name), ENGLISH_MESSAGES.notText(field.label))
    else values[name] = field.markdown ? value.replace(/\r\n?/g, '\n').trim() : value.trim()
  }
  if (hasFormErrors(errors)) return { valid: false, errors }
  if (Object.values(values).every((value) => value === '')) return { valid: true, value: null }
  for (const field of fields) {
    const value = values[field.name] ?? ''
    if (field.required && value === '') {
      addFormError(errors, at(field.name), ENGLISH_MESSAGES.required(field.label))
    } else if ([...value].length > field.max) {
      addFormError(errors, at(field.name), ENGLISH_MESSAGES.tooLong(field.label, field.max))
    }
  }
  if (hasFormErrors(errors)) return { valid: false, errors }
  const written: EnglishValues = {}
  for (const field of fields) {
    const value = values[field.name] ?? ''
    if (value !== '') written[field.name] = field.markdown ? block(value) : value
  }
  const { body: _body, ...frontMatter } = written
  for (const problem of englishVersionErrors(englishPathOf(relativePath), frontMatter)) {
    const name = fields.find((field) => problem.startsWith(`${field.name}:`))?.name
    addFormError(errors, name ? at(name) : ENGLISH_KEY, ENGLISH_MESSAGES.check(problem))
  }
  return hasFormErrors(errors) ? { valid: false, errors } : { valid: true, value: written }
}
