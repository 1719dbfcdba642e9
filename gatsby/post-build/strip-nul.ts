import { rewritePages } from './pages'

// React 18's streaming renderer, which Gatsby builds pages with, can leave NUL bytes where a
// multi-byte character (ą, ź, „) meets the end of its 2 KB buffer (facebook/react#26228, still
// in 18.3; gatsbyjs/gatsby#38747). A NUL is never part of a page (content and the API refuse
// it), and the Nu HTML Checker rightly calls it an error: every built page is cleaned of them.

/** The page without its NUL bytes (the same buffer if it has none). */
export const withoutNul = (page: Buffer): Buffer =>
  page.includes(0) ? Buffer.from(page.filter((byte) => byte !== 0)) : page

/** Removes NUL bytes from every HTML file under `publicDir`; answers the files it changed. */
export const stripNulBytes = (publicDir: string): Promise<string[]> =>
  rewritePages(publicDir, withoutNul)
