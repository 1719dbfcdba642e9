// Site search (issue #10): which built pages are searchable, and the folding of "ł" that Pagefind
// does not do. Shared by the post-build indexer (gatsby/post-build/search-index.ts) and the
// header's search box (src/components/search/).

/** Where `gatsby/post-build/search-index.ts` writes Pagefind's bundle, and where the browser finds it. */
export const SEARCH_BUNDLE_URL = '/pagefind/'
export const SEARCH_SCRIPT_URL = `${SEARCH_BUNDLE_URL}pagefind.js`

/** Results shown at first and per "show more": each costs the visitor a download (issue #20: five). */
export const SEARCH_RESULTS_SHOWN = 5

// Not public content: the staff area (SPEC.md §6), the not-found page (in either language,
// issue #35), and Pagefind's own files.
const EXCLUDED = /^(?:gazda|404|en\/404|pagefind|dev-404-page)(?:\/|$)/

/**
 * The URL of a built page, from its HTML file relative to public/ (`wiadomosci/x/index.html` →
 * `/wiadomosci/x/`), or null when the file is not a page visitors may find by searching.
 */
export function searchablePageUrl(relativeFile: string): string | null {
  const file = relativeFile.split('\\').join('/')
  if (file !== 'index.html' && !file.endsWith('/index.html')) return null
  const dir = file.slice(0, -'index.html'.length)
  return EXCLUDED.test(dir) ? null : `/${dir}`
}

// Pagefind (1.5+) folds diacritics that Unicode decomposes into a letter and a combining mark
// (ą ć ę ń ó ś ź ż), so "zajecia" finds "zajęcia"; but "ł" has no decomposition and stays apart
// ("szkola" would not find "szkoła"). So the index holds "ł" as "l" plus a combining stroke,
// which Pagefind folds like the others, and the browser turns it back into "ł" for display.
const STROKE = '\u0335'

/** Text as the search index holds it (the indexer's HTML and the visitor's query alike). */
export const toIndexForm = (text: string) =>
  text.replace(/ł/g, `l${STROKE}`).replace(/Ł/g, `L${STROKE}`)

/** Text from the index (titles, excerpts) as the visitor reads it. */
export const fromIndexForm = (text: string) =>
  text.replace(new RegExp(`l${STROKE}`, 'g'), 'ł').replace(new RegExp(`L${STROKE}`, 'g'), 'Ł')

export interface ExcerptPart {
  text: string
  /** A word that matched the query (Pagefind's `<mark>`). */
  marked: boolean
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/**
 * Pagefind's excerpt is HTML (escaped text with `<mark>` around the matches); as plain parts it
 * can be rendered as text, so nothing in it is ever taken as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return fromIndexForm(excerpt)
    .split(/<\/?mark>/)
    .map((html, i) => ({
      text: html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ENTITIES[e]!),
      marked: i % 2 === 1,
    }))
    .filter((part) => part.text !== '')
}
