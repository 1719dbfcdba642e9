// Issue #17: what a CSP report may tell the log. A report names the page (with its query string,
// which may hold a name typed into a search) and what was blocked (a full URL, maybe with a
// token): the log keeps the directive, the page's path and the blocked URL's origin or scheme.

export interface CspViolation {
  directive: string
  /** The document's path, without query string or fragment. */
  path: string
  /** `https://cdn.example.org`, `data:`, `inline`, `eval`…; never a path or query. */
  blocked: string
}

const MAX = 200
const clip = (text: string) => text.slice(0, MAX)

function pathOf(url: unknown): string {
  if (typeof url !== 'string') return '?'
  try {
    return clip(new URL(url, 'http://x/').pathname)
  } catch {
    return '?'
  }
}

function blockedOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '?'
  // Keywords browsers use for what has no URL: inline, eval, wasm-eval, trusted-types-sink…
  if (/^[a-z-]{1,40}$/.test(value)) return value
  try {
    const url = new URL(value)
    return url.origin !== 'null' ? url.origin : url.protocol
  } catch {
    return '?'
  }
}

function directiveOf(value: unknown): string {
  const first = typeof value === 'string' ? value.split(' ')[0]! : ''
  return /^[a-z-]{1,40}$/.test(first) ? first : '?'
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The violations of a report body: `{"csp-report": {…}}` (report-uri, application/csp-report) or
 * a list of reports (Reporting API, application/reports+json). Null when it is neither.
 */
export function violationsOf(body: unknown): CspViolation[] | null {
  if (isObject(body) && isObject(body['csp-report'])) {
    const report = body['csp-report']
    return [
      {
        directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
        path: pathOf(report['document-uri']),
        blocked: blockedOf(report['blocked-uri']),
      },
    ]
  }
  if (Array.isArray(body) && body.length > 0 && body.every(isObject)) {
    const reports = body.filter(
      (report) => report.type === 'csp-violation' && isObject(report.body),
    )
    if (reports.length === 0) return null
    return reports.map((report) => {
      const details = report.body as Record<string, unknown>
      return {
        directive: directiveOf(details.effectiveDirective),
        path: pathOf(details.documentURL),
        blocked: blockedOf(details.blockedURL),
      }
    })
  }
  return null
}
