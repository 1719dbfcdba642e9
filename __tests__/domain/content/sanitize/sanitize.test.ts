import { JSDOM, VirtualConsole } from 'jsdom'
import { marked } from 'marked'
import {
  ALERT_SCHEMA,
  MARKDOWN_SCHEMA,
  removalMessages,
  type SanitizeSchema,
} from '../../../../src/domain/content/sanitize'
import { nodeSanitizer } from '../../../../src/domain/content/sanitize/node'
import { ALERT_VECTORS, BENIGN_MARKDOWN, MARKDOWN_VECTORS } from '../../../fixtures/xssCorpus'

const sanitizer = nodeSanitizer()
const markdown = (text: string) => marked.parse(text, { async: false, gfm: true })
const SCHEMAS: [string, SanitizeSchema][] = [
  ['markdown', MARKDOWN_SCHEMA],
  ['alert', ALERT_SCHEMA],
]

// Independent of the sanitizer's own lists: what a browser could run or be steered by.
const SCRIPT_CAPABLE =
  'script, iframe, frame, frameset, object, embed, svg, math, style, link, meta, base, form, ' +
  'button, textarea, select, template, noscript, audio, video, portal'
const SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']

/** Re-parses sanitized HTML and lists anything that could run or leave the allowed schemes. */
function dangers(html: string): string[] {
  const quiet = { virtualConsole: new VirtualConsole() }
  const { document } = new JSDOM(`<!doctype html><body>${html}`, quiet).window
  const found = [...document.body.querySelectorAll(SCRIPT_CAPABLE)].map((e) => `<${e.localName}>`)
  for (const element of document.body.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') found.push(name)
      if (['href', 'src', 'xlink:href', 'action', 'formaction', 'data'].includes(name)) {
        // As the browser follows it: WHATWG URL parsing of the decoded value.
        const protocol = new URL(value, 'https://szkola.example/').protocol
        if (!SCHEMES.includes(protocol)) found.push(`${name}=${value}`)
      }
    }
  }
  return found
}

describe('the hostile corpus', () => {
  it('has at least 60 vectors, markdown and alert HTML', () => {
    expect(MARKDOWN_VECTORS.length + ALERT_VECTORS.length).toBeGreaterThanOrEqual(60)
  })

  describe.each(SCHEMAS)('through the %s schema', (_name, schema) => {
    it.each([...MARKDOWN_VECTORS, ...ALERT_VECTORS])(
      'leaves nothing that runs: $name',
      ({ payload }) => {
        for (const html of [payload, markdown(payload)]) {
          const clean = sanitizer.sanitize(html, schema)
          expect(dangers(clean)).toEqual([])
          // Sanitizing again changes nothing: no mutation left to trigger on a second parse.
          expect(sanitizer.sanitize(clean, schema)).toBe(clean)
        }
      },
    )
  })

  it('tells what it removed from every markdown vector that held something', () => {
    const silent = MARKDOWN_VECTORS.filter(({ payload }) => {
      const html = markdown(payload)
      return (
        dangers(html).length > 0 && sanitizer.inspect(html, MARKDOWN_SCHEMA).removed.length === 0
      )
    })
    expect(silent.map((vector) => vector.name)).toEqual([])
  })
})

describe('benign content', () => {
  const clean = (text: string) => sanitizer.sanitize(markdown(text), MARKDOWN_SCHEMA)

  it('keeps what the markdown made, unchanged', () => {
    for (const text of BENIGN_MARKDOWN) expect(clean(text)).toBe(markdown(text))
  })

  it('keeps headings, links, tables, images, details, mailto and tel', () => {
    const html = BENIGN_MARKDOWN.map(clean).join('')
    expect(html).toContain('<h2>Zapisy</h2>')
    expect(html).toContain('<a href="/pages/oplaty-za-szkole/">opłaty</a>')
    expect(html).toContain('<a href="https://example.org/kalendarz">kalendarz</a>')
    expect(html).toContain('<th align="left">Klasa</th>')
    expect(html).toContain('<td align="right">12</td>')
    expect(html).toContain('<img src="/static/jaselka.jpg" alt="Jasełka 2024" title="Jasełka">')
    expect(html).toContain('<details><summary>Więcej</summary>Szczegóły</details>')
    expect(html).toContain('href="mailto:sekretariat@example.org"')
    expect(html).toContain('href="tel:+17735550100"')
    expect(html).toContain('<code class="language-js">')
  })

  it('keeps the alert’s inline tags and links, and nothing more', () => {
    const alert = '<strong>Zajęcia odwołane</strong> — <a href="/wiadomosci/">więcej</a><br>'
    expect(sanitizer.sanitize(alert, ALERT_SCHEMA)).toBe(alert)
    expect(sanitizer.sanitize('<p>Akapit</p><h2>x</h2>', ALERT_SCHEMA)).toBe('Akapitx')
  })

  it('gives a link that opens a new window rel="noopener noreferrer"', () => {
    const html = '<a href="https://example.org" target="_blank" rel="opener">x</a>'
    expect(sanitizer.sanitize(html, MARKDOWN_SCHEMA)).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})

describe('what the editor is told', () => {
  const told = (html: string, schema = MARKDOWN_SCHEMA) =>
    removalMessages(sanitizer.inspect(html, schema).removed)

  it('names a script, a javascript: link and an event handler in Polish, each once', () => {
    expect(
      told('<script>x</script><a href="jav&#x61;script:x">a</a><a href="javascript:y">b</a>'),
    ).toEqual([
      'Element <script> zostanie usunięty: strona nie uruchamia skryptów z treści.',
      'Odnośnik javascript:… zostanie usunięty: dozwolone są tylko adresy http, https, mailto, tel i ścieżki w witrynie.',
    ])
    expect(told('<img src=x onerror=alert(1)>')).toEqual([
      'Atrybut onerror w <img> zostanie usunięty: strona nie uruchamia skryptów z treści.',
    ])
  })

  it('keeps images of the site and says why one from another site goes', () => {
    const html =
      '<img src="/galeria/zdjecie.jpg" alt="a"><img src="https://example.org/x.png" alt="b">'
    expect(sanitizer.sanitize(html, MARKDOWN_SCHEMA)).toBe(
      '<img src="/galeria/zdjecie.jpg" alt="a"><img alt="b">',
    )
    expect(told(html)).toEqual([
      'Adres obrazka https://example.org/x.png zostanie usunięty: strona pokazuje tylko obrazki zapisane w witrynie (ścieżki zaczynające się od „/”), nie z innych stron.',
    ])
  })

  it('says nothing about benign content', () => {
    for (const text of BENIGN_MARKDOWN) expect(told(markdown(text))).toEqual([])
  })
})
