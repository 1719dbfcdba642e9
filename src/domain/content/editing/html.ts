// What HTML the staff area lets through (issue #7). The site shows the alert's HTML and the
// markdown's raw HTML as they are, on every page: an editor's account must not be a way to put a
// script on the school's site.

const ALERT_TAGS = new Set(['strong', 'b', 'em', 'i', 'u', 'br', 'a', 'span', 'small'])
const LINK_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel'])
const SAFE_HREF = /^(\/|#|https?:\/\/|mailto:|tel:)/i
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>|<(?=[a-zA-Z/])/g
const ATTRIBUTE = /\s+([a-zA-Z-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/y

function attributesOk(tag: string, closing: boolean, text: string): boolean {
  const attributes = text.replace(/\s*\/$/, '')
  if (closing || tag !== 'a') return attributes.trim() === ''
  ATTRIBUTE.lastIndex = 0
  let at = 0
  while (at < attributes.length) {
    ATTRIBUTE.lastIndex = at
    const match = ATTRIBUTE.exec(attributes)
    if (!match) return false
    const name = match[1]!.toLowerCase()
    const value = (match[2] ?? '').replace(/^["']|["']$/g, '')
    if (!LINK_ATTRIBUTES.has(name)) return false
    if (name === 'href' && !SAFE_HREF.test(value.trim())) return false
    at = ATTRIBUTE.lastIndex
  }
  return true
}

/** The alert banner's HTML holds only simple inline tags and links (content/README.md). */
export function isSimpleAlertHtml(html: string): boolean {
  for (const match of html.matchAll(TAG)) {
    const [, closing, name, attributes] = match
    // A "<" before a letter that does not close into a tag: a browser may still read it as one.
    if (name === undefined) return false
    if (!ALERT_TAGS.has(name.toLowerCase())) return false
    if (!attributesOk(name.toLowerCase(), closing === '/', attributes ?? '')) return false
  }
  return true
}

const UNSAFE_MARKDOWN = [
  /<\s*\/?\s*(script|iframe|frame|object|embed|style|link|meta|base|form|svg|math)\b/i,
  /\son[a-z]+\s*=/i,
  /(java|vb)script\s*:/i,
  /data\s*:\s*text\/html/i,
]

/** Markdown may carry raw HTML; none that runs code or loads another page into this one. */
export const isSafeMarkdown = (text: string): boolean =>
  !UNSAFE_MARKDOWN.some((pattern) => pattern.test(text))
