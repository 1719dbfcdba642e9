// Which link and image addresses editors' HTML may keep (issue #17). Judged as a browser will
// follow them: the parser has already decoded entities (&#x61;, &colon;), and the WHATWG URL
// parser drops tabs and newlines inside a scheme ("java\tscript:") and lower-cases it.

export const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set([
  'http:',
  'https:',
  'mailto:',
  'tel:',
])

// A relative address resolves against this base and comes out as https: (a site path).
const BASE = 'https://strona.invalid/'

/** Whether an address (as the DOM holds it, entities decoded) may stay in the page. */
export function isAllowedUrl(value: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(value, BASE).protocol)
  } catch {
    return false
  }
}

const OTHER_BASE = 'https://inna-strona.invalid/'

/**
 * Whether an image address points into the site itself: a path, never another host, scheme or
 * `//host`. The pages' CSP loads images only from the site (`img-src 'self'`, src/domain/csp.ts),
 * and an image from elsewhere would tell that host who reads the page. Relative means it resolves
 * into whatever site it is read on, so both bases must keep it.
 */
export function isSiteImageUrl(value: string): boolean {
  try {
    return (
      new URL(value, BASE).origin === new URL(BASE).origin &&
      new URL(value, OTHER_BASE).origin === new URL(OTHER_BASE).origin
    )
  } catch {
    return false
  }
}

/** The scheme an address would be followed with ("javascript:"), for the editor's message. */
export function schemeOf(value: string): string {
  try {
    return new URL(value, BASE).protocol
  } catch {
    return ''
  }
}
