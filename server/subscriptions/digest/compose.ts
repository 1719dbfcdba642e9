import { routes } from '../../../src/domain/routes'
import { CALENDAR_KIND_LABELS } from '../../../src/domain/content/vocabulary'
import calendarText from '../../../src/domain/i18n/compiled/calendar'
import type { Language } from '../../../src/domain/i18n/languages'
import { escapeHtml } from '../page'
import { classPart, type CalendarEvent, type WeekContent } from './content'
import { digestTexts } from './texts'

// Issue #34: one subscriber's digest, a section per list, as plain text and a light HTML part
// (escaped; no images, no tracking pixel, no click tracking: links go straight to the site).

/** A heading and its lines, each line with the site's page it is about. */
interface Section {
  heading: string
  groups: { heading: string; lines: { text: string; path: string }[] }[]
}

export interface DigestMail {
  subject: string
  text: string
  html: string
}

const hours = (event: CalendarEvent) =>
  event.start ? `${event.start}${event.end ? `–${event.end}` : ''}` : ''
const KIND_IDS = {
  zajecia: 'kindZajecia',
  wolne: 'kindWolne',
  wydarzenie: 'kindWydarzenie',
} as const satisfies Record<keyof typeof CALENDAR_KIND_LABELS, string>

const kindLabel = (kind: string, language: Language) => {
  const id = KIND_IDS[kind as keyof typeof KIND_IDS]
  return id ? calendarText.in(language)(id) : kind
}

/** A list's section, or null when the week has nothing for it ('urgent' never has: it goes at once). */
function sectionOf(
  content: WeekContent,
  list: string,
  name: string,
  T: ReturnType<typeof digestTexts>,
  language: Language,
): Section | null {
  const groups: Section['groups'] = []
  if (list === 'news') {
    groups.push({
      heading: T.news,
      lines: content.news.map((n) => ({
        text: T.datedLine(n.date, n.title),
        path: routes.newsItem(n.id.replace(/^\d{4}-\d{2}-\d{2}-/, '')),
      })),
    })
    groups.push({
      heading: T.bulletins,
      lines: content.bulletins.map((b) => ({
        text: T.datedLine(b.date, b.title),
        path: routes.bulletins(),
      })),
    })
  } else if (list !== 'urgent') {
    const part = classPart(content, list)
    groups.push({
      heading: T.newHomework,
      lines: part.newHomework.map((h) => ({
        text: T.homeworkLine(h.title, h.teacher, h.due),
        path: routes.homeworkItem(h.id),
      })),
    })
    groups.push({
      heading: T.dueSaturday(content.week.saturday),
      lines: part.dueSaturday.map((h) => ({
        text: T.dueLine(h.title, h.teacher),
        path: routes.homeworkItem(h.id),
      })),
    })
    groups.push({
      heading: T.calendar,
      lines: part.calendar.map((e) => ({
        text: T.eventLine(e.date, e.title, kindLabel(e.kind, language), hours(e)),
        path: routes.calendar(),
      })),
    })
  }
  const filled = groups.filter((group) => group.lines.length > 0)
  return filled.length > 0 ? { heading: name, groups: filled } : null
}

/**
 * The digest for a subscriber's weekly lists (in the catalogue's order), in the subscriber's
 * language (issue #35; the lists' names come named in it), or null when the week
 * has nothing for any of them: no mail is better than an empty one. The sender ends each copy with
 * the footer of the first list with something in it (sending/body.ts), whose unsubscribe link the
 * List-Unsubscribe header carries too.
 */
export function composeDigest(
  content: WeekContent,
  lists: { id: string; name: string }[],
  siteUrl: string,
  language: Language = 'pl',
): { mail: DigestMail; firstList: string } | null {
  const T = digestTexts(language)
  const sections = lists
    .map((list) => ({ list, section: sectionOf(content, list.id, list.name, T, language) }))
    .filter((s): s is { list: (typeof lists)[number]; section: Section } => s.section !== null)
  if (sections.length === 0) return null
  const first = sections[0]!.list
  const url = (path: string) => `${siteUrl}${path}`
  const { day } = content.week

  const text = [
    T.greeting,
    '',
    T.intro(day),
    ...sections.flatMap(({ section }) => [
      '',
      section.heading.toUpperCase(),
      ...section.groups.flatMap((group) => [
        '',
        `${group.heading}:`,
        ...group.lines.flatMap((line) => [`- ${line.text}`, `  ${url(line.path)}`]),
      ]),
    ]),
    '',
    T.signature,
  ].join('\n')

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(T.subject(day))}</title></head><body>`,
    `<p>${escapeHtml(T.greeting)}<br>${escapeHtml(T.intro(day))}</p>`,
    ...sections.flatMap(({ section }) => [
      `<h2>${escapeHtml(section.heading)}</h2>`,
      ...section.groups.flatMap((group) => [
        `<h3>${escapeHtml(group.heading)}</h3>`,
        '<ul>',
        ...group.lines.map((line) => `<li>${link(url(line.path), line.text)}</li>`),
        '</ul>',
      ]),
    ]),
    `<p>${escapeHtml(T.signature)}</p>`,
    '</body></html>',
  ].join('\n')

  return { mail: { subject: T.subject(day), text, html }, firstList: first.id }
}
