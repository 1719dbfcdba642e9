import type { Language } from '../../../src/domain/i18n/languages'
import { preferencesUrl, unsubscribeUrl, type LinkOptions } from '../links'
import { escapeHtml } from '../page'
import { listMailFooter } from '../texts'

// Issue #34: what every copy of a list mail ends with, added per recipient as it is sent (the
// stored message is shared by all its recipients; the links are each one's own), and the light
// HTML part a message written as plain text gets.

/** An http(s) address in plain text: up to a space or a closing bracket/quote. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/g

/** Escaped text with its web addresses as plain links (no tracking: the address as it is). */
function linked(text: string): string {
  let out = ''
  let from = 0
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(/[.,;:!?]+$/, '')
    out +=
      escapeHtml(text.slice(from, match.index)) +
      `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
    from = match.index + url.length
  }
  return out + escapeHtml(text.slice(from))
}

/** Plain text as a phone-readable HTML part: a paragraph per blank-line block, line breaks kept. */
export function htmlOfText(text: string, title: string): string {
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${block.split('\n').map(linked).join('<br>')}</p>`)
  return [
    '<!doctype html>',
    '<html lang="pl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body>`,
    ...paragraphs,
    '</body></html>',
  ].join('\n')
}

/**
 * One recipient's copy: the message's text and HTML, each ending with this list's footer in the
 * recipient's language (issue #35; Polish when none is given).
 */
export function personalBody(
  message: { subject: string; text: string; html: string | null },
  recipient: { subscriberId: number; list: string; listName: string; language?: Language },
  links: LinkOptions,
): { text: string; html: string } {
  const footer = listMailFooter(
    recipient.listName,
    {
      preferences: preferencesUrl(links, recipient.subscriberId),
      unsubscribe: unsubscribeUrl(links, recipient.subscriberId, recipient.list),
    },
    recipient.language,
  )
  const text = `${message.text.trimEnd()}\n\n${footer.join('\n')}\n`
  const footerHtml = `<hr><p>${footer.slice(1).map(linked).join('<br>')}</p>`
  const html = message.html ?? htmlOfText(message.text, message.subject)
  const end = html.lastIndexOf('</body>')
  return {
    text,
    html:
      end < 0 ? `${html}\n${footerHtml}` : `${html.slice(0, end)}${footerHtml}\n${html.slice(end)}`,
  }
}
