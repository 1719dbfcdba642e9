// Issue #34: an alert's HTML as the plain text a mail carries. Nothing of the markup goes through:
// only the words, line breaks where blocks end, and the targets of links a reader can open
// (http(s), mailto, or the site's own paths made whole). The mail's HTML part is made from this
// text, escaped (./mail.ts), never from the editor's HTML.

/** Elements whose content is not text to read: dropped with everything inside them. */
const NOT_TEXT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'head',
  'title',
]

/** Elements that end a line of text where they open or close. */
const BLOCKS = /^(p|div|br|li|ul|ol|h[1-6]|tr|table|blockquote|section|article|hr)$/

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bdquo: '„',
  rdquo: '”',
  ldquo: '“',
  laquo: '«',
  raquo: '»',
}

/** Character references decoded; an unknown name stays as written (it is only text). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10)
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      return valid ? String.fromCodePoint(code) : ''
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** A link's target as a reader can open it, or undefined (javascript:, data:, a fragment…). */
export function linkTarget(href: string, siteUrl: string): string | undefined {
  const target = decodeEntities(href).trim()
  if (/^https?:\/\/[^\s]+$/i.test(target) || /^mailto:[^\s]+$/i.test(target)) return target
  if (/^\/(?!\/)[^\s]*$/.test(target)) return `${siteUrl}${target}`
  return undefined
}

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined
}

/**
 * One pass over the HTML, in tokens: a comment, a tag (its rest taken to the end when it is never
 * closed), a lone `<`, or text. No pattern looks ahead for a closing tag, so a text made to be
 * slow (thousands of unclosed links) takes no longer than any other of its length.
 */
const TOKENS = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>?|<|[^<]+/g

/**
 * The text of an alert's HTML: tags taken out, what is not text (scripts, styles…) dropped with
 * its content, each link followed by its target in brackets (once, when its words are not the
 * address already), entities decoded, spaces gathered, no blank lines (an alert is a few lines).
 * Without `targets`, only the words (what an alert says, whatever its links).
 */
export function htmlToText(html: string, siteUrl: string, { targets = true } = {}): string {
  let out = ''
  let skipping: string | undefined
  let link: { target: string | undefined; words: string } | undefined
  const emit = (text: string) => {
    if (link) link.words += text
    else out += text
  }
  const endLink = () => {
    if (!link) return
    const { target, words } = link
    link = undefined
    out += words
    if (targets && target && words.trim() !== target) out += ` (${target.replace(/[<>]/g, '')})`
  }
  for (const [token, slash, tagName] of html.matchAll(TOKENS)) {
    if (token.startsWith('<!--')) continue
    const name = tagName?.toLowerCase()
    const closing = slash === '/'
    if (skipping) {
      if (closing && name === skipping) skipping = undefined
      continue
    }
    if (name === undefined) {
      emit(token === '<' ? '<' : decodeEntities(token))
    } else if (NOT_TEXT.includes(name)) {
      if (!closing && !token.endsWith('/>')) skipping = name
      emit(' ')
    } else if (name === 'a') {
      endLink()
      const href = closing ? undefined : attribute(token, 'href')
      if (!closing) link = { target: href && linkTarget(href, siteUrl), words: '' }
    } else if (BLOCKS.test(name)) {
      emit('\n')
    }
  }
  endLink()
  return out
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
}
