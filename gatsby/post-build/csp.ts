import { createHash } from 'node:crypto'
import { rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { CSP_MANIFEST_FILE, type CspManifest, pagePolicy } from '../../src/domain/csp'

// Issue #17: each page may run only the inline scripts the build wrote, allowed by their hash and
// computed here from the final HTML (after every other rewrite of the page). Only the scripts in
// <head> and those that close <body> (Gatsby's bootstrap and our loader) count: anything inside
// the page's content (<div id="___gatsby">) came from markup and stays blocked, so a script
// slipped past the sanitizer does not get a hash.

/** Our <meta>, recognised (and replaced) when a warm build sees a page it rewrote before. */
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/
const SCRIPT = /<script\b([^>]*)>((?:(?!<\/script[\s/>])[\s\S])*)<\/script\s*>/gi
/** Types a browser runs; any other type (`application/ld+json`) is data and needs no hash. */
const RUNNABLE = /^(?:|module|text\/javascript|application\/javascript)$/i
/** Gatsby marks its slices with comments (`<!-- slice-start id="_gatsby-scripts-1" -->`). */
const COMMENT = /<!--[\s\S]*?-->/g
const CDATA_MARKS = /\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\//g

interface InlineScript {
  start: number
  end: number
  attributes: string
  text: string
}

function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(SCRIPT)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1]!))
    .filter((match) => RUNNABLE.test(/\stype\s*=\s*"([^"]*)"/i.exec(match[1]!)?.[1] ?? ''))
    .map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      attributes: match[1]!,
      text: match[2]!,
    }))
}

/**
 * The page's own inline scripts: those in <head>, and the run of scripts with nothing but
 * white space or comments between them and </body>. A closing script holding markup (`<` beyond Gatsby's
 * CDATA marks) began in the content and swallowed the page's end: it is not ours.
 */
export function ownInlineScripts(html: string): { own: string[]; others: number } {
  const scripts = inlineScripts(html)
  const headEnd = html.indexOf('</head>')
  const own = new Set<InlineScript>(scripts.filter((script) => script.end <= headEnd))
  let boundary = html.lastIndexOf('</body>')
  for (const script of [...scripts].reverse()) {
    if (boundary < 0 || script.start < headEnd) break
    if (html.slice(script.end, boundary).replace(COMMENT, '').trim() !== '') break
    if (script.text.replace(CDATA_MARKS, '').includes('<')) break
    own.add(script)
    boundary = script.start
  }
  const inOrder = scripts.filter((script) => own.has(script))
  return { own: inOrder.map((script) => script.text), others: scripts.length - own.size }
}

/** The CSP source for a script's text as the browser hashes it: after newline normalisation. */
export function hashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`
}

/** The page with the policy's <meta> (replacing an older one) and the hashes it names. */
export function withCspMeta(
  html: string,
  apiOrigin: string | null,
): { html: string; hashes: string[]; others: number } {
  const bare = html.replace(META, '')
  const { own, others } = ownInlineScripts(bare)
  const hashes = [...new Set(own.map(hashSource))]
  const content = pagePolicy({ scriptHashes: hashes, apiOrigin }, 'meta').replace(/"/g, '&quot;')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`
  // Before anything that loads or runs; after the charset, which must stay in the first 1024 bytes.
  const head = /<head\b[^>]*>(?:<meta charSet="utf-8"\/>)?/i.exec(bare)
  if (!head) return { html, hashes, others }
  const at = head.index + head[0].length
  return { html: bare.slice(0, at) + meta + bare.slice(at), hashes, others }
}

/** Rewrites pages (as bytes) and collects the hashes each needs, for the server's manifest. */
export function createCspStep(apiOrigin: string | null) {
  const manifest: CspManifest = { apiOrigin, pages: {} }
  const foreign: string[] = []
  return {
    manifest,
    /** Pages with inline scripts in their content, which the policy blocks. */
    foreign,
    rewrite(page: Buffer, name: string): Buffer {
      const before = page.toString('utf8')
      // Not a page: a fragment Gatsby stitches into pages (_gatsby/slices/…), hashed in them.
      if (!before.includes('</head>')) return page
      const done = withCspMeta(before, apiOrigin)
      manifest.pages[name.split(path.sep).join('/')] = done.hashes
      if (done.others > 0) foreign.push(name)
      return done.html === before ? page : Buffer.from(done.html)
    },
    async writeManifest(publicDir: string): Promise<void> {
      const file = path.join(publicDir, CSP_MANIFEST_FILE)
      // Replaced whole, like the pages: the server may read it meanwhile.
      await writeFile(`${file}.tmp`, JSON.stringify(manifest))
      await rename(`${file}.tmp`, file)
    },
  }
}
