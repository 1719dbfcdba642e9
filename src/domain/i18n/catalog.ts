// The site's texts in both languages, formatted by Lingui (issue #35): ICU messages with plurals
// (Polish one/few/many: 1 zdjęcie, 2 zdjęcia, 5 zdjęć) and selects (a field's grammatical
// gender), compiled ahead of time by `npm run messages` (scripts/compile-messages.ts), so that the
// browser gets no message compiler: ./messages/*.json are the sources, ./compiled/ what the code
// imports. No React here: the server words its mail and answers with the same catalogs; pages take
// theirs through src/i18n/useText.ts.
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { LANGUAGES, type Language } from './languages'

/** One Lingui instance per language, each always active: a text is asked for in a language. */
const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: {} } }),
  ]),
) as Record<Language, I18n>

/** Values a message's placeholders take: `{name}`, `{count, plural, …}`, `{gender, select, …}`. */
export type MessageValues = Record<string, string | number>

export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string

export interface Catalog<Id extends string> {
  /** The area's texts in a language. */
  in(language: Language): Translate<Id>
  /** Whether the area has a text of this id (a code an answer gave, issue #35). */
  has(id: string): id is Id
}

/**
 * Loads an area's compiled messages into both languages' instances, under `{area}.{id}`, and gives
 * its typed lookup. Called by the modules `npm run messages` writes into ./compiled/.
 */
export function defineCatalog<Id extends string>(
  area: string,
  compiled: Record<Language, Record<Id, Messages[string]>>,
): Catalog<Id> {
  for (const language of LANGUAGES) {
    const messages: Messages = {}
    for (const [id, message] of Object.entries(compiled[language]))
      messages[`${area}.${id}`] = message as Messages[string]
    instances[language].load(language, messages)
  }
  const translators = Object.fromEntries(
    LANGUAGES.map((language) => {
      const i18n = instances[language]
      const translate: Translate<Id> = (id, values) => i18n._(`${area}.${id}`, values)
      return [language, translate]
    }),
  ) as Record<Language, Translate<Id>>
  const ids = new Set(Object.keys(compiled[LANGUAGES[0]]))
  return { in: (language) => translators[language], has: (id): id is Id => ids.has(id) }
}
