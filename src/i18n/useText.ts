// The page's language in React (issue #35): texts, and links that stay within the language.
import { createContext, useContext } from 'react'
import type { Catalog, Translate } from '../domain/i18n/catalog'
import { SOURCE_LANGUAGE, pathIn, type Language } from '../domain/i18n/languages'

/**
 * The language of the page being rendered (LanguageProvider.tsx). Polish where no provider is, as
 * in a component rendered alone in a test.
 */
export const LanguageContext = createContext<Language>(SOURCE_LANGUAGE)

export function useLanguage(): Language {
  return useContext(LanguageContext)
}

/** A catalog's texts in the page's language. */
export function useText<Id extends string>(catalog: Catalog<Id>): Translate<Id> {
  return catalog.in(useLanguage())
}

/** A site path in the page's language: links stay within the language a parent reads. */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage()
  return (path) => pathIn(path, language)
}
