// The site's two languages (issue #35): Polish, the school's, at the site's root, and English under
// /en/ with the Polish page's path after it, so that every page maps to its counterpart one to one.

export const LANGUAGES = ['pl', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** The language the content is written in and the staff area speaks. */
export const SOURCE_LANGUAGE: Language = 'pl'

const ENGLISH_PREFIX = '/en'

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
}

/** The language of a site path: English under /en/, Polish elsewhere. */
export function languageOfPath(path: string): Language {
  return path === ENGLISH_PREFIX || path.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : 'pl'
}

/** A site path without its language prefix: the Polish page's path. Keeps query and hash. */
export function sourcePath(path: string): string {
  if (languageOfPath(path) !== 'en') return path
  const rest = path.slice(ENGLISH_PREFIX.length)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/**
 * The same page's path in a language: '/wiadomosci/?x=1' in English is '/en/wiadomosci/?x=1'.
 * Addresses that are not site pages (https://…, mailto:, #anchors, files) stay as they are.
 */
export function pathIn(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  const source = sourcePath(path)
  return language === 'en' ? `${ENGLISH_PREFIX}${source}` : source
}

/** BCP 47 tags for `hreflang`, Open Graph and Intl. */
export const LANGUAGE_TAGS: Record<Language, { hreflang: string; ogLocale: string }> = {
  pl: { hreflang: 'pl', ogLocale: 'pl_PL' },
  en: { hreflang: 'en', ogLocale: 'en_US' },
}

/** Where a dismissed English suggestion is remembered (this browser only; nothing is sent). */
export const SUGGESTION_DISMISSED_KEY = 'szkola:english-suggestion-dismissed'

/**
 * Whether a browser reads English rather than Polish (its `navigator.languages`): its first
 * language is English and none of its languages is Polish.
 */
export function prefersEnglish(languages: readonly string[]): boolean {
  const tags = languages.map((tag) => tag.toLowerCase())
  return (tags[0]?.startsWith('en') ?? false) && !tags.some((tag) => tag.startsWith('pl'))
}
