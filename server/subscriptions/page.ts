// The small pages the links in list mail open. The API's CSP (default-src 'none') allows no style
// or script, so they are plain HTML, readable on a phone as they are.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export interface PageParts {
  title: string
  paragraphs: string[]
  items?: string[]
  /** A form that POSTs `List-Unsubscribe=One-Click` to `action` (RFC 8058's body). */
  form?: { action: string; button: string }
  home: { href: string; label: string }
}

export function page({ title, paragraphs, items = [], form, home }: PageParts): string {
  const list = items.length
    ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
    : ''
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}">` +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      `<button type="submit">${escapeHtml(form.button)}</button></form>`
    : ''
  return [
    '<!doctype html>',
    '<html lang="pl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body><main>`,
    `<h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    list,
    button,
    `<p><a href="${escapeHtml(home.href)}">${escapeHtml(home.label)}</a></p>`,
    '</main></body></html>',
  ].join('\n')
}
