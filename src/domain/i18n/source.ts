import type { Language } from './languages'

/**
 * A message source (src/i18n/messages/*.ts): each text in every language, as an ICU message
 * (https://unicode-org.github.io/icu/userguide/format_parse/messages/). Polish plurals name
 * `one`, `few`, `many` and `other` (fractions); English `one` and `other`.
 */
export type MessageSource = Record<string, Record<Language, string>>
