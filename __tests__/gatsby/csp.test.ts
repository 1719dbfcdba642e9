/**
 * @jest-environment jsdom
 */
// The browser's HTML parser (jsdom's DOMParser) tells which text each script has.
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createCspStep, withCspMeta } from '../../gatsby/post-build/csp'
import { rewritePages } from '../../gatsby/post-build/pages'
import { CSP_MANIFEST_FILE, type CspManifest } from '../../src/domain/csp'

// A built page as Gatsby and our post-build leave it: gatsby-plugin-image's module in <head>, the
// form-opening script from a Head export (with a CRLF, which the HTML parser turns into LF), the
// content in #___gatsby, Gatsby's bootstrap and our loader closing <body>.
const HEAD_SCRIPTS =
  '<script type="module">const e="loading"in HTMLImageElement.prototype;</script>' +
  '<script data-gatsby-head="true">try{document.documentElement.classList.add("x")}\r\ncatch(e){}</script>' +
  '<script type="application/ld+json">{"@type":"School"}</script>'
const END_SCRIPTS =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>' +
  '<script>window.___webpackCompilationHash="6cb1b13e";</script>' +
  '<script id="scripts-after-paint">var s=["/app-1.js"];</script>' +
  '<!-- slice-end id="_gatsby-scripts-1" -->'
const page = (content: string) =>
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/><title>Szkoła</title>' +
  `<link rel="stylesheet" href="/styles.css"/>${HEAD_SCRIPTS}</head><body>` +
  `<div id="___gatsby"><main>${content}</main></div>${END_SCRIPTS}</body></html>`
const PAGE = page('<p>Zażółć gęślą jaźń</p>')

/** The hashes as a browser computes them: over each script's text after a real HTML parse. */
function browserHashes(html: string, select: (script: HTMLScriptElement) => boolean): string[] {
  const document = parse(html)
  return [...document.querySelectorAll('script')]
    .filter((script) => !script.type.includes('json') && select(script))
    .map((script) => createHash('sha256').update(script.text, 'utf8').digest('base64'))
    .map((hash) => `'sha256-${hash}'`)
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const outsideContent = (script: HTMLScriptElement) => !script.closest('#___gatsby')
const metaOf = (html: string) =>
  parse(html).querySelector('meta[http-equiv="Content-Security-Policy"]')

describe('the CSP hashes of a built page', () => {
  it('match, byte for byte, every inline script outside the content as the HTML parser reads it', () => {
    const { hashes } = withCspMeta(PAGE, null)
    expect(hashes).toHaveLength(6)
    expect(hashes).toEqual(browserHashes(PAGE, outsideContent))
  })

  it('leave out a script in the page content, and one that swallows the end of the page', () => {
    for (const content of [
      '<script>alert(1)</script>',
      // Unclosed: the browser runs it up to Gatsby's first </script>, markup and all.
      '<script>alert(1)/*',
    ]) {
      const hostile = page(content)
      const { hashes, others } = withCspMeta(hostile, null)
      expect(others).toBeGreaterThan(0)
      const ran = browserHashes(hostile, (script) => script.text.includes('alert(1)'))
      expect(ran).toHaveLength(1)
      expect(hashes).not.toContain(ran[0])
    }
  })

  it('go into a <meta> right after the charset, before every stylesheet and script', () => {
    const { html, hashes } = withCspMeta(PAGE, null)
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(html.indexOf('Content-Security'))
    const { head } = parse(html)
    expect(head.children[1]?.getAttribute('http-equiv')).toBe('Content-Security-Policy')
    const policy = metaOf(html)!.getAttribute('content')!
    const scripts = /script-src ([^;]*)/.exec(policy)![1]!.split(' ')
    expect(scripts).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes])
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-hashes'/)
    expect(policy).toMatch(/object-src 'none'/)
    expect(policy).toMatch(/base-uri 'none'/)
    // A <meta> policy cannot carry these; Chromium warns about them.
    expect(policy).not.toMatch(/frame-ancestors|report-uri/)
  })

  it('let the pages call an API on another origin when GATSBY_API_URL names one', () => {
    const { html } = withCspMeta(PAGE, 'https://api.szkola.example.org')
    expect(metaOf(html)!.getAttribute('content')).toMatch(
      /connect-src 'self' https:\/\/api\.szkola\.example\.org;/,
    )
  })

  it('replace the <meta> of an earlier build rather than add a second one', () => {
    const once = withCspMeta(PAGE, null).html
    expect(withCspMeta(once, null).html).toBe(once)
    const changed = once.replace('pagePath="/"', 'pagePath="/wiadomosci/"')
    const again = withCspMeta(changed, null)
    expect(again.html.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(again.hashes).toEqual(browserHashes(changed, outsideContent))
  })
})

describe('the CSP step over the built site', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'csp-step-'))
    await mkdir(path.join(dir, 'gazda'), { recursive: true })
    await writeFile(path.join(dir, 'index.html'), PAGE)
    await writeFile(path.join(dir, 'gazda', 'index.html'), PAGE.replace('"/"', '"/gazda/"'))
    await writeFile(path.join(dir, 'feed.xml'), END_SCRIPTS)
    // A slice Gatsby stitches into pages: no page of its own.
    await mkdir(path.join(dir, '_gatsby', 'slices'), { recursive: true })
    await writeFile(path.join(dir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), END_SCRIPTS)
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  async function runStep() {
    const step = createCspStep(null)
    const changed = await rewritePages(dir, (bytes, name) => step.rewrite(bytes, name))
    await step.writeManifest(dir)
    const manifest = JSON.parse(
      await readFile(path.join(dir, CSP_MANIFEST_FILE), 'utf8'),
    ) as CspManifest
    return { changed, manifest, step }
  }

  it('writes each page’s hashes to the manifest, and touches nothing but pages', async () => {
    const { changed, manifest, step } = await runStep()
    expect(changed.sort()).toEqual([path.join('gazda', 'index.html'), 'index.html'])
    expect(Object.keys(manifest.pages).sort()).toEqual(['gazda/index.html', 'index.html'])
    const staff = await readFile(path.join(dir, 'gazda', 'index.html'), 'utf8')
    expect(manifest.pages['gazda/index.html']).toEqual(browserHashes(staff, outsideContent))
    expect(manifest.pages['gazda/index.html']).not.toEqual(manifest.pages['index.html'])
    expect(await readFile(path.join(dir, 'feed.xml'), 'utf8')).toBe(END_SCRIPTS)
    const slice = path.join(dir, '_gatsby', 'slices', '_gatsby-scripts-1.html')
    expect(await readFile(slice, 'utf8')).toBe(END_SCRIPTS)
    expect(step.foreign).toEqual([])
  })

  it('on a warm build, rewrites no page it did before and writes the same manifest', async () => {
    const first = await runStep()
    const second = await runStep()
    expect(second.changed).toEqual([])
    expect(second.manifest).toEqual(first.manifest)
  })
})
