// A declared kind's record as the staff form holds it and as the API takes it (issue #30): every
// text-like field is a string ('' when not given), a whole number is the text typed, a list of
// lines is one line each, levels and shifts are lists, records are lists of such values. The
// form's check is the declaration's own (recordProblems), so the form says what the API says.
import { setIn, type FormikErrors } from 'formik'
import { formatDate } from '../../domain/dates'
import {
  recordProblems,
  type ContentDeclaration,
  type FieldDeclaration,
} from '../../domain/content/declare'
import type { DeclaredSave, RecordValues } from './api'
import { DECLARED } from './text'

/** A nested mapping holds a markdown record's English version (issue #35, `english`). */
export type FormValue = string | boolean | string[] | FormValues[] | FormValues
export interface FormValues {
  [name: string]: FormValue
}

/** What the form of a record shows and sends; `teacher`: a teacher's own account fills it. */
export interface FormShape {
  declaration: ContentDeclaration
  /** The fields typed into: not those the server fills, nor `published` of a kind with drafts. */
  fields: readonly FieldDeclaration[]
  /** Fields shown but not changed (the homework's number, a list's key once created). */
  fixed: readonly FieldDeclaration[]
}

/** The storage's key of a record (a level's id, a school year): given once, then fixed. */
export function keyField(declaration: ContentDeclaration): string | undefined {
  const { storage } = declaration
  if (storage.form === 'list') return storage.key
  if (storage.form === 'files' && storage.id !== 'number') return storage.idField
  return undefined
}

export function formShape(
  declaration: ContentDeclaration,
  { creating, teacher }: { creating: boolean; teacher: boolean },
): FormShape {
  const key = creating ? undefined : keyField(declaration)
  const isFixed = (field: FieldDeclaration) => field.readOnly === true || field.name === key
  const typed = (field: FieldDeclaration) =>
    !isFixed(field) &&
    !(declaration.drafts && field.name === 'published') &&
    !(teacher && field.type === 'teacher')
  // A teacher's record names one of their classes (the API refuses one of none: the whole school).
  const own = (field: FieldDeclaration) =>
    teacher && field.name === declaration.classField ? { ...field, required: true } : field
  return {
    declaration,
    fields: declaration.fields.filter(typed).map(own),
    fixed: creating ? [] : declaration.fields.filter(isFixed),
  }
}

/** One field's value in the form. */
function formValue(field: FieldDeclaration, value: unknown): FormValue {
  switch (field.type) {
    case 'boolean':
      return value === true
    case 'texts':
      return Array.isArray(value) ? value.map(String).join('\n') : ''
    case 'levels':
    case 'shifts':
      return Array.isArray(value) ? value.map(String) : []
    case 'records':
      return Array.isArray(value)
        ? value.map((item) => fieldValues(field.fields ?? [], item as RecordValues))
        : []
    default:
      return value === undefined || value === null ? '' : String(value)
  }
}

function fieldValues(fields: readonly FieldDeclaration[], values: RecordValues): FormValues {
  return Object.fromEntries(
    fields.map((field) => [field.name, formValue(field, values[field.name])]),
  )
}

/** The form's values of a record (or of a new one: `values` empty), with its body. */
export function formValues(shape: FormShape, values: RecordValues, body?: string | null) {
  const form = fieldValues(shape.fields, values)
  if (shape.declaration.body) form.body = body ?? ''
  return form
}

/** A new record's values: nothing typed, a choice's first option, a homework given today. */
export function emptyValues(shape: FormShape, today: string): FormValues {
  const start: RecordValues = {}
  for (const field of shape.fields) {
    if (field.type === 'date' && field.name === shape.declaration.sortBy) start[field.name] = today
    if (field.type === 'boolean' && field.required) start[field.name] = true
  }
  return formValues(shape, start, '')
}

