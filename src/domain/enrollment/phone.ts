// US phone numbers as parents type them, and as the school stores and mails them (issue #33).

/**
 * A US phone as parents write it (issue #33): ten digits, maybe after +1 or 1, with spaces, dots,
 * dashes or the area code in parentheses: 6305550101, 630.555.0101, (630)555-0101,
 * +1 630 555 0101, 1-630-555-0101. Stored and mailed as SPEC.md §5's (123) 456-7890.
 */
const US_PHONE = /^(?:\+?1[\s.-]*)?(?:\((\d{3})\)|(\d{3}))[\s.-]*(\d{3})[\s.-]*(\d{4})$/

/** The example the phone fields and their message show. */
export const PHONE_EXAMPLE = '(630) 555-0101'

/** `value` written as (123) 456-7890, or null when it is not a US phone number. */
export function formatPhone(value: string): string | null {
  const match = US_PHONE.exec(value.trim())
  if (!match) return null
  const [, parenthesized, bare, exchange, line] = match
  return `(${parenthesized ?? bare}) ${exchange}-${line}`
}

/** `values` with each named phone that is one written as (123) 456-7890 (issue #33). */
export function withPhonesFormatted<T extends object>(values: T, names: readonly (keyof T)[]): T {
  const formatted = { ...values }
  for (const name of names) {
    const value = formatted[name]
    if (typeof value !== 'string') continue
    const phone = formatPhone(value)
    if (phone !== null) formatted[name] = phone as T[keyof T]
  }
  return formatted
}
