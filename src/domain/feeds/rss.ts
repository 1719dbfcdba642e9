// /wiadomosci/rss.xml (issue #10): RSS 2.0 with its atom:link self reference, as the RSS Advisory
// Board's profile recommends (https://www.rssboard.org/rss-profile). Its English twin (issue #35),
// /en/wiadomosci/rss.xml, gives each item's English version where it has one and links /en/ pages.
import { pathIn, type Language } from '../i18n/languages'
import { routes } from '../routes'
import { ICONS, newsFeedPath } from './paths'
import { absoluteUrl } from './siteAddress'
import { newsFeedDescription, newsFeedTitle } from './text'
import { escapeXml } from './xml'

/** How many of the newest items the feed carries. */
export const NEWS_FEED_LENGTH = 20

export interface FeedImage {
  /** A path the build wrote (`/static/…/photo.jpg`) or an absolute URL. */
  src: string
  type: string
  /** Size in bytes; RSS requires it on an enclosure. */
  length: number
}

export interface NewsFeedEntry {
  title: string
  slug: string
  /** YYYY-MM-DD (content/README.md). */
  date: string
  /** Absent means published, as in the content files. */
  published?: boolean | null
  summary?: string | null
  /** The start of the text, used when there is no summary. */
  excerpt: string
  image?: FeedImage | null
  /** The item's English version (`x.en.md`), when it has one: its text only. */
  english?: {
    title?: string | null
    summary?: string | null
    excerpt?: string | null
  } | null
}

/**
 * A news date as RFC 822 (RSS 2.0's pubDate). The files give only a day: noon UTC keeps that day
 * in Chicago and in Poland alike, where midnight UTC would be the evening before in Illinois.
 */
export function rfc822Date(isoDate: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? Date.parse(`${isoDate}T12:00:00Z`) : NaN
  if (Number.isNaN(time)) throw new Error(`news date: must be YYYY-MM-DD, not ${isoDate}`)
  return new Date(time).toUTCString()
}

/** Published entries, newest first (by date, then by slug so the order is stable), at most `limit`. */
export function feedEntries(entries: NewsFeedEntry[], limit = NEWS_FEED_LENGTH): NewsFeedEntry[] {
  return entries
    .filter((entry) => entry.published !== false)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .slice(0, limit)
}

const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

/**
 * The item's title and text in a language: in English its English version's where it has one
 * (the summary, else the start of the English text), else the Polish ones, marked Polish.
 */
function itemText(entry: NewsFeedEntry, language: Language) {
  const polish = {
    title: entry.title,
    description: entry.summary?.trim() || entry.excerpt.trim(),
    lang: 'pl' as Language,
  }
  const english = entry.english
  if (language !== 'en' || !english?.title?.trim()) return polish
  const description = english.summary?.trim() || english.excerpt?.trim()
  return {
    title: english.title.trim(),
    description: description || polish.description,
    lang: language,
  }
}

function itemXml(origin: string, entry: NewsFeedEntry, language: Language): string {
  const link = absoluteUrl(origin, pathIn(routes.newsItem(entry.slug), language))
  const { title, description, lang } = itemText(entry, language)
  const lines = [
    tag('title', title),
    tag('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    tag('pubDate', rfc822Date(entry.date)),
    // RSS readers show a description as HTML. The summary and excerpt are text (the site shows
    // them as text), so the feed sends them as escaped HTML: "<b>" stays letters (issue #17).
    tag('description', escapeXml(description)),
  ]
  if (entry.image) {
    const { src, type, length } = entry.image
    lines.push(
      `<enclosure url="${escapeXml(absoluteUrl(origin, src))}" length="${Math.max(0, Math.round(length))}" type="${escapeXml(type)}"/>`,
    )
  }
  // An English feed's item without an English version is Polish, and says so (as an English
  // page marks a Polish text lang="pl").
  const open = lang === language ? '<item>' : `<item xml:lang="${lang}">`
  return `    ${open}\n${lines.map((line) => `      ${line}`).join('\n')}\n    </item>`
}

export interface NewsRssInput {
  origin: string
  siteName: string
  entries: NewsFeedEntry[]
  limit?: number
  /** The feed's language: Polish (the school's) unless given. */
  language?: Language
}

/** The feed's XML: the published news, newest first. */
export function newsRss({
  origin,
  siteName,
  entries,
  limit,
  language = 'pl',
}: NewsRssInput): string {
  const items = feedEntries(entries, limit)
  const title = newsFeedTitle(siteName, language)
  const listUrl = absoluteUrl(origin, pathIn(routes.news(), language))
  const channel = [
    tag('title', title),
    tag('link', listUrl),
    tag('description', newsFeedDescription(siteName, language)),
    tag('language', language),
    ...(items[0] ? [tag('lastBuildDate', rfc822Date(items[0].date))] : []),
    `<atom:link href="${escapeXml(absoluteUrl(origin, newsFeedPath(language)))}" rel="self" type="application/rss+xml"/>`,
    `<image>${tag('url', absoluteUrl(origin, ICONS.any192))}${tag('title', title)}${tag('link', listUrl)}</image>`,
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...channel.map((line) => `    ${line}`),
    ...items.map((entry) => itemXml(origin, entry, language)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
