// An API refusal in the page's language (issue #35): the answer's stable `code` worded by the
// catalog src/domain/i18n/messages/apiErrors.json with its `params`, or the server's own message
// for a code the catalog does not know. Plain, no React: the forms' sending code calls it.
import apiErrorsText from './i18n/compiled/apiErrors'
import type { MessageValues } from './i18n/catalog'
import type { Language } from './i18n/languages'

const LOCALES: Record<Language, string> = { pl: 'pl-PL', en: 'en-US' }

/** A size in bytes as the server's messages write it: "1,5 MB" in Polish, "1.5 MB" in English. */
export function formatBytes(bytes: number, language: Language): string {
  const [value, unit] =
    bytes >= 1024 ** 2
      ? [bytes / 1024 ** 2, 'MB']
      : bytes >= 1024
        ? [bytes / 1024, 'KB']
        : [bytes, 'B']
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 })
  return `${number.format(value)} ${unit}`
}

/** The answer's params as the texts' values: sizes (`…Bytes`) written out, text and numbers kept. */
function valuesOf(params: unknown, language: Language): MessageValues {
  const values: MessageValues = {}
  if (!params || typeof params !== 'object') return values
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number' && /Bytes$/.test(name))
      values[name] = formatBytes(value, language)
    else if (typeof value === 'number' || typeof value === 'string') values[name] = value
  }
  return values
}

/**
 * The refusal's words in `language`: from its code and params when the catalog has the code, else
 * the server's message; '' when the answer has neither (the caller says something of its own).
 */
export function refusalText(answer: unknown, language: Language): string {
  const { code, params, message } = (answer ?? {}) as Record<string, unknown>
  if (typeof code === 'string' && apiErrorsText.has(code))
    return apiErrorsText.in(language)(code, valuesOf(params, language))
  return typeof message === 'string' ? message : ''
}
