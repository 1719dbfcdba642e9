// A small checker for content files: each rule adds one message naming the field, so that the build
// can stop with "content/<file>: <field>: <what is wrong>" (CONVENTIONS.md habit 9).

import { isIsoDay } from '../isoDay'

export type Fields = Record<string, unknown>

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  return isIsoDay(value)
}

/** YAML reads an unquoted 2025-09-06 as a Date; Gatsby's nodes hold it as an ISO string. */
export function dateText(value: unknown): unknown {
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10)
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(value)) {
    return value.slice(0, 10)
  }
  return value
}

interface Options {
  required?: boolean
}

export class Checker {
  readonly errors: string[] = []

  constructor(
    private readonly fields: Fields,
    private readonly prefix = '',
  ) {}

  /** The field's value, for rules that depend on other fields. */
  value(field: string): unknown {
    return this.fields[field]
  }

  /** The names of the fields the record holds. */
  fieldNames(): string[] {
    return Object.keys(this.fields)
  }

  has(field: string): boolean {
    const value = this.fields[field]
    return value !== undefined && value !== null && value !== ''
  }

  private name(field: string) {
    return `${this.prefix}${field}`
  }

  fail(field: string, message: string) {
    this.errors.push(`${this.name(field)}: ${message}`)
  }

  private present(field: string, { required = true }: Options): boolean {
    const value = this.fields[field]
    if (value !== undefined && value !== null && value !== '') return true
    if (required) this.fail(field, 'is required')
    return false
  }

  text(field: string, options: Options = {}) {
    if (!this.present(field, options)) return
    const value = this.fields[field]
    if (typeof value !== 'string' || value.trim() === '') this.fail(field, 'must be text')
  }

  date(field: string, options: Options = {}) {
    if (!this.present(field, options)) return
    if (!isIsoDate(dateText(this.fields[field]))) {
      this.fail(field, 'must be a real date written YYYY-MM-DD')
    }
  }

  time(field: string, options: Options = {}) {
    if (!this.present(field, options)) return
    const value = this.fields[field]
    if (typeof value !== 'string' || !TIME.test(value)) this.fail(field, 'must be a time HH:MM')
  }

  integer(field: string, options: Options = {}) {
    if (!this.present(field, options)) return
    if (!Number.isInteger(this.fields[field])) this.fail(field, 'must be a whole number')
  }

  boolean(field: string, options: Options = {}) {
    if (!this.present(field, options)) return
    if (typeof this.fields[field] !== 'boolean') this.fail(field, 'must be true or false')
  }

  oneOf(field: string, allowed: readonly string[], options: Options = {}) {
    if (!this.present(field, options)) return
    if (!allowed.includes(this.fields[field] as string)) {
      this.fail(field, `must be one of ${allowed.join(', ')}`)
    }
  }

  httpUrl(field: string, options: Options = {}) {
    if (!this.present(field, options)) return
    const value = this.fields[field]
    if (typeof value !== 'string' || !/^https?:\/\/\S+$/.test(value)) {
      this.fail(field, 'must be an http(s) address')
    }
  }

  /** A list whose items are each checked by `each`, with the item's place in the field's name. */
  list(field: string, each: (item: unknown, at: string) => string[], options: Options = {}) {
    if (!this.present(field, options)) return
    const value = this.fields[field]
    if (!Array.isArray(value)) return this.fail(field, 'must be a list')
    if (value.length === 0 && options.required !== false) this.fail(field, 'must not be empty')
    value.forEach((item, index) => this.errors.push(...each(item, this.name(`${field}[${index}]`))))
  }

  /** A list of records, each checked field by field. */
  records(field: string, check: (item: Checker) => void, options: Options = {}) {
    this.list(field, (item, at) => checkRecord(item, at, check), options)
  }

  /** A nested record. */
  record(field: string, check: (item: Checker) => void, options: Options = {}) {
    if (!this.present(field, options)) return
    this.errors.push(...checkRecord(this.fields[field], this.name(field), check))
  }
}

export function checkRecord(value: unknown, at: string, check: (item: Checker) => void): string[] {
  if (!isRecord(value)) return [`${at}: must be a mapping of fields`]
  const checker = new Checker(value, `${at}.`)
  check(checker)
  return checker.errors
}

/** Checks a whole file's fields; the messages name each wrong field. */
export function checkFields(value: unknown, check: (item: Checker) => void): string[] {
  if (!isRecord(value)) return ['the file must hold a mapping of fields']
  const checker = new Checker(value)
  check(checker)
  return checker.errors
}

/** A list of plain strings. */
export const eachText = (item: unknown, at: string): string[] =>
  typeof item === 'string' && item.trim() !== '' ? [] : [`${at}: must be text`]