/** One field's value as the API takes it (null: not given). */
function apiValue(field: FieldDeclaration, value: FormValue | undefined): unknown {
  switch (field.type) {
    case 'boolean':
      return value === true
    case 'integer': {
      const text = typeof value === 'string' ? value.trim() : ''
      if (text === '') return null
      return /^-?\d{1,15}$/.test(text) ? Number(text) : text
    }
    case 'texts':
      return typeof value === 'string'
        ? value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : []
    case 'levels':
      return Array.isArray(value) ? value.map(String) : []
    case 'shifts':
      return Array.isArray(value) ? value.map(Number) : []
    case 'records':
      return Array.isArray(value)
        ? value.map((item) => apiValues(field.fields ?? [], item as FormValues))
        : []
    default:
      return typeof value === 'string' && value.trim() !== '' ? value : null
  }
}

function apiValues(fields: readonly FieldDeclaration[], form: FormValues): RecordValues {
  return Object.fromEntries(fields.map((field) => [field.name, apiValue(field, form[field.name])]))
}

/** What a save sends: every typed field (null when emptied) and the body. */
export function saveBody(shape: FormShape, form: FormValues): DeclaredSave {
  const body: DeclaredSave = apiValues(shape.fields, form)
  if (shape.declaration.body) body.body = typeof form.body === 'string' ? form.body : ''
  return body
}

/** An API field name (books[0].title, graduates[2]) as a Formik path. */
export const formPath = (name: string) => name.replace(/\[(\d+)\]/g, '.$1')

/**
 * The form's errors, in the declaration's Polish: each field's, the rules between fields, and the
 * body's. A field the server fills (a homework's number) is not asked of the form.
 */
export function validateForm(shape: FormShape, form: FormValues): FormikErrors<FormValues> {
  const { declaration } = shape
  const values = Object.fromEntries(
    Object.entries(apiValues(shape.fields, form)).filter(([, value]) => value !== null),
  )
  const problems = recordProblems(
    { fields: shape.fields, rules: declaration.rules, body: declaration.body },
    values,
  )
  let errors: FormikErrors<FormValues> = {}
  for (const problem of problems) {
    if (problem.field) errors = setIn(errors, formPath(problem.field), problem.pl)
  }
  const body = declaration.body
  if (body) {
    const text = typeof form.body === 'string' ? form.body.trim() : ''
    if (body.required && text === '') errors.body = DECLARED.required(body.label)
    else if ([...text].length > body.max) errors.body = DECLARED.tooLong(body.label, body.max)
  }
  return errors
}

/** Names of the school's levels and shifts, for the list's cells. */
export interface Names {
  levelName: (id: string) => string
  shiftName: (id: number | string) => string
}

/** A value shown in the list: a date as the site writes it, a level by its name. */
export function cellText(field: FieldDeclaration, value: unknown, names: Names): string {
  if (value === undefined || value === null || value === '') return ''
  switch (field.type) {
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? formatDate(String(value)) : String(value)
    case 'boolean':
      return value === true ? DECLARED.yes : DECLARED.no
    case 'level':
      return names.levelName(String(value))
    case 'levels':
      return Array.isArray(value) ? value.map((id) => names.levelName(String(id))).join(', ') : ''
    case 'shifts':
      return Array.isArray(value) ? value.map((id) => names.shiftName(String(id))).join(', ') : ''
    case 'choice':
      return field.choices?.find((choice) => choice.value === value)?.label ?? String(value)
    case 'texts':
      return Array.isArray(value) ? value.join(', ') : String(value)
    case 'records':
      return Array.isArray(value) ? DECLARED.count(value.length) : ''
    case 'file':
      return String(value).split('/').at(-1) ?? ''
    default:
      return String(value)
  }
}

/** The records newest first by the declaration's `sortBy`, else as the files keep them. */
export function sortedItems<T extends { values: RecordValues }>(
  declaration: ContentDeclaration,
  items: readonly T[],
): T[] {
  const by = declaration.sortBy
  if (!by) return [...items]
  const key = (item: T) => String(item.values[by] ?? '')
  return [...items].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0))
}
