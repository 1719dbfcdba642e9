// Search that forgives missing Polish letters (issue #18): "gesl" finds "Gęśl", "Stanislaw" finds
// "Stanisław". The same pairs fold the query here and the column in SQL (server/repositories/
// folded.ts), with translate(), because PGlite has no unaccent extension.
export const POLISH_LETTERS = 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'
export const PLAIN_LETTERS = 'acelnoszzACELNOSZZ'

const plainOf = new Map([...POLISH_LETTERS].map((letter, i) => [letter, PLAIN_LETTERS[i]!]))

/** The text with each Polish letter as its plain Latin one, case kept. */
export const foldPolish = (text: string) => text.replace(/./gu, (c) => plainOf.get(c) ?? c)

/** The longest text a staff list's search box sends (q on /api/gazda/…), and the API accepts. */
export const SEARCH_MAX_LENGTH = 75
