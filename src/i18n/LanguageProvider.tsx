import type { ReactNode } from 'react'
import type { Language } from '../domain/i18n/languages'
import { LanguageContext } from './useText'

/**
 * The page's language for every text below it (Gatsby's wrapPageElement, in the browser and the
 * server render alike, from the page's path: English under /en/). Gatsby renders a page's Head
 * outside it: a Head takes its texts with `catalog.in(languageOfPath(location.pathname))`.
 */
export function LanguageProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>
}
