// The one allowlist sanitizer (issue #17): DOMPurify with a schema of ./schemas.ts. It takes a
// DOMPurify instance so that this module stays free of any DOM: Node passes a jsdom window's
// (./node.ts). It runs on Node only, for the build, the save's check and the staff previews.
import type { DOMPurify, UponSanitizeAttributeHook } from 'dompurify'
import { URL_ATTRIBUTES, type SanitizeSchema } from './schemas'
import { isAllowedUrl, isSiteImageUrl } from './url'

/** Something the sanitizer left out, for the editor's message (./messages.ts). */
export type Removal =
  { kind: 'element'; tag: string } | { kind: 'attribute'; tag: string; name: string; value: string }

export interface Sanitizer {
  /** The HTML with everything outside the schema removed. */
  sanitize(html: string, schema: SanitizeSchema): string
  /** The same, with what was removed. */
  inspect(html: string, schema: SanitizeSchema): { html: string; removed: Removal[] }
}

const DOMPURIFY_OWN = new Set(['body', 'remove'])
const CODE_LANGUAGE = /^language-[\w+#.-]{1,40}$/

export function createSanitizer(purify: DOMPurify): Sanitizer {
  // DOMPurify without a DOM returns its input unchanged: refuse instead.
  if (!purify.isSupported) throw new Error('DOMPurify needs a DOM (a window) to sanitize HTML')

  function run(html: string, schema: SanitizeSchema) {
    const judgeAttribute: UponSanitizeAttributeHook = (node, data) => {
      const tag = node.nodeName.toLowerCase()
      const name = data.attrName
      const value = data.attrValue
      const ok =
        (schema[tag] ?? []).includes(name) &&
        (!URL_ATTRIBUTES.has(name) || isAllowedUrl(value)) &&
        (name !== 'src' || isSiteImageUrl(value)) &&
        (name !== 'class' || CODE_LANGUAGE.test(value)) &&
        (name !== 'target' || value === '_blank') &&
        (name !== 'type' || tag !== 'input' || value === 'checkbox')
      if (!ok) data.keepAttr = false
    }
    const finishElement = (node: Element) => {
      const tag = node.nodeName.toLowerCase()
      // A new window must not get a handle on this page (window.opener), nor its address.
      if (tag === 'a' && node.hasAttribute('target'))
        node.setAttribute('rel', 'noopener noreferrer')
      if (tag === 'input') {
        node.setAttribute('type', 'checkbox')
        node.setAttribute('disabled', '')
      }
    }
    purify.addHook('uponSanitizeAttribute', judgeAttribute)
    purify.addHook('afterSanitizeAttributes', finishElement)
    try {
      const clean = purify.sanitize(html, {
        ALLOWED_TAGS: Object.keys(schema),
        ALLOWED_ATTR: [...new Set(Object.values(schema).flat())],
        ALLOW_DATA_ATTR: false,
        ALLOW_ARIA_ATTR: false,
        ALLOW_UNKNOWN_PROTOCOLS: false,
        // A leading <script>, <style> or <meta> would be parsed into <head>, dropped unreported.
        FORCE_BODY: true,
        RETURN_TRUSTED_TYPE: false,
      })
      return { html: clean, removed: removals(purify.removed) }
    } finally {
      purify.removeHook('uponSanitizeAttribute', judgeAttribute)
      purify.removeHook('afterSanitizeAttributes', finishElement)
    }
  }

  return {
    sanitize: (html, schema) => run(html, schema).html,
    inspect: run,
  }
}

function removals(removed: DOMPurify['removed']): Removal[] {
  return removed.flatMap((entry): Removal[] => {
    if ('element' in entry) {
      // Comments, stray text, the body DOMPurify parses into and its FORCE_BODY marker
      // (<remove>) are not the editor's markup.
      const tag = entry.element.nodeName.toLowerCase()
      return entry.element.nodeType === 1 && !DOMPURIFY_OWN.has(tag)
        ? [{ kind: 'element', tag }]
        : []
    }
    if (!entry.attribute) return []
    const tag = entry.from.nodeName.toLowerCase()
    const { name, value } = entry.attribute
    return [{ kind: 'attribute', tag, name: name.toLowerCase(), value }]
  })
}
