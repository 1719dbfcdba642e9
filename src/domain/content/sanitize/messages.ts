// What the save answers about editors' HTML the site will leave out (issue #17), in Polish.
import type { Removal } from './sanitize'
import { URL_ATTRIBUTES } from './schemas'
import { isAllowedUrl, schemeOf } from './url'

const WHY = {
  script: 'strona nie uruchamia skryptów z treści.',
  frame: 'strona nie osadza w treści innych stron, wtyczek ani multimediów.',
  style: 'wygląd treści ustala strona, nie style zapisane w treści.',
  form: 'treść strony nie może zawierać formularzy.',
  head: 'znaczniki nagłówka dokumentu nie należą do treści.',
  graphics: 'grafika SVG i wzory MathML nie są dozwolone w treści.',
  element: 'ten znacznik nie należy do dozwolonych w treści.',
  attribute: 'ten atrybut nie jest dozwolony w tym znaczniku.',
  url: 'dozwolone są tylko adresy http, https, mailto, tel i ścieżki w witrynie.',
  image:
    'strona pokazuje tylko obrazki zapisane w witrynie (ścieżki zaczynające się od „/”), nie z innych stron.',
}

const ELEMENT_REASONS: [RegExp, string][] = [
  [/^(script|noscript|template)$/, WHY.script],
  [/^(iframe|frame|frameset|object|embed|applet|portal|video|audio|source|track)$/, WHY.frame],
  [/^(style|link)$/, WHY.style],
  [/^(form|button|select|textarea|option|fieldset|label|isindex)$/, WHY.form],
  [/^(meta|base|head|title|html|body)$/, WHY.head],
  [/^(svg|math)$/, WHY.graphics],
]

/** One sentence about one removal. */
export function removalMessage(removal: Removal): string {
  if (removal.kind === 'element') {
    const why = ELEMENT_REASONS.find(([tags]) => tags.test(removal.tag))?.[1] ?? WHY.element
    return `Element <${removal.tag}> zostanie usunięty: ${why}`
  }
  const { tag, name, value } = removal
  if (URL_ATTRIBUTES.has(name)) {
    const scheme = schemeOf(value)
    const what = name === 'src' ? 'Adres obrazka' : 'Odnośnik'
    // An image from another site has an allowed scheme: its reason is where it comes from.
    if (name === 'src' && isAllowedUrl(value))
      return `${what} ${value.slice(0, 60)} zostanie usunięty: ${WHY.image}`
    return `${what} ${scheme ? `${scheme}…` : value.slice(0, 40)} zostanie usunięty: ${WHY.url}`
  }
  const why = name.startsWith('on') ? WHY.script : name === 'style' ? WHY.style : WHY.attribute
  return `Atrybut ${name} w <${tag}> zostanie usunięty: ${why}`
}

/** At most this many sentences: a long list would hide the first, most telling ones. */
export const MAX_REMOVAL_MESSAGES = 12

/** The sentences about what the site leaves out, each once, in the order found. */
export function removalMessages(removed: Removal[]): string[] {
  const unique = [...new Set(removed.map(removalMessage))]
  if (unique.length <= MAX_REMOVAL_MESSAGES) return unique
  const more = unique.length - MAX_REMOVAL_MESSAGES
  return [...unique.slice(0, MAX_REMOVAL_MESSAGES), `…oraz ${more} inne zmiany tego rodzaju.`]
}
