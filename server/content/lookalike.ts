import { createHash } from 'node:crypto'
import { domainToUnicode } from 'node:url'
import { textsOf } from '../texts'

// Issue #32: a link that looks like the school's own or a known site but goes elsewhere
// (polskaszkołalombard.org with a Polish ł, or polskaszkolalombard.org@evil.test, whose host is
// evil.test). A save holding one is answered with a warning naming it; the editor confirms it by
// saving again with the answer's confirmation, which covers exactly those links.

/** Web addresses written in any text: markdown links, autolinks, HTML and bare addresses. */
const ADDRESS = /(?:https?:\/\/|\bwww\.)[^\s<>"'`()[\]{}]+/giu
const TRAILING = /[.,;:!?]+$/u

export const LOOKALIKE_MESSAGES = {
  userinfo: (link: string, host: string) =>
    `Odnośnik ${link} prowadzi do serwera ${host}: tekst przed znakiem @ nie jest adresem strony. Sprawdź, czy to właściwa strona.`,
  unusual: (link: string, shown: string, real: string) =>
    `Odnośnik ${link} prowadzi do adresu z nietypowymi znakami: ${shown} (naprawdę ${real}). Sprawdź, czy to właściwa strona: takie adresy podszywają się pod znane.`,
  confirm:
    'Sprawdź odnośniki zaznaczone przy polach. Jeśli są właściwe, potwierdź je i zapisz ponownie.',
}

export interface LookalikeLink {
  /** Where it was: the field's path in the saved body (items[1].answer). */
  field: string
  link: string
  message: string
}

/** One address as written, if it is a look-alike: why, in Polish. */
export function lookalikeMessage(written: string): string | undefined {
  const link = written.replace(TRAILING, '')
  let url: URL
  try {
    url = new URL(/^www\./i.test(link) ? `http://${link}` : link)
  } catch {
    return undefined
  }
  if (url.username || url.password) return LOOKALIKE_MESSAGES.userinfo(link, url.hostname)
  // The URL parser writes a host of other letters than a–z as punycode (xn--…).
  if (url.hostname.split('.').some((label) => label.startsWith('xn--'))) {
    return LOOKALIKE_MESSAGES.unusual(link, domainToUnicode(url.hostname), url.hostname)
  }
  return undefined
}

/** Every look-alike address in every string of a body, by the field it is in. */
export function lookalikeLinks(body: unknown): LookalikeLink[] {
  const found: LookalikeLink[] = []
  for (const { path: field, text } of textsOf(body)) {
    for (const [written] of text.matchAll(ADDRESS)) {
      const message = lookalikeMessage(written)
      if (message) found.push({ field, link: written.replace(TRAILING, ''), message })
    }
  }
  return found
}

/**
 * What the editor sends back to confirm exactly these links (header X-Confirm-Links): another
 * look-alike added since asks again.
 */
export function lookalikeConfirmation(links: LookalikeLink[]): string {
  const named = [...new Set(links.map((link) => link.link))].sort()
  return createHash('sha256').update(named.join('\n')).digest('hex').slice(0, 32)
}
