// The small pages the links in list mail open. The API's CSP (default-src 'none') allows no style
// or script, so they are plain HTML, readable on a phone as they are.
import type { Language } from '../../src/domain/i18n/languages'

export const escapeHtml = (text: string) =>
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
  /** A form of one choice per list (the preference page), POSTed form-urlencoded to `action`. */
  choices?: ChoicesForm
  home: { href: string; label: string }
}

export interface ChoicesForm {
  action: string
  button: string
  groups: {
    heading?: string
    /** `name` is the field's name (a list's id); the option whose value is `chosen` is checked. */
    fields: {
      name: string
      legend: string
      chosen: string
      options: { value: string; label: string }[]
    }[]
  }[]
}

function choicesHtml({ action, button, groups }: ChoicesForm): string {
  const option = (
    name: string,
    chosen: string,
    { value, label }: { value: string; label: string },
  ) =>
    `<label><input type="radio" name="${escapeHtml(name)}" value="${escapeHtml(value)}"` +
    `${value === chosen ? ' checked' : ''}> ${escapeHtml(label)}</label>`
  return [
    `<form method="post" action="${escapeHtml(action)}">`,
    ...groups.flatMap(({ heading, fields }) => [
      ...(heading ? [`<h2>${escapeHtml(heading)}</h2>`] : []),
      ...fields.map(
        ({ name, legend, chosen, options }) =>
          `<fieldset><legend>${escapeHtml(legend)}</legend>` +
          options.map((o) => option(name, chosen, o)).join('<br>') +
          '</fieldset>',
      ),
    ]),
    `<p><button type="submit">${escapeHtml(button)}</button></p></form>`,
  ].join('\n')
}

/** The page, in the subscriber's language (issue #35; the lists' names and the words given in it). */
export function page(
  { title, paragraphs, items = [], form, choices, home }: PageParts,
  language: Language = 'pl',
): string {
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
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body><main>`,
    `<h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    list,
    button,
    choices ? choicesHtml(choices) : '',
    `<p><a href="${escapeHtml(home.href)}">${escapeHtml(home.label)}</a></p>`,
    '</main></body></html>',
  ].join('\n')
}
