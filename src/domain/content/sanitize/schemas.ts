// What editors' HTML may hold on the site (issue #17): an allowlist per use, element by element.
// Everything else is removed by the sanitizer (./sanitize.ts), whatever its spelling.

/** Element (lower case) → the attributes it may keep. */
export type SanitizeSchema = Readonly<Record<string, readonly string[]>>

const LINK = ['href', 'title', 'target', 'rel'] as const
const CELL = ['align', 'colspan', 'rowspan', 'scope'] as const

/**
 * Markdown's HTML, from the build's remark and the preview's marked, plus what editors write by
 * hand in a school's news and pages. No style (CSS can hide or restyle the page around it), no id
 * or name (they can shadow the page's own globals), no form, frame, media or script-capable element.
 */
export const MARKDOWN_SCHEMA: SanitizeSchema = {
  ...Object.fromEntries(
    [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'div',
      'span',
      'blockquote',
      'ul',
      'li',
      'dl',
      'dt',
      'dd',
      'em',
      'strong',
      'b',
      'i',
      'u',
      's',
      'del',
      'ins',
      'mark',
      'small',
      'sub',
      'sup',
      'kbd',
      'samp',
      'var',
      'cite',
      'q',
      'pre',
      'figure',
      'figcaption',
      'details',
      'summary',
      'table',
      'caption',
      'thead',
      'tbody',
      'tfoot',
      'tr',
    ].map((tag) => [tag, [] as const]),
  ),
  ol: ['start', 'reversed', 'type'],
  a: LINK,
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  // A code block's language (```js): marked and remark write it as class="language-js".
  code: ['class'],
  abbr: ['title'],
  time: ['datetime'],
  th: CELL,
  td: CELL,
  // GitHub-flavoured task lists ("- [x] done"): a disabled checkbox, nothing else (./sanitize.ts).
  input: ['type', 'checked', 'disabled'],
}

/** The alert banner: short inline text and links (content/README.md, `alert.content`). */
export const ALERT_SCHEMA: SanitizeSchema = {
  ...Object.fromEntries(
    ['strong', 'b', 'em', 'i', 'u', 'br', 'span', 'small'].map((tag) => [tag, [] as const]),
  ),
  a: LINK,
}

/** Attributes that carry a URL, judged by ./url.ts. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src'])
