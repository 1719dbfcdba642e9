import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { load } from 'js-yaml'
import { dateText, isRecord } from '../../src/domain/content/check'
import { byFileName, inAlbumOrder, storedOrder } from '../../src/domain/content/photoOrder'
import { ALBUM_SLUG, PHOTO_NAME, YEARS, type AlbumSummary } from '../../src/domain/api/gallery'
import { setTopLevelKeys } from './yamlText'

// Albums are content/gallery/{YYYY-YYYY}/{album}/album.yaml with their photos beside it, shown in
// the order `order` lists, the others after them by file name; `hidden` lists photos kept in the
// folder but left off the site (content/README.md).

export const albumFile = (years: string, slug: string) => `gallery/${years}/${slug}/album.yaml`
export const photoFile = (years: string, slug: string, name: string) =>
  `gallery/${years}/${slug}/${name}`

const isPhoto = (name: string) => PHOTO_NAME.test(name)

export interface Album {
  title: string
  date: string
  cover: string | null
  captions: Record<string, string>
  /** Each photo's alt text, by file name (issue #30). */
  alts: Record<string, string>
  hidden: string[]
  order: string[]
}

const names = (value: unknown) =>
  Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : []

/** A map of file names to texts (`captions`, `alts`): its text entries, others left out. */
const texts = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string'
        }),
      )
    : {}

export function albumOf(text: string): Album {
  const data = load(text)
  const fields = isRecord(data) ? data : {}
  const date = dateText(fields.date)
  return {
    title: typeof fields.title === 'string' ? fields.title : '',
    date: typeof date === 'string' ? date : '',
    cover: typeof fields.cover === 'string' ? fields.cover : null,
    captions: texts(fields.captions),
    alts: texts(fields.alts),
    hidden: names(fields.hidden),
    order: names(fields.order),
  }
}

/** The photos in an album's folder, in the site's order (by file name without `order`). */
export async function photosOf(
  contentDir: string,
  years: string,
  slug: string,
  order?: readonly string[],
) {
  const names = await readdir(path.join(contentDir, 'gallery', years, slug)).catch(
    () => [] as string[],
  )
  return inAlbumOrder(names.filter(isPhoto).sort(byFileName), (name) => name, order)
}

/** Every album, newest school year first, then by date: what the gallery editor lists. */
export async function listAlbums(contentDir: string): Promise<AlbumSummary[]> {
  const root = path.join(contentDir, 'gallery')
  const years = (await readdir(root).catch(() => [] as string[])).filter((name) => YEARS.test(name))
  const albums = await Promise.all(
    years.map(async (year) => {
      const slugs = (await readdir(path.join(root, year)).catch(() => [] as string[])).filter(
        (name) => ALBUM_SLUG.test(name),
      )
      return Promise.all(
        slugs.map(async (slug) => {
          try {
            const album = albumOf(
              await readFile(path.join(contentDir, albumFile(year, slug)), 'utf8'),
            )
            const photos = await photosOf(contentDir, year, slug)
            const hidden = new Set(album.hidden)
            return [
              {
                years: year,
                slug,
                title: album.title,
                date: album.date,
                photoCount: photos.length,
                hiddenCount: photos.filter((name) => hidden.has(name)).length,
              },
            ]
          } catch {
            return [] // no album.yaml, or one the build would reject anyway
          }
        }),
      )
    }),
  )
  return albums
    .flat(2)
    .sort((a, b) => b.years.localeCompare(a.years) || b.date.localeCompare(a.date))
}

/**
 * The name of a photo added to an album: the number after the highest one in the folder, as wide
 * as the widest (01.jpg, 02.jpg, … → 03.jpg), so it comes last in the site's order.
 */
export function nextPhotoName(existing: string[], extension: string): string {
  const taken = new Set(existing.map((name) => name.toLowerCase()))
  let highest = 0
  let width = 2
  for (const name of existing) {
    const number = /^(\d+)\./.exec(name)?.[1]
    if (!number) continue
    highest = Math.max(highest, Number(number))
    width = Math.max(width, number.length)
  }
  for (let n = highest + 1; ; n++) {
    const name = `${String(n).padStart(width, '0')}.${extension}`
    if (!taken.has(name)) return name
  }
}

