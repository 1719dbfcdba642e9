import { JSDOM } from 'jsdom'
import { MAX_PREVIEW_TEXTS } from '../../server/routes/gazda/content/preview'
import { ALERT_VECTORS, MARKDOWN_VECTORS } from '../fixtures/xssCorpus'
import { setUpContentServer } from './support/contentServer'

// Issue #17: the staff previews are made by the server, through the site's allowlist, so that
// the staff browser never parses an editor's text as HTML (Chromium reports even an inert parse
// of an `on…=` attribute as a CSP violation). What comes back holds nothing that could run.
const server = setUpContentServer()
const SCRIPT_CAPABLE = 'script, iframe, object, embed, svg, math, style, link, meta, base, form'

function dangers(html: string): string[] {
  const holder = new JSDOM('').window.document.createElement('div')
  holder.innerHTML = html
  const found = [...holder.querySelectorAll(SCRIPT_CAPABLE)].map((e) => e.localName)
  for (const element of holder.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style') found.push(name)
      if ((name === 'href' || name === 'src') && /^\s*(javascript|vbscript|data):/i.test(value)) {
        found.push(`${name}=${value}`)
      }
    }
  }
  return found
}

const preview = async (kind: string, texts: string[], as?: 'editor' | 'admin' | null) =>
  as === null
    ? server.app.inject({
        method: 'POST',
        url: '/api/gazda/content/preview',
        payload: { kind, texts },
      })
    : server.call('POST', '/api/gazda/content/preview', { kind, texts }, as)

/** The editor's previews of a corpus, sent in one request: one HTML text per vector. */
const previewCorpus = async (kind: string, vectors: readonly { payload: string }[]) => {
  const response = await preview(
    kind,
    vectors.map((vector) => vector.payload),
  )
  expect(response.statusCode).toBe(200)
  return response.json<{ html: string[] }>().html
}

describe('the staff previews', () => {
  it('show the markdown corpus without what could run', async () => {
    const html = await previewCorpus('markdown', MARKDOWN_VECTORS)
    expect(html).toHaveLength(MARKDOWN_VECTORS.length)
    const found = MARKDOWN_VECTORS.flatMap(({ name }, i) =>
      dangers(html[i]!).map((danger) => `${name}: ${danger}`),
    )
    expect(found).toEqual([])
  })

  it('show the alert corpus without what could run', async () => {
    const html = await previewCorpus('alert', ALERT_VECTORS)
    expect(html.flatMap((text) => dangers(text))).toEqual([])
  })

  it('keep links, tables and headings, as the build does', async () => {
    const response = await preview('markdown', [
      '## Tytuł\n\n[opłaty](/pages/oplaty-za-szkole/)',
      '| a |\n| - |\n| 1 |',
    ])
    const { html } = response.json<{ html: string[] }>()
    expect(html[0]).toBe('<h2>Tytuł</h2>\n<p><a href="/pages/oplaty-za-szkole/">opłaty</a></p>\n')
    expect(html[1]).toContain('<td>1</td>')
  })

  it('are for staff only, and refuse what is not a preview', async () => {
    expect((await preview('markdown', ['a'], null)).statusCode).toBe(401)
    expect((await preview('script', ['a'])).statusCode).toBe(400)
    expect(
      (
        await preview(
          'markdown',
          Array.from({ length: MAX_PREVIEW_TEXTS + 1 }, () => 'a'),
        )
      ).statusCode,
    ).toBe(400)
  })
})
