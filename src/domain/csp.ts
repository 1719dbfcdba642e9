// Issue #17: the site's Content Security Policy, one definition for the two places that send it:
// the <meta> the build writes into each page (static hosting, gatsby/post-build/csp.ts) and the
// header our server sends with each page (server/csp/). Inline scripts run only by their hash,
// computed from the built page; nothing else inline runs, not even an `on…=` attribute.

/** Where browsers send violation reports (server/routes/cspReport.ts). */
export const CSP_REPORT_PATH = '/api/csp-report'

/** Written by the build beside the pages: which inline scripts each page may run. */
export const CSP_MANIFEST_FILE = 'csp-hashes.json'

export interface CspManifest {
  /** The origin of GATSBY_API_URL when the pages call an API elsewhere; null on one origin. */
  apiOrigin: string | null
  /** Each page's file relative to the site's folder (`index.html`, `gazda/index.html`, `404.html`). */
  pages: Record<string, string[]>
}

/** How a policy arrives: a <meta> cannot carry frame-ancestors nor report-uri (CSP 3, §3.3). */
export type CspDelivery = 'header' | 'meta'

export interface PagePolicyInput {
  /** Sources such as `'sha256-…'`, one for each inline script the page runs. */
  scriptHashes: readonly string[]
  apiOrigin: string | null
}

type Directives = [name: string, sources: string[]][]

/**
 * A page's directives. The site search (Pagefind) compiles WebAssembly: 'wasm-unsafe-eval', never
 * 'unsafe-eval'. Styles stay inline-able: Gatsby inlines critical CSS and React sets style attributes.
 */
export function pageDirectives(
  { scriptHashes, apiOrigin }: PagePolicyInput,
  delivery: CspDelivery,
): Directives {
  const elsewhere = apiOrigin ? [apiOrigin] : []
  const directives: Directives = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'https:', 'data:']],
    ['connect-src', ["'self'", ...elsewhere]],
    ['form-action', ["'self'"]],
  ]
  if (delivery === 'header') {
    directives.push(['frame-ancestors', ["'none'"]])
    directives.push(['report-uri', [`${apiOrigin ?? ''}${CSP_REPORT_PATH}`]])
  }
  return directives
}

const serialize = (directives: Directives) =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ')

export const pagePolicy = (input: PagePolicyInput, delivery: CspDelivery): string =>
  serialize(pageDirectives(input, delivery))

/** For the API's answers (JSON, CSV): nothing in them may load or run, nothing may frame them. */
export const API_POLICY = serialize([
  ['default-src', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
])

/** GATSBY_API_URL's origin when it names one (`https://api.example.org/x` → its origin), else null. */
export function apiOriginOf(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null
  try {
    return new URL(apiUrl).origin
  } catch {
    return null
  }
}
