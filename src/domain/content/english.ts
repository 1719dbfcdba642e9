// A content item in the page's language (issue #35): the Polish node, with its English version's
// text (MarkdownRemark.english, gatsby/resolvers.ts) laid over it on an English page.
import { pathIn, type Language } from '../i18n/languages'

type Fields = Record<string, unknown>

/** What a page queries of an item's English version: its text only. */
export interface EnglishVersion<F extends object> {
  html?: string
  excerpt?: string
  frontmatter?: { [K in keyof F]?: unknown } | null
}

export interface Translatable<F extends object> {
  html?: string
  excerpt?: string
  frontmatter: F
  english?: EnglishVersion<F> | null
}

/** Lists whose English items hold only the text and are matched to the Polish ones by position. */
const BY_POSITION = new Set(['sponsors', 'members'])

const given = (value: unknown) => value !== null && value !== undefined && value !== ''

function mergeFields(polish: Fields, english: Fields): Fields {
  const merged: Fields = { ...polish }
  for (const [field, value] of Object.entries(english)) {
    if (!given(value)) continue
    const base = polish[field]
    merged[field] =
      BY_POSITION.has(field) && Array.isArray(base) && Array.isArray(value)
        ? base.map((item: Fields, index) => mergeFields(item, (value[index] ?? {}) as Fields))
        : value
  }
  return merged
}

/**
 * The item as an English page shows it: its English text over the Polish node's other fields
 * (dates, addresses, names), and 'en'; or the Polish item and 'pl' where it has no English version
 * (the page then marks it lang="pl").
 */
export function inLanguage<F extends object, N extends Translatable<F>>(
  node: N,
  language: Language,
): { item: N; lang: Language } {
  const english = node.english
  if (language !== 'en' || !english) return { item: node, lang: 'pl' }
  const item: N = {
    ...node,
    frontmatter: mergeFields(
      node.frontmatter as Fields,
      (english.frontmatter ?? {}) as Fields,
    ) as F,
    ...(given(english.html) && { html: english.html }),
    ...(given(english.excerpt) && { excerpt: english.excerpt }),
  }
  return { item, lang: 'en' }
}

// A link to a page of the site in sanitized HTML: href="/…/", with an optional query or anchor.
// Files (/formy-szkolne/x.pdf) do not end with a slash and stay as they are.
const SITE_PAGE_LINK = /href="(\/(?!\/)[^"?#]*\/)([?#][^"]*)?"/g

/**
 * HTML from content/ with its links to the site's pages in the page's language: a Polish text
 * shown on an English page leads on to English pages. Only the path inside an existing href is
 * changed (a same-site path stays a same-site path), so the sanitizer's allowlist still holds.
 */
export function linksIn(html: string, language: Language): string {
  if (language !== 'en') return html
  return html.replace(
    SITE_PAGE_LINK,
    (_match, path: string, rest: string | undefined) =>
      `href="${pathIn(path, language)}${rest ?? ''}"`,
  )
}
