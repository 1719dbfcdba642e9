import { LANGUAGES, type Language } from './languages'

/**
 * A message source (src/domain/i18n/messages/*.json, README.md there): each text in every
 * language, as an ICU message (https://unicode-org.github.io/icu/userguide/format_parse/messages/).
 * Polish plurals name `one`, `few`, `many` and `other` (fractions); English `one` and `other`. A
 * `note` says what a translator should know (where the text shows, a character to keep); it is
 * not compiled.
 */
export type MessageSource = Record<string, Record<Language, string> & { note?: string }>

/** The fields an entry of a source may have: its texts by language and the note. */
export const MESSAGE_FIELDS: readonly string[] = [...LANGUAGES, 'note']
