// What the form library's rules read from a value: its size, its date, whether it is a number.
import type { Force } from './types'

/** How min, max and between measure a value: a list by its items, text by length, a number by value. */
export interface Measure {
  kind: 'count' | 'length' | 'number'
  size: number
}

const DECIMAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i

/** A finite number, or text that reads as one in decimal ("12", "-0.5", "1e3"; not "0x10"). */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && DECIMAL.test(value)
}

/**
 * Unlike Vue Formulate, digits typed into a text field are measured by length ("12345" has 5
 * characters) unless forced with 'value'; a number is measured by value unless forced with 'length'.
 */
export function measure(value: unknown, force?: Force): Measure | undefined {
  if (Array.isArray(value)) return { kind: 'count', size: value.length }
  if (typeof value !== 'number' && typeof value !== 'string') return undefined
  if (force === 'value') return { kind: 'number', size: isNumeric(value) ? Number(value) : NaN }
  if (typeof value === 'number' && force !== 'length') return { kind: 'number', size: value }
  return { kind: 'length', size: String(value).length }
}

/** A bound of min, max or between; a missing or non-numeric one is a mistake in the rule list. */
export function bound(rule: string, arg: unknown): number {
  if (!isNumeric(arg)) throw new TypeError(`Form rule ${rule} needs a number, got ${String(arg)}`)
  return Number(arg)
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * The time of a Date, or of ISO text as date and datetime-local inputs give it ("2025-09-06",
 * "2025-09-06T09:30"). Stricter than Date.parse, which reads "1" as the year 2001.
 */
export function timeOf(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime()
  if (typeof value !== 'string') return undefined
  const match = ISO_DATE_TIME.exec(value)
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])))
    return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : time
}

const FORMAT_TOKENS: Record<string, string> = {
  YYYY: '(?<year>\\d{4})',
  YY: '(?<year>\\d{2})',
  MM: '(?<month>0[1-9]|1[0-2])',
  M: '(?<month>[1-9]|1[0-2])',
  DD: '(?<day>0[1-9]|[12]\\d|3[01])',
  D: '(?<day>[1-9]|[12]\\d|3[01])',
}

/** Text written in `format` (tokens YYYY, YY, MM, M, DD, D: "DD.MM.YYYY") naming a real day. */
export function matchesDateFormat(value: unknown, format: string): boolean {
  if (typeof value !== 'string') return false
  const escaped = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = escaped.replace(/YYYY|YY|MM|M|DD|D/g, (token) => FORMAT_TOKENS[token] ?? token)
  const groups = new RegExp(`^${pattern}$`).exec(value)?.groups
  if (!groups) return false
  const { year, month, day } = groups
  if (year === undefined || month === undefined || day === undefined) return true
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year)
  return isCalendarDay(fullYear, Number(month), Number(day))
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** in and not compare plain values exactly and objects key by key, as Vue Formulate does. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