/** album.yaml with `hidden` set to these names (removed when none), the rest byte for byte. */
export const renderHidden = (hidden: string[]) => (current: string | undefined) =>
  setTopLevelKeys(current ?? '', { hidden: hidden.length > 0 ? hidden : undefined })

/** album.yaml with `order` set to the photos' new order (removed when it is file-name order). */
export const renderOrder = (order: string[]) => (current: string | undefined) =>
  setTopLevelKeys(current ?? '', { order: storedOrder(order) })

/** A map of file names to texts as album.yaml keeps it: removed when empty. */
const textMap = (map: Record<string, string>) => (Object.keys(map).length > 0 ? map : undefined)

/** album.yaml with one photo's caption and alt text set ('' removes each), the rest as it was. */
export const renderPhotoTexts =
  (name: string, { caption, alt }: { caption: string; alt: string }) =>
  (current: string | undefined) => {
    const album = albumOf(current ?? '')
    const set = (map: Record<string, string>, text: string) => {
      const { [name]: _, ...others } = map
      return textMap(text ? { ...others, [name]: text } : others)
    }
    return setTopLevelKeys(current ?? '', {
      captions: set(album.captions, caption),
      alts: set(album.alts, alt),
    })
  }

/** album.yaml with `cover` set to this photo (removed with null: the first shown photo). */
export const renderCover = (cover: string | null) => (current: string | undefined) =>
  setTopLevelKeys(current ?? '', { cover: cover ?? undefined })

/**
 * album.yaml without any mention of a photo removed from the folder: hidden, texts, cover, and
 * `order`, written from `photos`, the album's photos in the site's order as they were.
 */
export const renderWithout = (name: string, photos: string[]) => (current: string | undefined) => {
  const album = albumOf(current ?? '')
  const without = (map: Record<string, string>) => {
    const { [name]: _, ...others } = map
    return textMap(others)
  }
  const changes: Record<string, unknown> = {}
  if (album.order.length > 0) changes.order = storedOrder(photos.filter((photo) => photo !== name))
  if (album.hidden.includes(name)) {
    const hidden = album.hidden.filter((photo) => photo !== name)
    changes.hidden = hidden.length > 0 ? hidden : undefined
  }
  if (name in album.captions) changes.captions = without(album.captions)
  if (name in album.alts) changes.alts = without(album.alts)
  if (album.cover === name) changes.cover = undefined
  return Object.keys(changes).length > 0 ? setTopLevelKeys(current ?? '', changes) : (current ?? '')
}

/** A text shortened for the history's one line. */
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text)

/** The first photos of an order, for the history: enough to tell one change from another. */
const orderText = (order: string[]) =>
  order.length > 6 ? `${order.slice(0, 6).join(', ')}, …` : order.join(', ')

export const gallerySummary = {
  rename: (before: string, title: string) => `Nowy tytuł albumu „${before}”: „${title}”`,
  create: (title: string, years: string) => `Nowy album „${title}” w roku szkolnym ${years}`,
  upload: (title: string, name: string) => `Nowe zdjęcie ${name} w albumie „${title}”`,
  hide: (title: string, name: string) => `Ukryte zdjęcie ${name} w albumie „${title}”`,
  show: (title: string, name: string) => `Przywrócone zdjęcie ${name} w albumie „${title}”`,
  texts: (title: string, name: string, caption: string, alt: string) =>
    `Podpis i tekst alternatywny zdjęcia ${name} w albumie „${title}”: ${
      caption ? `„${short(caption)}”` : 'bez podpisu'
    }, ${alt ? `„${short(alt)}”` : 'bez tekstu alternatywnego'}`,
  cover: (title: string, name: string | null) =>
    name ? `Okładka albumu „${title}”: ${name}` : `Okładka albumu „${title}”: pierwsze zdjęcie`,
  remove: (title: string, name: string) => `Usunięte zdjęcie ${name} z albumu „${title}”`,
  reorder: (title: string, order: string[]) =>
    `Nowa kolejność zdjęć w albumie „${title}”: ${orderText(order)}`,
}
