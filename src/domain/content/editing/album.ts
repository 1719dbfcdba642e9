// A new gallery album (issue #18): its school year, title, day and event, checked the same way by
// the staff form and the API, with the content check's rules (content/README.md, gallery).
import { schoolYearOf } from '../../schoolTime'
import { ALBUM_EVENTS } from '../vocabulary'
import { EDIT_LIMITS } from './limits'
import { slugFromTitle } from './slug'

export const ALBUM_MESSAGES = {
  years: 'Podaj rok szkolny jako dwa kolejne lata, np. 2025-2026.',
  title: `Podaj tytuł albumu (najwyżej ${EDIT_LIMITS.title} znaków, z co najmniej jedną literą lub cyfrą).`,
  date: 'Podaj datę wydarzenia.',
  dateOutside: (years: string) =>
    `Data musi przypadać w roku szkolnym ${years} (od 1 września do 31 sierpnia).`,
  event: 'Wybierz rodzaj wydarzenia z listy.',
  exists: (years: string, slug: string) =>
    `W roku szkolnym ${years} jest już album o adresie „${slug}”. Zmień tytuł albo dodaj zdjęcia do tamtego albumu.`,
} as const

export interface NewAlbum {
  years: string
  title: string
  date: string
  event: string
}

/** '2025-2026', two consecutive years: what a school year's folder is named. */
export function isSchoolYear(years: string): boolean {
  const match = /^(\d{4})-(\d{4})$/.exec(years)
  return !!match && Number(match[2]) === Number(match[1]) + 1
}

const isDay = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) &&
  !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
  new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)

/** The album's folder name: its title with Polish letters folded, lower-case, hyphens. */
export const albumSlug = (title: string) => slugFromTitle(title)

/** Each wrong field with its Polish message; empty when the album can be created. */
export function newAlbumErrors(album: NewAlbum): Partial<Record<keyof NewAlbum, string>> {
  const errors: Partial<Record<keyof NewAlbum, string>> = {}
  if (!isSchoolYear(album.years)) errors.years = ALBUM_MESSAGES.years
  const title = album.title.trim()
  if (!title || title.length > EDIT_LIMITS.title || !albumSlug(title)) {
    errors.title = ALBUM_MESSAGES.title
  }
  if (!isDay(album.date)) errors.date = ALBUM_MESSAGES.date
  else if (!errors.years && schoolYearOf(album.date) !== album.years) {
    errors.date = ALBUM_MESSAGES.dateOutside(album.years)
  }
  if (!(ALBUM_EVENTS as readonly string[]).includes(album.event))
    errors.event = ALBUM_MESSAGES.event
  return errors
}

/** How long a photo's caption and alt text may be (issue #30), in the form and in the API. */
export const PHOTO_TEXT_LIMITS = { caption: 200, alt: 300 } as const
export type PhotoTextField = keyof typeof PHOTO_TEXT_LIMITS

export const PHOTO_TEXT_MESSAGES = {
  caption: `Podpis może mieć najwyżej ${PHOTO_TEXT_LIMITS.caption} znaków.`,
  alt: `Tekst alternatywny może mieć najwyżej ${PHOTO_TEXT_LIMITS.alt} znaków.`,
  control: 'Wpisz zwykły tekst: bez znaków sterujących i ukrytych znaków kierunku pisma.',
} as const

// Control characters, and the invisible marks that reverse or hide text (zero-width, bidi).
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u

/** A caption or alt text as stored: plain text on one line, spaces folded, ends trimmed. */
export const photoText = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ').trim()

/** Each field too long or not plain text, with its Polish message; empty when it can be saved. */
export function photoTextErrors(
  texts: Record<PhotoTextField, string>,
): Partial<Record<PhotoTextField, string>> {
  const errors: Partial<Record<PhotoTextField, string>> = {}
  for (const field of ['caption', 'alt'] as const) {
    const text = photoText(texts[field])
    if (HIDDEN_CHARACTERS.test(text)) errors[field] = PHOTO_TEXT_MESSAGES.control
    else if ([...text].length > PHOTO_TEXT_LIMITS[field]) errors[field] = PHOTO_TEXT_MESSAGES[field]
  }
  return errors
}
